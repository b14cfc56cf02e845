import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { PlayerSummary } from '../../../shared/schemas/players';
import { streakDisplay } from '../../lib/streak';

/** Peak Streak, Current Streak, Total Wins and Total Picks: two by two on phones, one row on wide screens. */
export function ProfileStatCards({ player }: { player: PlayerSummary }) {
  const cards = [
    { label: 'Peak Streak', value: String(player.longestStreak) },
    { label: 'Current Streak', value: streakDisplay(player.currentStreak).label },
    { label: 'Total Wins', value: String(player.totalWins) },
    { label: 'Total Picks', value: String(player.totalPicks) },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
      {cards.map((card) => (
        <Paper key={card.label} withBorder p="xs" ta="center">
          <Text fw={700} size="xl">
            {card.value}
          </Text>
          <Text size="xs" c="dimmed">
            {card.label}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
