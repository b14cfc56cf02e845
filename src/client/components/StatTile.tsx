import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import shimmer from './Shimmer.module.css';

/** A statistic tile: title, value, subtitle and an emoji (player.md, Other shown elements). */
export function StatTile({
  title,
  value,
  subtitle,
  emoji,
  shimmering = false,
  badge,
  hint,
  testId,
}: {
  title: string;
  value: ReactNode;
  subtitle?: ReactNode;
  emoji: string;
  shimmering?: boolean;
  /** A small mark above the value, e.g. 'ACTIVE STREAK'. */
  badge?: ReactNode;
  /** Beside the title, e.g. how the figure is worked out. */
  hint?: ReactNode;
  testId?: string;
}) {
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      className={shimmering ? shimmer.shimmer : undefined}
      data-testid={testId}
      data-shimmer={shimmering ? 'on' : 'off'}
    >
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
        <span aria-hidden style={{ marginRight: 4 }}>
          {emoji}
        </span>
        {title}
        {hint}
      </Text>
      {badge}
      <Text fz={{ base: 22, sm: 28 }} fw={800} lh={1.2} data-testid={testId ? `${testId}-value` : undefined}>
        {value}
      </Text>
      {subtitle ? (
        <Text size="xs" c="dimmed" lineClamp={2}>
          {subtitle}
        </Text>
      ) : null}
    </Paper>
  );
}
