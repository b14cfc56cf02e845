import { Stack, Text } from '@mantine/core';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeaderboardResponse } from '../../../shared/schemas/leaderboard';
import { CenteredLoader, LoadFailed } from '../../components/QueryStates';
import { TiesHint } from '../../components/TiesHint';
import { WinRateHint } from '../../components/WinRateHint';
import type { BoardPeriodWords } from '../../lib/record';
import { BoardRow } from './BoardRow';
import { type BoardTab, boardDescription, boardNote, rankRows, type StreakMode } from './board-order';
import { useBoard } from './use-board';
import { ViewerPin, type ViewerPlace, viewerPlace } from './ViewerPin';

interface BoardPanelProps {
  tab: BoardTab;
  mode: StreakMode;
  viewerId: number;
  onOpenPlayer: (userId: number) => void;
}

/** One tab of the leaderboard: what it ranks by, how many players, and the list. */
export function BoardPanel(props: BoardPanelProps) {
  return <BoardList {...props} board={useBoard(props.tab)} />;
}

/** A board's answer as a query gives it (the global boards' or a league's). */
interface BoardQuery {
  isPending: boolean;
  isError: boolean;
  data?: LeaderboardResponse | undefined;
}

/**
 * A board shown as the leaderboard page shows it: description, player count and the ranked rows; `after` follows
 * the ranked rows (a league's members with no graded pick yet), and when given, an empty ranking says nothing.
 */
export function BoardList({
  tab,
  mode,
  viewerId,
  onOpenPlayer,
  board,
  after,
}: BoardPanelProps & { board: BoardQuery; after?: ReactNode }) {
  const { t } = useTranslation(['leaderboard', 'common']);
  const listRef = useRef<HTMLDivElement>(null);
  const ownRowInSight = useOwnRowInSight(listRef, board.data, mode);
  return (
    <Stack gap="sm">
      <div>
        <Text size="sm" c="dimmed" data-testid="board-description">
          {boardDescription(tab, mode)}
        </Text>
        <Text size="xs" c="dimmed" component="div" data-testid="board-note">
          {boardNote(tab, mode)} {t('rowsShow', { period: t(PERIOD_KEYS[tab]) })}
          <WinRateHint />
        </Text>
        <TiesHint />
      </div>
      {board.isPending ? (
        <CenteredLoader label={t('loading')} />
      ) : board.isError ? (
        <LoadFailed>{t('failed')}</LoadFailed>
      ) : !board.data ? null : (
        <>
          <Text size="sm" fw={600} data-testid="player-count">
            {t('players', { count: board.data.totalPlayers })}
          </Text>
          {board.data.players.length === 0 ? (
            after ? null : (
              <Text c="dimmed" ta="center" py="xl">
                {t('noPlayers')}
              </Text>
            )
          ) : (
            <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} ref={listRef}>
              {rankRows(board.data.players, mode).map((entry) => (
                <li key={entry.row.id}>
                  <BoardRow
                    entry={entry}
                    mode={mode}
                    period={PERIOD_WORDS[tab]}
                    isViewer={entry.row.id === viewerId}
                    onOpen={onOpenPlayer}
                  />
                </li>
              ))}
            </Stack>
          )}
          {after}
          <BoardViewerPin
            ownRowInSight={ownRowInSight}
            board={board.data}
            tab={tab}
            mode={mode}
            viewerId={viewerId}
            onOpen={onOpenPlayer}
          />
        </>
      )}
    </Stack>
  );
}

/**
 * Whether the viewer's own row (marked data-viewer) is on screen: while it is not, "your rank" is pinned at the
 * bottom of the screen. True when the board has no row of theirs.
 */
function useOwnRowInSight(
  list: RefObject<HTMLDivElement | null>,
  data: LeaderboardResponse | undefined,
  mode: StreakMode,
): boolean {
  const [inSight, setInSight] = useState(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer or order redraws the rows to watch
  useEffect(() => {
    const row = list.current?.querySelector('[data-viewer]');
    if (!row || typeof IntersectionObserver === 'undefined') {
      setInSight(true);
      return;
    }
    const observer = new IntersectionObserver(([entry]) => setInSight(entry?.isIntersecting ?? true));
    observer.observe(row);
    return () => observer.disconnect();
  }, [list, data, mode]);
  return inSight;
}

/**
 * "Your rank" at the bottom of the screen (issue 44): the viewer's row while it is out of sight, their entry when
 * it is below the rows returned, or that they are not on the board yet.
 */
function BoardViewerPin({
  board,
  tab,
  mode,
  viewerId,
  onOpen,
  ownRowInSight,
}: {
  board: LeaderboardResponse;
  tab: BoardTab;
  mode: StreakMode;
  viewerId: number;
  onOpen: (userId: number) => void;
  ownRowInSight: boolean;
}) {
  const ranked = rankRows(board.players, mode);
  const own = ranked.find((entry) => entry.row.id === viewerId);
  const place: ViewerPlace | null = own
    ? ownRowInSight
      ? null
      : { kind: 'ranked', row: { ...own.row, rank: own.rank, behind: null }, rankWords: `#${own.rank}` }
    : viewerPlace(
        board,
        board.players.map((p) => p.id),
        viewerId,
        mode,
      );
  return place ? (
    <ViewerPin place={place} mode={mode} period={PERIOD_WORDS[tab]} sticky onOpen={onOpen} />
  ) : null;
}

const PERIOD_KEYS = {
  weekly: 'common:record.thisWeek',
  monthly: 'common:record.thisMonth',
  alltime: 'common:record.allTime',
} as const;

const PERIOD_WORDS: Record<BoardTab, BoardPeriodWords> = {
  weekly: 'this week',
  monthly: 'this month',
  alltime: 'all time',
};
