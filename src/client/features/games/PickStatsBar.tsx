import { Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../../shared/schemas/games';

/** How the players picked: each side's share of the picks. */
export function PickStatsBar({ game }: { game: Game }) {
  const { t } = useTranslation('games');
  const stat = (teamId: number) => game.pickStats.find((s) => s.teamId === teamId);
  const away = stat(game.awayTeam.id);
  const home = stat(game.homeTeam.id);
  const total = (away?.count ?? 0) + (home?.count ?? 0);
  if (total === 0) {
    return (
      <Text size="xs" c="dimmed" data-testid="pick-stats">
        {t('stats.none')}
      </Text>
    );
  }
  const awayPct = away?.percentage ?? 0;
  const homePct = home?.percentage ?? 0;
  return (
    <div data-testid="pick-stats">
      <Group justify="space-between" gap={4}>
        <Text size="xs" c="dimmed">
          {t('stats.share', { percent: awayPct, team: game.awayTeam.name })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('stats.share', { percent: homePct, team: game.homeTeam.name })}
        </Text>
      </Group>
      <Progress.Root size="sm" aria-hidden>
        <Progress.Section value={awayPct} color="blue.7" />
        <Progress.Section value={homePct} color="orange.6" />
      </Progress.Root>
      <Text size="xs" c="dimmed" ta="center">
        {t('stats.count', { count: total })}
      </Text>
    </div>
  );
}
