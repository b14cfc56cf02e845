import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** 'Unlocked X of Y' with a bar of the percent. */
export function AchievementsSummary({
  unlocked,
  total,
  percent,
}: {
  unlocked: number;
  total: number;
  percent: number;
}) {
  const { t } = useTranslation('achievements');
  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Text fw={600} data-testid="achievements-unlocked">
          {t('page.unlockedOf', { unlocked, total })}
        </Text>
        <Text fw={600} c="dimmed">
          {percent}%
        </Text>
      </Group>
      <Progress value={percent} size="lg" radius="xl" aria-label={t('page.percentLabel', { percent })} />
    </Stack>
  );
}
