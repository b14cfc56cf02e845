import { Group, Progress, Text } from '@mantine/core';
import type { Game } from '../../../shared/schemas/games';

/** How the players picked: each side's share of the picks. */
export function PickStatsBar({ game }: { game: Game }) {
  const stat = (teamId: number) => game.pickStats.find((s) => s.teamId === teamId);
  const away = stat(game.awayTeam.id);
  const home = stat(game.homeTeam.id);
  const total = (away?.count ?? 0) + (home?.count ?? 0);
  if (total === 0) {
    return (
      <Text size="xs" c="dimmed" data-testid="pick-stats">
        No picks yet
      </Text>
    );
  }
  const awayPct = away?.percentage ?? 0;
  const homePct = home?.percentage ?? 0;
  return (
    <div data-testid="pick-stats">
      <Group justify="space-between" gap={4}>
        <Text size="xs" c="dimmed">
          {awayPct}% {game.awayTeam.name}
        </Text>
        <Text size="xs" c="dimmed">
          {homePct}% {game.homeTeam.name}
        </Text>
      </Group>
      <Progress.Root size="sm" aria-hidden>
        <Progress.Section value={awayPct} color="blue.7" />
        <Progress.Section value={homePct} color="orange.6" />
      </Progress.Root>
      <Text size="xs" c="dimmed" ta="center">
        {total} {total === 1 ? 'pick' : 'picks'}
      </Text>
    </div>
  );
}
