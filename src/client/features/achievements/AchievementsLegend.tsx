import { Badge, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** What the marks on the badges mean. */
export function AchievementsLegend() {
  return (
    <Group gap="md" wrap="wrap" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      <LegendItem
        mark={
          <Badge size="xs" color="green" variant="filled">
            Unlocked
          </Badge>
        }
        text="Earned on the date shown: tap the badge to share it"
      />
      <LegendItem
        mark={
          <Badge size="xs" color="var(--pk-muted-outline)" variant="outline">
            Locked
          </Badge>
        }
        text="Not earned yet"
      />
      <LegendItem
        mark={
          <Badge size="xs" color="grape.8" variant="filled">
            Monthly
          </Badge>
        }
        text="Can be earned again every month"
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
