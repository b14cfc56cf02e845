import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EspnFeed, scoreboardDates } from './espn.adapter';
import type { Skipped } from './espn.parser';
import { DEFAULT_FIXTURES_DIR } from './fixtures.adapter';
import { FeedError } from './sports-feed';

const file = (name: string) => readFileSync(join(DEFAULT_FIXTURES_DIR, name), 'utf8');
const iso = (s: string) => new Date(s);

// A real local HTTP server standing in for ESPN: the first path segment picks the behaviour.
const requests: string[] = [];
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = req.url ?? '';
    requests.push(url);
    const [, mode, ...rest] = url.split('?')[0]!.split('/');
    const path = rest.join('/');
    const send = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body);
    };
    if (mode === 'fail') return send(500, '{"message":"upstream exploded"}');
    if (mode === 'bad') return send(200, '{"events": [ {"id": "1",');
    if (mode === 'shape') return send(200, '{"error": "no such league"}');
    if (mode === 'slow') return void setTimeout(() => send(200, '{"events": []}'), 1_000);
    if (mode === 'broken' && path === 'basketball/nba/scoreboard') {
      const json = JSON.parse(file('nba-scoreboard.json'));
      json.events[1].competitions[0].competitors.pop();
      return send(200, JSON.stringify(json));
    }
    if (mode === 'ok' && path === 'basketball/nba/scoreboard') return send(200, file('nba-scoreboard.json'));
    if (mode === 'ok' && path === 'football/nfl/teams') return send(200, file('nfl-teams.json'));
    send(404, '{"message":"not found"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const feed = (mode: string, extra: Partial<ConstructorParameters<typeof EspnFeed>[0]> = {}) =>
  new EspnFeed({ baseUrl: `${base}/${mode}`, timeoutMs: 2_000, ...extra });

// New York's 21 November 2025, as the games screen would ask for it.
const FROM = iso('2025-11-21T05:00:00Z');
const TO = iso('2025-11-22T05:00:00Z');

describe('the ESPN feed over HTTP', () => {
  it('asks for the scoreboard with a day of margin each side and keeps only [from, to)', async () => {
    requests.length = 0;
    const events = await feed('ok/').scoreboard('nba', FROM, TO);
    expect(requests).toEqual(['/ok/basketball/nba/scoreboard?dates=20251120-20251123&limit=500']);
    expect(events.map((e) => e.providerEventId)).toEqual([
      '401810101',
      '401810102',
      '401810103',
      '401810104',
    ]);
    expect(events[1]).toMatchObject({ status: 'live', clockLabel: 'Q3 8:42', sportName: 'NBA' });
  });

  it.each([
    ['2025-11-21T05:00:00Z', '2025-11-22T05:00:00Z', '20251120-20251123'],
    ['2025-11-21T00:00:00Z', '2025-11-22T00:00:00Z', '20251120-20251122'],
    ['2025-12-31T12:00:00Z', '2026-01-01T12:00:00Z', '20251230-20260102'],
  ])('dates for [%s, %s) are %s', (from, to, expected) => {
    expect(scoreboardDates(iso(from), iso(to))).toBe(expected);
  });

  it('reads the teams list', async () => {
    requests.length = 0;
    const teams = await feed('ok').teams('nfl');
    expect(requests).toEqual(['/ok/football/nfl/teams']);
    expect(teams).toHaveLength(32);
    expect(teams[0]).toEqual({
      providerTeamId: '22',
      name: 'Arizona Cardinals',
      abbreviation: 'ARI',
      primaryColor: '#A4113E',
      secondaryColor: '#FFFFFF',
      record: null,
    });
  });

  it('skips a malformed event, reports it, and returns the rest', async () => {
    const reports: [string, Skipped[]][] = [];
    const events = await feed('broken', { onSkipped: (what, s) => reports.push([what, s]) }).scoreboard(
      'nba',
      FROM,
      TO,
    );
    expect(events.map((e) => e.providerEventId)).toEqual(['401810101', '401810103', '401810104']);
    expect(reports).toEqual([
      ['nba scoreboard', [{ id: '401810102', reason: expect.stringMatching(/competitors/) }]],
    ]);
  });

  it('turns a 500 into a FeedError with the status', async () => {
    const error = await feed('fail')
      .scoreboard('nba', FROM, TO)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FeedError);
    expect(error).toMatchObject({
      status: 500,
      message: expect.stringMatching(/^The sports feed answered 500/),
    });
  });

  it('turns a 404 into a FeedError', async () => {
    await expect(feed('ok').teams('mlb')).rejects.toMatchObject({ name: 'FeedError', status: 404 });
  });

  it('turns a body that is not JSON into a FeedError', async () => {
    await expect(feed('bad').scoreboard('nba', FROM, TO)).rejects.toThrow(/not JSON/);
    await expect(feed('bad').teams('nba')).rejects.toThrow(FeedError);
  });

  it('turns JSON of the wrong shape into a FeedError', async () => {
    await expect(feed('shape').scoreboard('nfl', FROM, TO)).rejects.toThrow(
      /nfl scoreboard is not in the expected/,
    );
    await expect(feed('shape').teams('nfl')).rejects.toThrow(/nfl teams list/);
  });

  it('gives up after the timeout', async () => {
    // The server answers a valid scoreboard after a second: only the timeout can turn it into this error.
    await expect(feed('slow', { timeoutMs: 100 }).scoreboard('nba', FROM, TO)).rejects.toThrow(
      /did not answer within 100 ms/,
    );
  });

  it('reports an unreachable host as a FeedError', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = new EspnFeed({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 2_000 });
    await expect(unreachable.teams('nba')).rejects.toThrow(/could not be reached/);
  });
});
