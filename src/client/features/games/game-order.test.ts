import { describe, expect, it } from 'vitest';
import { leaguesOf, listStage, orderGames, picksLeftText } from './game-order';

const NOW = Date.parse('2026-11-25T18:00:00Z');
const at = (h: number) => new Date(NOW + h * 3_600_000).toISOString();
const game = (id: number, status: 'scheduled' | 'live' | 'completed', hours: number) => ({
  id,
  status,
  scheduledTime: at(hours),
});

describe('the order of the day', () => {
  it('puts live games first, then open ones by start, then finished ones', () => {
    const games = [
      game(1, 'completed', -5),
      game(2, 'live', -1),
      game(3, 'scheduled', 3),
      game(4, 'scheduled', 1),
      game(5, 'scheduled', -0.1), // past its start: under way
      game(6, 'completed', -8),
    ];
    expect(orderGames(games, NOW).map((g) => g.id)).toEqual([2, 5, 4, 3, 6, 1]);
  });

  it('reads a scheduled game past its start as live', () => {
    expect(listStage(game(1, 'scheduled', -0.01), NOW)).toBe('live');
    expect(listStage(game(1, 'scheduled', 0.01), NOW)).toBe('open');
    expect(listStage(game(1, 'completed', 1), NOW)).toBe('final');
  });

  it('lists each league once, in order of appearance', () => {
    expect(leaguesOf([{ sport: 'NFL' }, { sport: 'NBA' }, { sport: 'NFL' }])).toEqual(['NFL', 'NBA']);
  });
});

describe('picks left today', () => {
  it('counts down to the cap, singular at one', () => {
    expect(picksLeftText(0, 3)).toBe('3 picks left today · 0 of 3 used');
    expect(picksLeftText(2, 3)).toBe('1 pick left today · 2 of 3 used');
    expect(picksLeftText(3, 3)).toBe('Daily pick limit reached: 3 of 3 picks used today');
    expect(picksLeftText(4, null)).toBe('Unlimited picks today · 4 made');
  });
});
