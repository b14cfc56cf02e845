import { Chip, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ACHIEVEMENT_CATEGORIES } from '../../../shared/achievements';

/** The chip of every category; a value, shown in the app's language like the categories. */
export const ALL_CATEGORIES = 'All';
const CHOICES = [ALL_CATEGORIES, ...ACHIEVEMENT_CATEGORIES] as const;

/** All plus one chip per category; one is chosen at a time. */
export function CategoryChips({ value, onChange }: { value: string; onChange: (category: string) => void }) {
  const { t } = useTranslation('achievements');
  return (
    <Chip.Group multiple={false} value={value} onChange={onChange}>
      <Group gap={6} role="radiogroup" aria-label={t('page.category')}>
        {CHOICES.map((category) => (
          <Chip key={category} value={category} size="xs" type="radio">
            {t(`page.categories.${category}`)}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
