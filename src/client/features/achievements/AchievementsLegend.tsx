import { Badge, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What the marks on the badges mean. */
export function AchievementsLegend() {
  const { t } = useTranslation('achievements', { keyPrefix: 'page.legend' });
  return (
    <Group gap="md" wrap="wrap" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      <LegendItem
        mark={
          <Badge size="xs" color="green" variant="filled">
            {t('unlocked')}
          </Badge>
        }
        text={t('unlockedText')}
      />
      <LegendItem
        mark={
          <Badge size="xs" color="var(--pk-muted-outline)" variant="outline">
            {t('locked')}
          </Badge>
        }
        text={t('lockedText')}
      />
      <LegendItem
        mark={
          <Badge size="xs" color="grape.8" variant="filled">
            {t('monthly')}
          </Badge>
        }
        text={t('monthlyText')}
      />
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
