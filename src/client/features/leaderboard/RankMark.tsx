import { Text } from '@mantine/core';

const MEDALS: Record<number, string> = { 1: '🥇', 2: '🥈', 3: '🥉' };

/** Gold, silver and bronze medals for ranks 1-3, then #n. */
export function RankMark({ rank }: { rank: number }) {
  const medal = MEDALS[rank];
  return (
    <Text
      component="span"
      fw={700}
      size={medal ? 'xl' : 'sm'}
      c={medal ? undefined : 'dimmed'}
      w={40}
      ta="center"
      style={{ flexShrink: 0 }}
      aria-label={`Rank ${rank}`}
      role="img"
    >
      {medal ?? `#${rank}`}
    </Text>
  );
}
