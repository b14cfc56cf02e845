import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { HistoryEntry } from '../../../shared/schemas/picks';
import { RESULT_COLORS, resultLabel, teamPickText } from '../../lib/game-text';

/** One pick: the match-up, the result, what was picked and when, and the final score once played. */
export function HistoryPickCard({ pick, timeZone }: { pick: HistoryEntry; timeZone: string }) {
  const { game } = pick;
  const label = resultLabel(pick.result);
  return (
    <Paper withBorder p="sm" component="li" data-testid="history-pick">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <Text fw={600} size="sm">
            {game.awayTeam.name} @ {game.homeTeam.name}
          </Text>
          <Badge color={RESULT_COLORS[label]} variant="filled" style={{ flexShrink: 0 }}>
            {label}
          </Badge>
        </Group>
        <Text size="sm">Your pick: {teamPickText(game, pick.selectedTeamId)}</Text>
        <Text size="xs" c="dimmed">
          {pickTime(pick.pickedAt, timeZone)}
        </Text>
        {game.status === 'completed' && <FinalScore pick={pick} />}
      </Stack>
    </Paper>
  );
}

function FinalScore({ pick }: { pick: HistoryEntry }) {
  const { game } = pick;
  const winner =
    game.winnerId === 'push'
      ? 'Push (tie)'
      : game.winnerId === null
        ? 'To be decided'
        : teamPickText(game, game.winnerId);
  return (
    <Group gap="md" wrap="wrap">
      <Text size="xs">Winner: {winner}</Text>
      {game.awayScore !== null && game.homeScore !== null && (
        <Text size="xs">
          Final: {game.awayScore}-{game.homeScore}
        </Text>
      )}
    </Group>
  );
}

function pickTime(pickedAt: string, timeZone: string): string {
  const at = new Date(pickedAt);
  if (Number.isNaN(at.getTime())) return 'Unknown time';
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at);
}
