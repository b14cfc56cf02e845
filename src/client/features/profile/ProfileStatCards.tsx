import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlayerSummary } from '../../../shared/schemas/players';
import { streakDisplay } from '../../lib/streak';

/** Peak Streak, Current Streak, Total Wins and Total Picks: two by two on phones, one row on wide screens. */
export function ProfileStatCards({ player }: { player: PlayerSummary }) {
  const { t } = useTranslation('profile');
  const cards = [
    { label: t('stats.peak'), value: String(player.longestStreak) },
    { label: t('stats.current'), value: streakDisplay(player.currentStreak).label },
    { label: t('stats.wins'), value: String(player.totalWins) },
    { label: t('stats.picks'), value: String(player.totalPicks) },
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
