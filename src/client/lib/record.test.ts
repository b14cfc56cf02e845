import { describe, expect, it } from 'vitest';
import { boardFigures, boardRecord, count, formatRecord, spokenRecord, userRecord, winRate } from './record';

describe('records and the win rate', () => {
  it('works the win rate out over graded picks, pushes included', () => {
    expect(winRate({ wins: 80, losses: 30, pushes: 10 })).toBe(67);
    expect(winRate({ wins: 1, losses: 0, pushes: 0 })).toBe(100);
    expect(winRate({ wins: 0, losses: 0, pushes: 0 })).toBe(0);
    expect(winRate({ wins: 1, losses: 1, pushes: 1 })).toBe(33);
  });

  it('reads W-L-P and spells it out', () => {
    expect(formatRecord({ wins: 80, losses: 30, pushes: 10 })).toBe('80-30-10');
    expect(spokenRecord({ wins: 1, losses: 1, pushes: 1 })).toBe('1 win, 1 loss, 1 push');
    expect(spokenRecord({ wins: 2, losses: 0, pushes: 2 })).toBe('2 wins, 0 losses, 2 pushes');
  });

  it('says 1 win, not 1 wins', () => {
    expect(count(1, 'win')).toBe('1 win');
    expect(count(0, 'win')).toBe('0 wins');
    expect(count(3, 'loss', 'losses')).toBe('3 losses');
  });

  it('finds the pushes in a player figures', () => {
    expect(userRecord({ totalWins: 80, totalLosses: 30, totalPicks: 120 })).toEqual({
      wins: 80,
      losses: 30,
      pushes: 10,
    });
  });

  it('reads a board row record only when the server gives losses and pushes', () => {
    expect(boardRecord({ totalWins: 1, totalPicks: 1 })).toBeNull();
    expect(boardRecord({ totalWins: 1, totalPicks: 3, losses: 1, pushes: 1 })).toEqual({
      wins: 1,
      losses: 1,
      pushes: 1,
    });
  });
});

describe('a board row figures', () => {
  it('says the period and the win rate, W-L-P when the server gives losses and pushes', () => {
    expect(boardFigures({ totalWins: 1, totalPicks: 1, losses: 0, pushes: 0 }, 'this week').text).toBe(
      '1-0-0 this week · 100%',
    );
    expect(boardFigures({ totalWins: 1, totalPicks: 1 }, 'this week').text).toBe('1 win this week · 100%');
    expect(boardFigures({ totalWins: 0, totalPicks: 0 }, 'all time').spoken).toBe(
      '0 wins all time, 0% win rate',
    );
  });
});
