import { describe, expect, it } from 'vitest';
import { earlyFinalProblem, resultProblem } from './score-result.rules';

const nfl = { sport: 'NFL', homeName: 'New England Patriots', awayName: 'Arizona Cardinals' };
const mls = { sport: 'MLS', homeName: 'LA Galaxy', awayName: 'Seattle Sounders' };

describe('a result agrees with its score', () => {
  it.each([
    [nfl, 24, 17, 'home', null],
    [nfl, 17, 24, 'away', null],
    [
      nfl,
      24,
      17,
      'away',
      'Arizona Cardinals cannot be the winner: New England Patriots scored more (Arizona Cardinals 17, New England Patriots 24).',
    ],
    [
      nfl,
      24,
      17,
      'push',
      'A push needs level scores, but New England Patriots scored more (Arizona Cardinals 17, New England Patriots 24).',
    ],
    [nfl, 20, 20, 'push', null],
    [
      nfl,
      20,
      20,
      'home',
      'Level scores (Arizona Cardinals 20, New England Patriots 20) are a push in NFL: only soccer games are won past a draw.',
    ],
    [mls, 1, 1, 'push', null],
    [mls, 1, 1, 'home', null],
    [mls, 1, 1, 'away', null],
    [
      mls,
      0,
      2,
      'home',
      'LA Galaxy cannot be the winner: Seattle Sounders scored more (Seattle Sounders 2, LA Galaxy 0).',
    ],
  ] as const)('%s %i-%i %s', (game, home, away, side, problem) => {
    expect(resultProblem(game, home, away, side)).toBe(problem);
  });
});

describe('an early final', () => {
  const start = new Date('2026-11-26T21:25:00Z'); // 2:25 PM MST
  it('is refused for a scheduled game before its start unless forced', () => {
    const before = new Date('2026-11-26T09:10:00Z');
    expect(earlyFinalProblem({ status: 'scheduled', scheduledTime: start }, before, false)).toBe(
      'This game has not started: it starts Nov 26, 2:25 PM MST. Send force: true to enter a final score anyway.',
    );
    expect(earlyFinalProblem({ status: 'scheduled', scheduledTime: start }, before, true)).toBeNull();
  });
  it('is no question at or after the start, or for a live or completed game', () => {
    expect(earlyFinalProblem({ status: 'scheduled', scheduledTime: start }, start, false)).toBeNull();
    const before = new Date('2026-11-26T09:10:00Z');
    expect(earlyFinalProblem({ status: 'live', scheduledTime: start }, before, false)).toBeNull();
    expect(earlyFinalProblem({ status: 'completed', scheduledTime: start }, before, false)).toBeNull();
  });
});
