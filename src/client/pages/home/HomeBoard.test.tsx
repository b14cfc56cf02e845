// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { boardRow } from '../../../../tests/support/client/boards';
import { renderInApp } from '../../../../tests/support/client/render';
import { HomeBoard } from './HomeBoard';

const board = (players: ReturnType<typeof boardRow>[]) => ({
  period: 'weekly' as const,
  periodStart: '2026-11-23',
  players,
  totalPlayers: players.length,
});

describe('a home board', () => {
  it('lists the top 10 with medals, marks the player, and gives the name the row width', () => {
    const players = Array.from({ length: 12 }, (_, i) =>
      boardRow({ id: i + 1, username: `player_${i + 1}`, rank: i + 1, losses: 1, pushes: 0, totalPicks: 2 }),
    );
    renderInApp(
      <HomeBoard
        title="Weekly Streaks"
        period="this week"
        board={board(players)}
        loading={false}
        viewerId={3}
        emptyText=""
      />,
    );
    const rows = screen.getAllByTestId('home-board-row');
    expect(rows).toHaveLength(10);
    const mine = rows[2];
    if (!mine) throw new Error('no third row');
    expect(mine.dataset.viewer).toBe('true');
    expect(within(mine).getByTestId('home-board-name').textContent).toBe('player_3 (You)');
    expect(within(mine).getByText('1 win, 1 loss, 0 pushes this week, 50% win rate')).toBeTruthy();
    expect(within(mine).getByText('peak streak 6')).toBeTruthy();
    expect(rows[0]?.querySelector('[data-medal="1"]')).toBeTruthy();
  });

  it('pins "your rank" under the top 10 when the player is further down', () => {
    const players = Array.from({ length: 12 }, (_, i) =>
      boardRow({ id: i + 10, username: `player_${i + 10}`, rank: i + 1 }),
    );
    renderInApp(
      <HomeBoard
        title="Weekly Streaks"
        period="this week"
        board={{ ...board(players), viewer: { ...boardRow({ id: 3, rank: 57 }), behind: null } }}
        loading={false}
        viewerId={3}
        emptyText=""
      />,
    );
    const pin = screen.getByTestId('viewer-pin');
    expect(within(pin).getByTestId('viewer-pin-rank').textContent).toContain('#57');
    expect(pin.dataset.sticky).toBeUndefined();
  });

  it('says so when the board is empty', () => {
    renderInApp(
      <HomeBoard
        title="Season Streaks"
        period="this month"
        board={board([])}
        loading={false}
        viewerId={3}
        emptyText="No graded picks this month yet."
      />,
    );
    expect(screen.getByText('No graded picks this month yet.')).toBeTruthy();
  });
});
