import { describe, expect, it } from 'vitest';
import { PERIOD_TIMEZONE } from '../../../shared/constants';
import { addDays, localDay } from '../../../shared/periods';
import { zonedTimeToInstant } from '../../../shared/zoned-time';
import { rebaseOffsetDays, shiftByDays } from './fixture-dates.rules';
import { FixtureFeed } from './fixtures.adapter';
import { FeedError, type FeedEvent, LEAGUE_SLUGS } from './sports-feed';

const nyMidnight = (date: string) => zonedTimeToInstant(date, '00:00', PERIOD_TIMEZONE);
const iso = (s: string) => new Date(s);
const ids = (events: FeedEvent[]) => events.map((e) => e.providerEventId);

describe('shifting by whole New York days', () => {
  it.each([
    ['2025-11-22T00:00:00.000Z', 1, '2025-11-23T00:00:00.000Z'],
    ['2025-11-22T00:00:00.000Z', -3, '2025-11-19T00:00:00.000Z'],
    ['2025-11-22T00:00:30.500Z', 2, '2025-11-24T00:00:30.500Z'],
    ['2025-11-22T00:00:00.000Z', 0, '2025-11-22T00:00:00.000Z'],
    // 18:30 EST the day before clocks spring forward stays 18:30, now EDT.
    ['2026-03-07T23:30:00.000Z', 1, '2026-03-08T22:30:00.000Z'],
    // 13:05 EDT in September becomes 13:05 EST in January.
    ['2025-09-20T17:05:00.000Z', 117, '2026-01-15T18:05:00.000Z'],
  ])('%s moved %i days is %s', (from, days, expected) => {
    expect(shiftByDays(iso(from), days).toISOString()).toBe(expected);
  });

  it('counts days from the New York day of the earliest event to today', () => {
    // 00:00Z on the 22nd is still the 21st in New York.
    const events = [{ scheduledTime: iso('2025-11-23T00:00Z') }, { scheduledTime: iso('2025-11-22T00:00Z') }];
    expect(rebaseOffsetDays(events as FeedEvent[], iso('2025-11-25T15:00Z'))).toBe(4);
    expect(rebaseOffsetDays(events as FeedEvent[], iso('2025-11-21T12:00Z'))).toBe(0);
    expect(rebaseOffsetDays([], iso('2025-11-21T12:00Z'))).toBe(0);
  });
});

describe('the fixture feed', () => {
  const today = '2026-02-10';
  const feed = new FixtureFeed({ now: () => iso('2026-02-10T15:00:00Z') });

  it('puts the file first day on today and the second on tomorrow', async () => {
    const todays = await feed.scoreboard('nba', nyMidnight(today), nyMidnight(addDays(today, 1)));
    expect(ids(todays)).toEqual(['401810101', '401810102', '401810103', '401810104']);
    // Recorded 19:00 EST on 2025-11-21: now 19:00 EST today.
    expect(todays[0]!.scheduledTime.toISOString()).toBe('2026-02-11T00:00:00.000Z');
    expect(todays.map((e) => e.status)).toEqual(['completed', 'live', 'live', 'live']);
    const tomorrows = await feed.scoreboard(
      'nba',
      nyMidnight(addDays(today, 1)),
      nyMidnight(addDays(today, 2)),
    );
    expect(ids(tomorrows)).toEqual(['401810105', '401810106']);
    expect(
      await feed.scoreboard('nba', nyMidnight(addDays(today, 2)), nyMidnight(addDays(today, 9))),
    ).toEqual([]);
  });

  it.each(LEAGUE_SLUGS)('%s: every event lands today or tomorrow, once', async (league) => {
    const twoDays = await feed.scoreboard(league, nyMidnight(today), nyMidnight(addDays(today, 2)));
    const recorded = await feed.scoreboard(league, iso('2000-01-01T00:00Z'), iso('2100-01-01T00:00Z'));
    expect(twoDays).toHaveLength(recorded.length);
    expect(new Set(ids(twoDays)).size).toBe(twoDays.length);
    const days = new Set(twoDays.map((e) => localDay(e.scheduledTime, PERIOD_TIMEZONE).date));
    expect([...days].sort()).toEqual([today, addDays(today, 1)]);
  });

  it('keeps New York wall-clock times across a daylight-saving change', async () => {
    // Recorded in September (EDT), replayed in January (EST).
    const january = new FixtureFeed({ now: () => iso('2026-01-15T17:00:00Z') });
    const [first] = await january.scoreboard('mlb', nyMidnight('2026-01-15'), nyMidnight('2026-01-16'));
    expect(first!.scheduledTime.toISOString()).toBe('2026-01-15T18:05:00.000Z');
  });

  it('returns [from, to): an event at `from` is in, one at `to` is out', async () => {
    const at = iso('2026-02-11T00:00:00.000Z'); // 401810101 after re-basing
    expect(ids(await feed.scoreboard('nba', at, iso('2026-02-11T00:00:00.001Z')))).toEqual(['401810101']);
    expect(ids(await feed.scoreboard('nba', iso('2026-02-10T00:00Z'), at))).toEqual([]);
  });

  it('uses the real clock by default, so the demo always has a live game today', async () => {
    const date = localDay(new Date(), PERIOD_TIMEZONE).date;
    const events = await new FixtureFeed().scoreboard(
      'eng.1',
      nyMidnight(date),
      nyMidnight(addDays(date, 1)),
    );
    expect(events.some((e) => e.status === 'live')).toBe(true);
  });

  it('serves the teams file', async () => {
    const teams = await feed.teams('nfl');
    expect(teams).toHaveLength(32);
    expect(teams.find((t) => t.abbreviation === 'KC')).toMatchObject({
      providerTeamId: '12',
      name: 'Kansas City Chiefs',
      primaryColor: '#E31837',
    });
  });

  it('fails with a FeedError when a file is missing', async () => {
    const empty = new FixtureFeed({ dir: '/nonexistent/espn' });
    await expect(empty.teams('nba')).rejects.toThrow(FeedError);
    await expect(empty.scoreboard('nba', iso('2026-01-01'), iso('2026-01-02'))).rejects.toThrow(
      /No recorded sports feed file/,
    );
  });
});
