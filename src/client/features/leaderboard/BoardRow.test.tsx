// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { boardRow } from '../../../../tests/support/client/boards';
import { renderInApp } from '../../../../tests/support/client/render';
import { BoardRow } from './BoardRow';

describe('a leaderboard row', () => {
  it('reads the period record W-L-P with its win rate beside the peak streak', () => {
    renderInApp(
      <BoardRow
        entry={{ row: boardRow({ losses: 0, pushes: 0 }), rank: 2 }}
        mode="peak"
        period="this week"
        isViewer
        onOpen={() => undefined}
      />,
    );
    expect(screen.getByTestId('board-name').textContent).toBe('demo_player (You)');
    expect(screen.getByText('1-0-0 this week · 100%')).toBeTruthy();
    expect(screen.getByText('1 win, 0 losses, 0 pushes this week, 100% win rate')).toBeTruthy();
    // A peak of 6 on a week of one win began before the week: the row says so.
    expect(screen.getByTestId('board-streak-label').textContent).toBe('peak streakincl. earlier weeks');
    expect(screen.getByText('Premium')).toBeTruthy();
  });

  it('says 1 win, not 1 wins, to a screen reader', () => {
    renderInApp(
      <BoardRow
        entry={{ row: boardRow(), rank: 2 }}
        mode="peak"
        period="this week"
        isViewer={false}
        onOpen={() => undefined}
      />,
    );
    expect(screen.getByText('1 win, 0 losses, 0 pushes this week, 100% win rate')).toBeTruthy();
  });

  it('shows the active streak as W/L in active mode and opens the profile on a click', () => {
    const onOpen = vi.fn();
    renderInApp(
      <BoardRow
        entry={{ row: boardRow({ currentStreak: -2 }), rank: 1 }}
        mode="active"
        period="all time"
        isViewer={false}
        onOpen={onOpen}
      />,
    );
    expect(screen.getByText('L2')).toBeTruthy();
    fireEvent.click(screen.getByTestId('board-row'));
    expect(onOpen).toHaveBeenCalledWith(3);
  });
});
