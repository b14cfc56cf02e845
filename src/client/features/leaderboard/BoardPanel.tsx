import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { LeaderboardResponse } from '../../../shared/schemas/leaderboard';
import { WinRateHint } from '../../components/WinRateHint';
import type { BoardPeriodWords } from '../../lib/record';
import { BoardRow } from './BoardRow';
import { type BoardTab, boardDescription, boardNote, rankRows, type StreakMode } from './board-order';
import { useBoard } from './use-board';
import { ViewerPin, viewerPlace } from './ViewerPin';

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
  return (
    <Stack gap="sm">
      <div>
        <Text size="sm" c="dimmed" data-testid="board-description">
          {boardDescription(tab, mode)}
        </Text>
        <Text size="xs" c="dimmed" component="div" data-testid="board-note">
          {boardNote(tab, mode)} Each row shows the record (wins-losses-pushes) and win rate for{' '}
          {PERIOD_WORDS[tab]}.
          <WinRateHint />
        </Text>
      </div>
      {board.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading leaderboard" />
        </Center>
      ) : board.isError ? (
        <Alert color="red" variant="light">
          Failed to load the leaderboard. Please try again.
        </Alert>
      ) : !board.data ? null : (
        <>
          <Text size="sm" fw={600} data-testid="player-count">
            {playerCount(board.data.totalPlayers)}
          </Text>
          {board.data.players.length === 0 ? (
            after ? null : (
              <Text c="dimmed" ta="center" py="xl">
                No players found
              </Text>
            )
          ) : (
            <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
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

/** "Your rank" under the rows when the viewer's own row is not among them (issue 44). */
function BoardViewerPin({
  board,
  tab,
  mode,
  viewerId,
  onOpen,
}: {
  board: LeaderboardResponse;
  tab: BoardTab;
  mode: StreakMode;
  viewerId: number;
  onOpen: (userId: number) => void;
}) {
  const place = viewerPlace(
    board,
    board.players.map((p) => p.id),
    viewerId,
    mode,
  );
  return place ? (
    <ViewerPin place={place} mode={mode} period={PERIOD_WORDS[tab]} sticky onOpen={onOpen} />
  ) : null;
}

function playerCount(count: number): string {
  return count === 1 ? '1 player' : `${count} players`;
}

const PERIOD_WORDS: Record<BoardTab, BoardPeriodWords> = {
  weekly: 'this week',
  monthly: 'this month',
  alltime: 'all time',
};
