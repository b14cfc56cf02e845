import { describe, expect, it } from 'vitest';
import { isUnderdogPick, spreadOfRow, underdogSide } from './underdog.rules';

const strong = { wins: 10, losses: 2, ties: 0 };
const weak = { wins: 3, losses: 9, ties: 0 };
const none = { wins: null, losses: null, ties: null };

describe('underdog without a spread: the lower win share', () => {
  it.each([
    ['home', weak, strong, true],
    ['away', weak, strong, false],
    ['away', strong, weak, true],
    ['home', strong, strong, false],
    ['home', { wins: 0, losses: 0, ties: 0 }, strong, false],
    ['home', none, strong, false],
    // Ties count as games played: 5 wins in 10 is below 6 in 10.
    ['home', { wins: 5, losses: 0, ties: 5 }, { wins: 6, losses: 4, ties: 0 }, true],
  ] as const)('picking %s with %o v %o is underdog: %s', (side, home, away, expected) => {
    expect(isUnderdogPick(side, null, home, away)).toBe(expected);
  });
});

describe('underdog with a spread: the team getting points', () => {
  it.each([
    // The line wins over the records, either way round.
    [{ favorite: 'home', spread: 3.5 }, weak, strong, 'away'],
    [{ favorite: 'away', spread: 1 }, strong, weak, 'home'],
    [{ favorite: 'home', spread: 7 }, none, none, 'away'],
    // A pick'em has no underdog, whatever the records say.
    [{ favorite: null, spread: 0 }, weak, strong, null],
    [{ favorite: 'home', spread: 0 }, weak, strong, null],
    // An over/under alone is no spread: the records decide.
    [{ favorite: null, spread: null }, weak, strong, 'home'],
  ] as const)('%o with %o v %o: %s', (line, home, away, expected) => {
    expect(underdogSide(line, home, away)).toBe(expected);
  });
});

describe('the spread of a games row', () => {
  it.each([
    [
      { line_favorite: 'home', line_spread: '3.50' },
      { favorite: 'home', spread: 3.5 },
    ],
    [
      { line_favorite: null, line_spread: '0.00' },
      { favorite: null, spread: 0 },
    ],
    [{ line_favorite: null, line_spread: null }, null],
  ] as const)('%o reads as %o', (row, expected) => {
    expect(spreadOfRow(row)).toEqual(expected);
  });
});
