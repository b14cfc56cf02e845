import { Badge, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// The legend draws each mark as the badges do: colour and fill as AchievementBadge gives them.
const MARKS = [
  { mark: 'unlocked', text: 'unlockedText', color: 'green', variant: 'filled' },
  { mark: 'locked', text: 'lockedText', color: 'var(--pk-muted-outline)', variant: 'outline' },
  { mark: 'monthly', text: 'monthlyText', color: 'grape.8', variant: 'filled' },
] as const;

/** What the marks on the badges mean. */
export function AchievementsLegend() {
  const { t } = useTranslation('achievements', { keyPrefix: 'page.legend' });
  return (
    <Group gap="md" wrap="wrap" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {MARKS.map((m) => (
        <LegendItem
          key={m.mark}
          mark={
            <Badge size="xs" color={m.color} variant={m.variant}>
              {t(m.mark)}
            </Badge>
          }
          text={t(m.text)}
        />
      ))}
    </Group>
  );
}

function LegendItem({ mark, text }: { mark: ReactNode; text: string }) {
  return (
    <Group gap={6} wrap="nowrap" component="li">
      {mark}
      <Text size="xs" c="dimmed">
        {text}
      </Text>
    </Group>
  );
}
