import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LeaderboardResponse } from '../../../shared/schemas/leaderboard';
import { PlayerAvatar } from '../../components/PlayerAvatar';
import { Spoken } from '../../components/Spoken';
import { i18n } from '../../i18n/i18n';
import { displayName } from '../../lib/players';
import { type BoardPeriodWords, boardFigures } from '../../lib/record';
import { streakDisplay } from '../../lib/streak';
import type { StreakMode } from './board-order';
import classes from './ViewerPin.module.css';

/** Where the viewer stands when their row is not among those shown. */
export type ViewerPlace =
  | { kind: 'shown' }
  | { kind: 'off-board' }
  | { kind: 'ranked'; row: NonNullable<LeaderboardResponse['viewer']>; rankWords: string };

/**
 * Whether a board needs "your rank" pinned under its rows: not when the viewer's row is shown; their entry
 * with its rank when it is below the rows (peak order: the server's rank; active order re-ranks only the rows
 * it has, so a row below them says so); "not on the board yet" before their first graded pick of the period.
 */
export function viewerPlace(
  board: Pick<LeaderboardResponse, 'viewer'>,
  shownIds: readonly number[],
  viewerId: number,
  mode: StreakMode,
): ViewerPlace | null {
  if (shownIds.includes(viewerId)) return { kind: 'shown' };
  // A board that does not say (a league's, a live message before the first answer): nothing to pin.
  if (board.viewer === undefined) return null;
  if (board.viewer === null) return { kind: 'off-board' };
  const row = board.viewer;
  const below = (count: number) => i18n.t('leaderboard:pin.belowTop', { count });
  const rankWords =
    mode === 'active'
      ? below(shownIds.length)
      : row.rank !== null
        ? `#${row.rank}`
        : below(row.behind ?? shownIds.length);
  return { kind: 'ranked', row, rankWords };
}

/**
 * "Your rank", pinned under a board's rows (sticky at the bottom of the screen on long boards): the viewer's
 * own row with their rank, or, before their first graded pick of the period, that they are not on it yet.
 */
export function ViewerPin({
  place,
  mode,
  period,
  sticky = false,
  onOpen,
}: {
  place: ViewerPlace;
  mode: StreakMode;
  period: BoardPeriodWords;
  sticky?: boolean;
  onOpen?: (userId: number) => void;
}) {
  const { t } = useTranslation(['leaderboard', 'common']);
  if (place.kind === 'shown') return null;
  if (place.kind === 'off-board') {
    return (
      <div
        className={classes.pin}
        data-sticky={sticky || undefined}
        data-testid="viewer-pin"
        data-kind="off-board"
      >
        <Text size="sm" fw={700}>
          {t('common:you')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('pin.notYet', {
            what:
              period === 'all time'
                ? t('pin.firstGraded')
                : t('pin.gradedIn', {
                    period: t(period === 'this week' ? 'common:record.thisWeek' : 'common:record.thisMonth'),
                  }),
          })}
        </Text>
      </div>
    );
  }
  const { row, rankWords } = place;
  const figures = boardFigures(row, period);
  const streak = mode === 'peak' ? String(row.longestStreak) : streakDisplay(row.currentStreak).label;
  const body = (
    <Group gap="sm" wrap="nowrap">
      <Text fw={800} size="sm" miw={40} ta="center" style={{ flexShrink: 0 }} data-testid="viewer-pin-rank">
        <Spoken shown={rankWords} spoken={t('pin.yourRank', { rank: rankWords.replace('#', '') })} />
      </Text>
      <PlayerAvatar avatarKey={row.avatarKey} name="" size={28} />
      <Stack gap={0} miw={0} style={{ flex: 1 }}>
        <Text fw={700} size="sm" truncate="end">
          {displayName(row)}
          {t('common:youSuffix')}
        </Text>
        <Text size="xs" c="dimmed" truncate="end">
          <Spoken shown={figures.text} spoken={figures.spoken} />
        </Text>
      </Stack>
      <Text fw={700} c="var(--pk-accent-text)" style={{ flexShrink: 0 }}>
        <Spoken
          shown={streak}
          spoken={t(mode === 'peak' ? 'pin.peakSpoken' : 'pin.activeSpoken', { streak })}
        />
      </Text>
    </Group>
  );
  return onOpen ? (
    <UnstyledButton
      className={classes.pin}
      data-sticky={sticky || undefined}
      data-testid="viewer-pin"
      data-kind="ranked"
      onClick={() => onOpen(row.id)}
    >
      {body}
    </UnstyledButton>
  ) : (
    <div
      className={classes.pin}
      data-sticky={sticky || undefined}
      data-testid="viewer-pin"
      data-kind="ranked"
    >
      {body}
    </div>
  );
}
