import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HistoryEntry } from '../../../shared/schemas/picks';
import { i18n } from '../../i18n/i18n';
import { RESULT_COLORS, resultLabel, teamPickText } from '../../lib/game-text';
import { zonedDateTime } from '../../lib/game-time';

/** One pick: the match-up, the result, what was picked and when, and the final score once played. */
export function HistoryPickCard({ pick, timeZone }: { pick: HistoryEntry; timeZone: string }) {
  const { t } = useTranslation(['history', 'games']);
  const { game } = pick;
  const label = resultLabel(pick.result);
  return (
    <Paper withBorder p="sm" component="li" data-testid="history-pick">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <Text fw={600} size="sm">
            {t('matchup', { away: game.awayTeam.name, home: game.homeTeam.name })}
          </Text>
          <Badge color={RESULT_COLORS[label]} variant="filled" style={{ flexShrink: 0 }}>
            {t(`games:result.${label}`)}
          </Badge>
        </Group>
        <Text size="sm">{t('yourPick', { team: teamPickText(game, pick.selectedTeamId) })}</Text>
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
  const { t } = useTranslation('history');
  const { game } = pick;
  const winner =
    game.winnerId === 'push'
      ? t('winnerPush')
      : game.winnerId === null
        ? t('toBeDecided')
        : teamPickText(game, game.winnerId);
  return (
    <Group gap="md" wrap="wrap">
      <Text size="xs">{t('winner', { team: winner })}</Text>
      {game.awayScore !== null && game.homeScore !== null && (
        <Text size="xs">{t('final', { away: game.awayScore, home: game.homeScore })}</Text>
      )}
    </Group>
  );
}

/** How the game's start reads: still ahead, or when it was played. */
function gameTimeWords(game: HistoryEntry['game']): string {
  if (game.status === 'completed') return i18n.t('history:played');
  if (game.status === 'live') return i18n.t('history:started');
  return i18n.t('history:starts');
}

/** When the pick was made, in the player's zone with its label (the same label as every other time). */
function pickTime(pickedAt: string, timeZone: string): string {
  const at = new Date(pickedAt);
  if (Number.isNaN(at.getTime())) return i18n.t('history:unknownTime');
  return i18n.t('history:picked', { when: zonedDateTime(at, timeZone) });
}
