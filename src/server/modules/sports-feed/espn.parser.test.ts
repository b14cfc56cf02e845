import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEED_SPORTS } from '../../../../db/seeds/data';
import { PERIOD_TIMEZONE } from '../../../shared/constants';
import { localDay } from '../../../shared/periods';
import {
  decideWinner,
  normaliseColor,
  parseLine,
  parseRecord,
  parseScoreboard,
  parseTeams,
} from './espn.parser';
import { DEFAULT_FIXTURES_DIR } from './fixtures.adapter';
import { FeedError, LEAGUE_SLUGS, LEAGUES, type LeagueSlug } from './sports-feed';

const fixture = (file: string): unknown => JSON.parse(readFileSync(join(DEFAULT_FIXTURES_DIR, file), 'utf8'));
const board = (league: LeagueSlug) => parseScoreboard(fixture(`${league}-scoreboard.json`), league);
const byId = (league: LeagueSlug, id: string) => board(league).events.find((e) => e.providerEventId === id)!;

describe('the project fixtures', () => {
  it.each(LEAGUE_SLUGS)('%s: every event parses, over two New York days, with a final', (league) => {
    const { events, skipped } = board(league);
    expect(skipped).toEqual([]);
    expect(events.length).toBeGreaterThanOrEqual(4);
    const days = new Set(events.map((e) => localDay(e.scheduledTime, PERIOD_TIMEZONE).date));
    expect(days.size).toBe(2);
    expect(events.some((e) => e.status === 'completed')).toBe(true);
    for (const e of events) {
      expect(e.sportName).toBe(LEAGUES[league].sportName);
      expect(e.home.primaryColor).toMatch(/^#[0-9A-F]{6}$/);
      expect(e.away.secondaryColor).toMatch(/^#[0-9A-F]{6}$/);
      expect(e.home.record).not.toBeNull();
    }
  });

  it('cover a live NBA game, a live soccer game, a draw, probables and a postponement', () => {
    const all = LEAGUE_SLUGS.flatMap((l) => board(l).events);
    expect(all.some((e) => e.league === 'nba' && e.status === 'live')).toBe(true);
    expect(all.some((e) => LEAGUES[e.league].soccer && e.status === 'live')).toBe(true);
    expect(all.some((e) => LEAGUES[e.league].soccer && e.winner === 'push')).toBe(true);
    expect(all.some((e) => e.home.probablePitcher && e.away.probablePitcher)).toBe(true);
    expect(all.some((e) => e.status === 'postponed')).toBe(true);
  });

  it('keep the odds block: lines on some scheduled games, none on others', () => {
    expect(byId('nfl', '401772104').line).toEqual({
      favorite: 'home',
      spread: 3.5,
      overUnder: 47.5,
      details: 'LAR -3.5',
      source: 'ESPN BET',
    });
    expect(byId('nba', '401810105').line).toMatchObject({
      favorite: 'away',
      spread: 1.5,
      details: 'ATL -1.5',
    });
    expect(byId('eng.1', '740905').line).toMatchObject({ favorite: null, spread: 0, details: 'EVEN' });
    // A game the feed gives no odds for has no line.
    expect(byId('nba', '401810106').line).toBeNull();
    expect(byId('nfl', '401772101').line).toBeNull();
  });

  it('reads an NBA final with the winner flags and scores', () => {
    expect(byId('nba', '401810101')).toMatchObject({
      status: 'completed',
      winner: 'away',
      period: 4,
      clockLabel: 'FINAL',
      venue: 'Madison Square Garden',
      home: {
        name: 'New York Knicks',
        abbreviation: 'NY',
        score: 108,
        record: { wins: 9, losses: 6, ties: 0 },
      },
      away: { name: 'Boston Celtics', providerTeamId: '2', score: 112, primaryColor: '#007A33' },
    });
    expect(byId('nba', '401810101').scheduledTime.toISOString()).toBe('2025-11-22T00:00:00.000Z');
  });

  it('reads live NBA games with their clock labels and no winner', () => {
    expect(byId('nba', '401810102')).toMatchObject({
      status: 'live',
      period: 3,
      clockLabel: 'Q3 8:42',
      winner: null,
    });
    expect(byId('nba', '401810103').clockLabel).toBe('HALFTIME');
    expect(byId('nba', '401810104')).toMatchObject({ period: 5, clockLabel: 'OT 2:15' });
  });

  it('gives scheduled games no score, period, label or winner', () => {
    expect(byId('nba', '401810105')).toMatchObject({
      status: 'scheduled',
      period: null,
      clockLabel: null,
      winner: null,
      home: { score: null },
      away: { score: null },
    });
  });

  it('reads MLB probables, the half inning and a postponement', () => {
    expect(byId('mlb', '401696104')).toMatchObject({
      home: { probablePitcher: { name: 'Evan Sato', record: '12-6, 2.84' } },
      away: { probablePitcher: { name: 'Dylan Pierce', record: '9-9, 3.95' } },
    });
    expect(byId('mlb', '401696102')).toMatchObject({ status: 'live', clockLabel: 'TOP 5TH', period: 5 });
    expect(byId('mlb', '401696103')).toMatchObject({
      status: 'postponed',
      clockLabel: 'POSTPONED',
      winner: null,
      home: { score: null },
    });
  });

  it('reads soccer: W-D-L records, a draw as a push, live labels', () => {
    expect(byId('eng.1', '740901')).toMatchObject({
      winner: 'home',
      home: { name: 'Arsenal', record: { wins: 9, ties: 2, losses: 1 } },
    });
    expect(byId('eng.1', '740902')).toMatchObject({ winner: 'push', home: { score: 1 }, away: { score: 1 } });
    expect(byId('eng.1', '740903')).toMatchObject({ status: 'live', clockLabel: "2H 67'" });
    expect(byId('esp.1', '748303').clockLabel).toBe('HALFTIME');
    expect(byId('esp.1', '748302').winner).toBe('push');
    expect(byId('usa.1', '727202').clockLabel).toBe("1H 23'");
  });

  it('reads football: W-L-T records, two-minute warning, end of a quarter', () => {
    expect(byId('nfl', '401772102').away.record).toEqual({ wins: 2, losses: 8, ties: 1 });
    expect(byId('nfl', '401772103').clockLabel).toBe('2 MIN WARNING');
    expect(byId('college-football', '401752102').clockLabel).toBe('END 1ST');
  });

  it.each(LEAGUE_SLUGS)('%s teams file matches the seed teams', (league) => {
    const { teams, skipped } = parseTeams(fixture(`${league}-teams.json`), league);
    const seed = SEED_SPORTS.find((s) => s.name === LEAGUES[league].sportName)!;
    expect(skipped).toEqual([]);
    expect(teams.map(({ record: _, ...t }) => t)).toEqual(
      seed.teams.map((t) => ({
        providerTeamId: t.providerTeamId,
        name: t.name,
        abbreviation: t.abbreviation,
        primaryColor: t.primaryColor,
        secondaryColor: t.secondaryColor,
      })),
    );
  });
});

describe('parsing rules', () => {
  it.each([
    ['e31837', '#E31837'],
    ['FFB81C', '#FFB81C'],
    ['#00ff00', '#00FF00'],
    ['fff', null],
    ['', null],
    [null, null],
    [undefined, null],
    ['zzzzzz', null],
  ])('colour %s -> %s', (input, expected) => {
    expect(normaliseColor(input)).toBe(expected);
  });

  it.each([
    ['10-2', false, { wins: 10, losses: 2, ties: 0 }],
    ['5-3-2', false, { wins: 5, losses: 3, ties: 2 }],
    ['5-3-2', true, { wins: 5, ties: 3, losses: 2 }],
    ['12-4', true, { wins: 12, losses: 4, ties: 0 }],
    ['', false, null],
    ['7-1, 1.71', false, null],
    [undefined, true, null],
  ] as const)('record %s (soccer %s)', (summary, soccer, expected) => {
    expect(parseRecord(summary, soccer)).toEqual(expected);
  });

  it.each([
    [2, true, 1, false, 'home'],
    [1, false, 1, true, 'away'], // level after extra time, won on penalties
    [1, false, 1, false, 'push'],
    [3, null, 1, null, 'home'],
    [0, undefined, 2, undefined, 'away'],
    [null, false, null, false, null],
  ] as const)('winner of %s (%s) v %s (%s) is %s', (hs, hf, as, af, expected) => {
    expect(decideWinner({ score: hs, flag: hf }, { score: as, flag: af })).toBe(expected);
  });

  it('skips malformed events and keeps the rest', () => {
    const good = (fixture('nba-scoreboard.json') as { events: unknown[] }).events[0];
    const noTeam = { ...(good as object), id: 'x1', competitions: [{ competitors: [] }] };
    const result = parseScoreboard({ events: [good, noTeam, 'nonsense', { id: 'x2', date: 'soon' }] }, 'nba');
    expect(result.events.map((e) => e.providerEventId)).toEqual(['401810101']);
    expect(result.skipped.map((s) => s.id)).toEqual(['x1', null, 'x2']);
    expect(result.skipped[2]!.reason).toMatch(/date/);
  });

  it.each([
    ['home favoured', [{ spread: -7, overUnder: 48, details: 'BUF -7.0' }], { favorite: 'home', spread: 7 }],
    ['away favoured', [{ spread: 3.5, overUnder: null }], { favorite: 'away', spread: 3.5, overUnder: null }],
    ['a total alone', [{ overUnder: 221.5 }], { favorite: null, spread: null, overUnder: 221.5 }],
    ['no bookmaker named', [{ spread: -1 }], { source: 'ESPN', details: null }],
  ] as const)('a line: %s', (_, odds, expected) => {
    expect(parseLine(odds)).toMatchObject(expected);
  });

  it.each([
    ['no odds', undefined],
    ['an empty list', []],
    ['neither a spread nor a total', [{ details: 'OFF' }]],
    ['figures out of range', [{ spread: 400, overUnder: -3 }]],
  ])('no line: %s', (_, odds) => {
    expect(parseLine(odds)).toBeNull();
  });

  it('an odds block of another shape is no line, not a lost event', () => {
    const good = (fixture('nfl-scoreboard.json') as { events: { competitions: object[] }[] }).events[3]!;
    const odd = { ...good, competitions: [{ ...good.competitions[0], odds: [null, 'x'] }] };
    const { events, skipped } = parseScoreboard({ events: [odd] }, 'nfl');
    expect(skipped).toEqual([]);
    expect(events[0]!.line).toBeNull();
  });

  it('rejects a response with no events list', () => {
    expect(() => parseScoreboard({ error: 'nope' }, 'nfl')).toThrow(FeedError);
    expect(() => parseTeams({ sports: [] }, 'nfl')).toThrow(FeedError);
  });

  it('reads a record on a /teams entry when ESPN includes one', () => {
    const team = { id: '9', displayName: 'Green Bay Packers', abbreviation: 'GB', color: '204e32' };
    const json = (t: object) => ({ sports: [{ leagues: [{ teams: [{ team: t }, { team: { id: 3 } }] }] }] });
    const withRecord = parseTeams(json({ ...team, record: { items: [{ summary: '9-6-1' }] } }), 'nfl');
    expect(withRecord.teams).toEqual([
      {
        providerTeamId: '9',
        name: 'Green Bay Packers',
        abbreviation: 'GB',
        primaryColor: '#204E32',
        secondaryColor: null,
        record: { wins: 9, losses: 6, ties: 1 },
      },
    ]);
    expect(withRecord.skipped).toHaveLength(1);
    expect(parseTeams(json({ ...team, record: {} }), 'nfl').teams[0]!.record).toBeNull();
  });
});
