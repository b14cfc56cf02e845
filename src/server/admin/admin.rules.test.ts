import { describe, expect, it } from 'vitest';
import { canGradeByHand, pickStatusWord } from './admin.rules';

describe('pick status words', () => {
  it.each([
    ['scheduled', null, 'Pending'],
    ['live', null, 'Pending'],
    ['live', 'win', 'Pending'],
    ['completed', 'win', 'Won'],
    ['completed', 'loss', 'Lost'],
    ['completed', 'push', 'Push'],
    ['completed', null, 'Ungraded'],
  ])('a %s game with result %s reads %s', (status, result, word) => {
    expect(pickStatusWord(status, result)).toBe(word);
  });

  it.each([
    [{ status: 'completed', winnerTeamId: null, isPush: false }, true],
    [{ status: 'completed', winnerTeamId: 4, isPush: false }, false],
    [{ status: 'completed', winnerTeamId: null, isPush: true }, false],
    [{ status: 'live', winnerTeamId: null, isPush: false }, false],
  ])('hand grading of %o is offered: %s', (game, offered) => {
    expect(canGradeByHand(game)).toBe(offered);
  });
});
