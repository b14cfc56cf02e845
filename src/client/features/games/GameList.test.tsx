// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { gameFixture, HOUR } from '../../../../tests/support/client/games';
import { renderInApp } from '../../../../tests/support/client/render';
import type { Game } from '../../../shared/schemas/games';
import { GameList } from './GameList';

const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

function day(games: Game[]) {
  return {
    day: 'today' as const,
    date: '2026-11-25',
    timezone: 'America/New_York',
    serverTime: at(0),
    games,
  };
}

const SLATE = [
  gameFixture({
    id: 1,
    status: 'completed',
    scheduledTime: at(-5),
    homeScore: 3,
    awayScore: 1,
    winnerId: 10,
  }),
  gameFixture({ id: 2, status: 'live', scheduledTime: at(-1), homeScore: 0, awayScore: 0 }),
  gameFixture({ id: 3, sport: 'NBA', scheduledTime: at(4) }),
  gameFixture({ id: 4, scheduledTime: at(2) }),
];

function renderList(games: Game[] = SLATE) {
  return renderInApp(
    <GameList
      list={day(games)}
      loading={false}
      failed={false}
      retry={() => undefined}
      timeZone="America/New_York"
      capReached={false}
      emptyText="No games scheduled for today."
    />,
  );
}

const shownIds = () => screen.queryAllByTestId('game-card').map((c) => Number(c.dataset.gameId));

describe('the game list', () => {
  beforeEach(() => localStorage.clear());

  it('shows live games first, then open ones by start; finished ones fold away until asked for', () => {
    renderList();
    expect(shownIds()).toEqual([2, 4, 3]);
    const toggle = screen.getByTestId('finished-toggle');
    expect(toggle.textContent).toBe('Show finished games (1)');
    fireEvent.click(toggle);
    expect(shownIds()).toEqual([2, 4, 3, 1]);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('narrows to one league with a chip, and remembers the choice', () => {
    const first = renderList();
    fireEvent.click(screen.getByRole('radio', { name: 'NBA' }));
    expect(shownIds()).toEqual([3]);
    first.unmount();
    renderList();
    expect(shownIds()).toEqual([3]);
    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    expect(shownIds()).toEqual([2, 4, 3]);
  });

  it('has no chips when the day has one league', () => {
    renderList([gameFixture({ id: 1 }), gameFixture({ id: 2 })]);
    expect(screen.queryByTestId('league-chips')).toBeNull();
  });

  it('keeps a game that finishes on screen in view', () => {
    const view = renderList([gameFixture({ id: 2, status: 'live', scheduledTime: at(-1) })]);
    view.rerender(
      <GameList
        list={day([
          gameFixture({ id: 2, status: 'completed', scheduledTime: at(-1), homeScore: 1, awayScore: 0 }),
        ])}
        loading={false}
        failed={false}
        retry={() => undefined}
        timeZone="America/New_York"
        capReached={false}
        emptyText=""
      />,
    );
    expect(shownIds()).toEqual([2]);
    expect(screen.queryByTestId('finished-toggle')).toBeNull();
  });

  it('says so when the day has no game', () => {
    renderList([]);
    expect(screen.getByText('No games scheduled for today.')).toBeTruthy();
  });
});
