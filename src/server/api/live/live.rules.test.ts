import { describe, expect, it } from 'vitest';
import { isListed, revokes, rolloverAt, staysListed, windowOfDate } from './live.rules';

describe('isListed (the games.today / tomorrow query as a rule)', () => {
  const today = windowOfDate('today', '2026-11-21', 'America/New_York');
  const tomorrow = windowOfDate('tomorrow', '2026-11-22', 'America/New_York');
  const at = (iso: string, status = 'scheduled') => ({ status, scheduledTime: new Date(iso) });

  it.each([
    ['starts at local midnight', at('2026-11-21T05:00:00Z'), true, false],
    ['starts just before the next midnight', at('2026-11-22T04:59:59Z'), true, false],
    ['starts at the next midnight', at('2026-11-22T05:00:00Z'), false, true],
    ['started yesterday and is still live', at('2026-11-20T23:00:00Z', 'live'), true, false],
    ['started yesterday and is over', at('2026-11-20T23:00:00Z', 'completed'), false, false],
    ['is live tomorrow (clock skew)', at('2026-11-22T06:00:00Z', 'live'), true, true],
  ])('a game that %s', (_name, game, onToday, onTomorrow) => {
    expect(isListed(game, today)).toBe(onToday);
    expect(isListed(game, tomorrow)).toBe(onTomorrow);
  });

  it('turns both lists over at the viewer midnight', () => {
    expect(rolloverAt(today)).toEqual(new Date('2026-11-22T05:00:00Z'));
    expect(rolloverAt(tomorrow)).toEqual(new Date('2026-11-22T05:00:00Z'));
  });
});

describe('staysListed (what a list that holds a game keeps after a change)', () => {
  const today = windowOfDate('today', '2026-11-21', 'America/New_York');
  const tomorrow = windowOfDate('tomorrow', '2026-11-22', 'America/New_York');
  const at = (iso: string, status: string) => ({ status, scheduledTime: new Date(iso) });
  const overSinceYesterday = at('2026-11-20T23:00:00Z', 'completed');

  it('keeps the final score of a game that was live past midnight on the today list that held it', () => {
    expect(staysListed(overSinceYesterday, today, true)).toBe(true);
  });

  it('does not add it to a list that never held it, nor keep it on tomorrow', () => {
    expect(staysListed(overSinceYesterday, today, false)).toBe(false);
    expect(staysListed(overSinceYesterday, tomorrow, true)).toBe(false);
  });

  it('lets a game moved to an earlier day (scheduled again) leave, as the query would', () => {
    expect(staysListed(at('2026-11-20T23:00:00Z', 'scheduled'), today, true)).toBe(false);
  });

  it('agrees with the query for games of the day itself', () => {
    expect(staysListed(at('2026-11-21T18:00:00Z', 'completed'), today, false)).toBe(true);
    expect(staysListed(at('2026-11-22T18:00:00Z', 'scheduled'), today, true)).toBe(false);
  });
});

describe('revokes', () => {
  const socket = { userId: 5, sessionId: 'abc' };
  it.each([
    [{ userId: 5 }, true],
    [{ userId: 6 }, false],
    [{ userId: 5, sessionIds: ['abc'] }, true],
    [{ userId: 5, sessionIds: ['xyz'] }, false],
    [{ userId: 5, keepSessionId: 'abc' }, false],
    [{ userId: 5, keepSessionId: 'xyz' }, true],
  ])('%j -> %s', (event, closes) => {
    expect(revokes({ type: 'session.revoked', ...event }, socket)).toBe(closes);
  });
});
