// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { boardRow } from '../../../../tests/support/client/boards';
import { renderInApp } from '../../../../tests/support/client/render';
import type { LeaderboardResponse } from '../../../shared/schemas/leaderboard';
import { BoardList } from './BoardPanel';

const ME = 3;
const others = Array.from({ length: 5 }, (_, i) =>
  boardRow({ id: 100 + i, username: `leader_${i}`, rank: i + 1, longestStreak: 9 - i }),
);
const board = (viewer: LeaderboardResponse['viewer'], players = others): LeaderboardResponse => ({
  period: 'weekly',
  periodStart: '2026-11-16',
  players,
  totalPlayers: 57,
  viewer,
});
const show = (data: LeaderboardResponse, mode: 'peak' | 'active' = 'peak', onOpen = vi.fn()) =>
  renderInApp(
    <BoardList
      tab="weekly"
      mode={mode}
      viewerId={ME}
      onOpenPlayer={onOpen}
      board={{ isPending: false, isError: false, data }}
    />,
  );

describe("a board's pinned row: your rank", () => {
  it('pins the viewer below the rows with their rank and this week’s record, sticky, opening their profile', () => {
    const onOpen = vi.fn();
    show(
      board({
        ...boardRow({ id: ME, rank: 57, totalWins: 2, losses: 1, totalPicks: 3, longestStreak: 2 }),
        behind: null,
      }),
      'peak',
      onOpen,
    );
    const pin = screen.getByTestId('viewer-pin');
    expect(pin.dataset.kind).toBe('ranked');
    expect(pin.dataset.sticky).toBe('true');
    expect(within(pin).getByTestId('viewer-pin-rank').textContent).toContain('#57');
    expect(within(pin).getByText('demo_player (You)')).toBeTruthy();
    expect(within(pin).getByText('2-1-0 this week · 67%')).toBeTruthy();
    fireEvent.click(pin);
    expect(onOpen).toHaveBeenCalledWith(ME);
  });

  it('says a new player is not on the board yet, before their first graded pick', () => {
    show(board(null));
    const pin = screen.getByTestId('viewer-pin');
    expect(pin.dataset.kind).toBe('off-board');
    expect(pin.textContent).toContain('You');
    expect(pin.textContent).toContain('Not on this board yet: a graded pick this week puts you on it.');
  });

  it('pins nothing when the viewer’s own row is shown (it is marked instead)', () => {
    const mine = boardRow({ id: ME, rank: 3 });
    show(board({ ...mine, behind: null }, [...others.slice(0, 2), mine]));
    expect(screen.queryByTestId('viewer-pin')).toBeNull();
    expect(screen.getAllByTestId('board-row').some((r) => r.dataset.viewer === 'true')).toBe(true);
  });

  it('in active order, says the viewer is below the rows it re-ranked', () => {
    show(board({ ...boardRow({ id: ME, rank: 57 }), behind: null }), 'active');
    expect(screen.getByTestId('viewer-pin-rank').textContent).toContain('Below the top 5');
  });

  it('below the all-time top list, says how many are ahead at least', () => {
    show({ ...board({ ...boardRow({ id: ME }), rank: null, behind: 500 }), period: 'alltime' });
    expect(screen.getByTestId('viewer-pin-rank').textContent).toContain('Below the top 500');
  });

  it('pins nothing on a board that does not name its viewer (a league’s)', () => {
    show(board(undefined));
    expect(screen.queryByTestId('viewer-pin')).toBeNull();
  });
});

describe("the weekly tab's words", () => {
  it("keeps the spec's description and says beside it what the week's peak streak is", () => {
    show(board(null));
    expect(screen.getByTestId('board-description').textContent).toBe(
      'Rankings based on highest streak ever achieved',
    );
    expect(screen.getByTestId('board-note').textContent).toContain(
      'On this tab that is the highest win streak reached this week, a run carried in from before the week included',
    );
  });

  it('marks a peak carried in from before the week', () => {
    const carried = boardRow({
      id: 7,
      username: 'streaker',
      longestStreak: 14,
      totalWins: 6,
      losses: 2,
      totalPicks: 8,
    });
    show(board(null, [carried]));
    expect(screen.getByTestId('board-streak-label').textContent).toBe('peak streakincl. earlier weeks');
  });
});
