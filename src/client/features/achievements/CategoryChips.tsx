import { Chip, Group } from '@mantine/core';
import { ACHIEVEMENT_CATEGORIES } from '../../../shared/achievements';

export const ALL_CATEGORIES = 'All';
const CHOICES = [ALL_CATEGORIES, ...ACHIEVEMENT_CATEGORIES];

/** All plus one chip per category; one is chosen at a time. */
export function CategoryChips({ value, onChange }: { value: string; onChange: (category: string) => void }) {
  return (
    <Chip.Group multiple={false} value={value} onChange={onChange}>
      <Group gap={6} role="radiogroup" aria-label="Category">
        {CHOICES.map((category) => (
          <Chip key={category} value={category} size="xs" type="radio">
            {category}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
