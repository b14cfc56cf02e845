import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { HistoryEntry } from '../../../shared/schemas/picks';
import { RESULT_COLORS, resultLabel, teamPickText } from '../../lib/game-text';
import { zonedDateTime } from '../../lib/game-time';

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
        <Text size="xs" data-testid="history-game-time">
          {gameTimeWords(game)} {zonedDateTime(game.scheduledTime, timeZone)}
        </Text>
        <Text size="xs" c="dimmed" data-testid="history-pick-time">
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

/** How the game's start reads: still ahead, or when it was played. */
function gameTimeWords(game: HistoryEntry['game']): string {
  if (game.status === 'completed') return 'Played';
  if (game.status === 'live') return 'Started';
  return 'Starts';
}

/** When the pick was made, in the player's zone with its label (the same label as every other time). */
function pickTime(pickedAt: string, timeZone: string): string {
  const at = new Date(pickedAt);
  if (Number.isNaN(at.getTime())) return 'Unknown time';
  return `Picked ${zonedDateTime(at, timeZone)}`;
}
