import { describe, expect, it } from 'vitest';
import { maxDailyPicks } from '../../kernel/daily-cap';
import { canPick, decideNewPick, decidePickChange, PICK_MESSAGES, pickStatusWord } from './picks.rules';

const now = new Date('2026-11-21T18:00:00Z');
const game = {
  status: 'scheduled',
  scheduledTime: new Date('2026-11-21T19:00:00Z'),
  homeTeamId: 1,
  awayTeamId: 2,
};
const base = {
  game,
  selectedTeamId: 1,
  now,
  alreadyPicked: false,
  picksToday: 0,
  maxDaily: 3 as number | null,
};

describe('new picks', () => {
  it.each([
    ['an open game', {}, { ok: true }],
    ['the away team', { selectedTeamId: 2 }, { ok: true }],
    ['a game starting now', { game: { ...game, scheduledTime: now } }, PICK_MESSAGES.started],
    [
      'a game that started',
      { game: { ...game, scheduledTime: new Date(now.getTime() - 1) } },
      PICK_MESSAGES.started,
    ],
    ['a live game', { game: { ...game, status: 'live' } }, PICK_MESSAGES.started],
    ['a completed game', { game: { ...game, status: 'completed' } }, PICK_MESSAGES.started],
    ['a team not in the game', { selectedTeamId: 3 }, PICK_MESSAGES.wrongTeam],
    ['a game already picked', { alreadyPicked: true }, PICK_MESSAGES.alreadyPicked],
    ['the 3rd pick of the day', { picksToday: 2 }, { ok: true }],
    ['the 4th pick of the day', { picksToday: 3 }, 'Daily pick limit reached (3)'],
    ['a premium 40th pick', { picksToday: 39, maxDaily: null }, { ok: true }],
  ])('%s', (_name, change, expected) => {
    const verdict = decideNewPick({ ...base, ...change });
    if (typeof expected === 'string') expect(verdict).toMatchObject({ ok: false, message: expected });
    else expect(verdict).toEqual(expected);
  });

  it('answers with the status each refusal deserves', () => {
    expect(decideNewPick({ ...base, picksToday: 3 })).toMatchObject({ code: 'FORBIDDEN' });
    expect(decideNewPick({ ...base, alreadyPicked: true })).toMatchObject({ code: 'CONFLICT' });
    expect(decideNewPick({ ...base, selectedTeamId: 9 })).toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('changing a pick', () => {
  it('is allowed before the start to either team, never after', () => {
    expect(decidePickChange({ game, selectedTeamId: 2, now })).toEqual({ ok: true });
    expect(decidePickChange({ game, selectedTeamId: 5, now })).toMatchObject({
      message: PICK_MESSAGES.wrongTeam,
    });
    expect(decidePickChange({ game: { ...game, status: 'live' }, selectedTeamId: 2, now })).toMatchObject({
      message: PICK_MESSAGES.started,
    });
  });
});

describe('what the card offers', () => {
  it.each([
    [{ hasPick: false, picksToday: 0 }, true],
    [{ hasPick: false, picksToday: 3 }, false],
    [{ hasPick: true, picksToday: 3 }, true],
    [{ hasPick: false, picksToday: 9, maxDaily: null }, true],
    [{ hasPick: true, picksToday: 0, game: { status: 'live', scheduledTime: now } }, false],
  ])('%o -> %s', (change, expected) => {
    expect(canPick({ game, now, maxDaily: 3, ...change })).toBe(expected);
  });

  it('caps free players at 3 and premium players never', () => {
    expect(maxDailyPicks('free')).toBe(3);
    expect(maxDailyPicks('premium')).toBeNull();
  });
});

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
});
