import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, call } from '../../../../tests/support/calls';
import { sharedTestApp } from '../../../../tests/support/test-app';
import { FEED_MESSAGES as M } from '../../../shared/schemas/sports-feed';
import { DEFAULT_FIXTURES_DIR, FixtureFeed } from '../../modules/sports-feed/fixtures.adapter';

// Fetch Games against the recorded fixtures, re-based to the test clock's day (2026-11-21 in New York):
// the import window 15:00Z on the 21st to 15:00Z on the 23rd holds 2 scheduled NFL, NBA, MLB, Premier
// League and College Football events and 1 of La Liga and MLS; live, final and postponed ones are not
// importable.

const t = sharedTestApp();
let admin: Awaited<ReturnType<typeof account>>;
let partialDir: string;

beforeAll(async () => {
  t.clock.set('2026-11-21T15:00:00Z');
  admin = await account(t, true);
  partialDir = await mkdtemp(path.join(os.tmpdir(), 'pickem-feed-'));
  await copyFile(
    path.join(DEFAULT_FIXTURES_DIR, 'nfl-scoreboard.json'),
    path.join(partialDir, 'nfl-scoreboard.json'),
  );
});

afterAll(async () => {
  await rm(partialDir, { recursive: true, force: true });
});

const send = (method: string, url: string, payload?: object) => call(t, admin.cookie, method, url, payload);
const fetchGames = (sports: unknown) => send('POST', '/api/admin/suggested-games/fetch', { sports });
const list = async () => (await send('GET', '/api/admin/suggested-games')).json();
const pendingId = async (home: string) =>
  (await list()).suggestedGames.find((g: { homeTeam: string }) => g.homeTeam === home).id as number;

describe('Fetch Games', () => {
  it('refuses no sports and unknown sports with the screen words', async () => {
    for (const [payload, message] of [
      [{}, M.noSports],
      [{ sports: [] }, M.noSports],
      [{ sports: 'NFL' }, M.noSports],
      [{ sports: ['NFL', 'Curling'] }, M.unknownSport('Curling')],
      [{ sports: [7] }, M.unknownSport('7')],
    ] as const) {
      const res = await send('POST', '/api/admin/suggested-games/fetch', payload);
      expect([res.statusCode, res.json()], JSON.stringify(payload)).toMatchObject([400, { message }]);
    }
    expect(await list()).toEqual({ suggestedGames: [], total: 0, pending: 0 });
  });

  it('imports the scheduled games of the next 2 days, creating the sports, and reports each sport', async () => {
    const res = await fetchGames(['NFL', 'mlb', 'NBA']);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      sports: [
        { sport: 'NFL', imported: 2, skipped: 0, error: null },
        { sport: 'MLB', imported: 2, skipped: 0, error: null },
        { sport: 'NBA', imported: 2, skipped: 0, error: null },
      ],
      imported: 6,
      skipped: 0,
      failed: 0,
    });
    const sports = await t.deps.db.selectFrom('sports').select('name').orderBy('name').execute();
    expect(sports.map((s) => s.name)).toEqual(['MLB', 'NBA', 'NFL']);
  });

  it('lists pending suggestions soonest first with records, time and venue', async () => {
    const { suggestedGames, total, pending } = await list();
    expect([total, pending]).toEqual([6, 6]);
    const times = suggestedGames.map((g: { scheduledTime: string }) => g.scheduledTime);
    expect(times).toEqual([...times].sort());
    expect(suggestedGames[0]).toEqual({
      id: expect.any(Number),
      sport: 'NFL',
      homeTeam: 'Los Angeles Rams',
      awayTeam: 'Tampa Bay Buccaneers',
      homeTeamRecord: '8-2',
      awayTeamRecord: expect.stringMatching(/^\d+-\d+$/),
      scheduledTime: '2026-11-22T01:20:00.000Z',
      venue: 'SoFi Stadium',
      status: 'pending',
    });
  });

  it('never imports an event twice, also when two fetches race', async () => {
    const [a, b] = await Promise.all([fetchGames(['NFL', 'MLB', 'NBA']), fetchGames(['NBA'])]);
    expect(a.json().imported + b.json().imported).toBe(0);
    expect(a.json().skipped).toBe(6);
    const both = await Promise.all([fetchGames(['La Liga', 'MLS']), fetchGames(['MLS', 'La Liga'])]);
    expect(both.map((r) => r.json().imported).reduce((x, y) => x + y)).toBe(2);
    expect((await list()).pending).toBe(8);
  });

  it('skips an event that is already a game', async () => {
    const sport = await t.deps.db
      .selectFrom('sports')
      .select('id')
      .where('name', '=', 'Premier League')
      .executeTakeFirst();
    expect(sport).toBeUndefined();
    await fetchGames(['Premier League']);
    const row = await t.deps.db
      .selectFrom('suggested_games')
      .select(['id', 'provider_event_id'])
      .where('provider_event_id', '=', '740904')
      .executeTakeFirstOrThrow();
    // As if the game had come another way: the suggestion gone, the game there.
    await send('POST', `/api/admin/suggested-games/${row.id}/approve`);
    await t.deps.db.deleteFrom('suggested_games').where('id', '=', row.id).execute();
    expect((await fetchGames(['Premier League'])).json().sports[0]).toEqual({
      sport: 'Premier League',
      imported: 0,
      skipped: 2,
      error: null,
    });
  });

  it('reports a sport whose feed fails and keeps the others; all failing is a 502 with a message', async () => {
    t.deps.feed = new FixtureFeed({ dir: partialDir, now: t.clock.now });
    try {
      const partial = await fetchGames(['NFL', 'College Football']);
      expect(partial.statusCode).toBe(200);
      expect(partial.json()).toMatchObject({
        sports: [
          { sport: 'NFL', imported: 0, skipped: 2, error: null },
          {
            sport: 'College Football',
            imported: 0,
            error: expect.stringMatching(/No recorded sports feed file/),
          },
        ],
        failed: 1,
      });
      const down = await fetchGames(['College Football', 'NBA']);
      expect(down.statusCode).toBe(502);
      expect(down.json()).toEqual({ message: expect.stringMatching(/^The sports feed could not be read\./) });
      expect(Object.keys(down.json())).toEqual(['message']);
    } finally {
      t.deps.feed = new FixtureFeed({ now: t.clock.now });
    }
  });
});

describe('approve and reject', () => {
  it('approves: creates the teams with colours and the game with records, venue and pitchers', async () => {
    const id = await pendingId('Toronto Blue Jays');
    const res = await send('POST', `/api/admin/suggested-games/${id}/approve`);
    expect(res.statusCode).toBe(200);
    const game = res.json();
    expect(game).toMatchObject({
      sport: 'MLB',
      status: 'scheduled',
      homeTeam: { name: 'Toronto Blue Jays', primaryColor: '#134A8E' },
      awayTeam: { name: 'Tampa Bay Rays' },
      venue: 'Rogers Centre',
      homeTeamWins: 90,
      homeTeamLosses: 65,
      homeTeamTies: null,
      homeStartingPitcher: 'Evan Sato',
      homePitcherRecord: expect.any(String),
      showTeamRecords: true,
    });
    const row = await t.deps.db
      .selectFrom('games')
      .select(['provider', 'provider_event_id'])
      .where('id', '=', game.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ provider: 'espn', provider_event_id: '401696104' });
    const suggestion = await t.deps.db
      .selectFrom('suggested_games')
      .select(['status', 'game_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(suggestion).toEqual({ status: 'approved', game_id: game.id });
    expect((await list()).suggestedGames.map((g: { id: number }) => g.id)).not.toContain(id);

    const again = await send('POST', `/api/admin/suggested-games/${id}/approve`);
    expect([again.statusCode, again.json()]).toEqual([409, { message: M.alreadyApproved }]);
    const reject = await send('POST', `/api/admin/suggested-games/${id}/reject`);
    expect([reject.statusCode, reject.json()]).toEqual([409, { message: M.alreadyApproved }]);
  });

  it('uses a team that exists by name, linking the feed id, and creates no duplicate', async () => {
    const mlb = await t.deps.db
      .selectFrom('sports')
      .select('id')
      .where('name', '=', 'MLB')
      .executeTakeFirstOrThrow();
    const dodgers = await t.deps.db
      .insertInto('teams')
      .values({ sport_id: mlb.id, name: 'los angeles dodgers', primary_color: '#0000FF' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const game = (
      await send('POST', `/api/admin/suggested-games/${await pendingId('Los Angeles Dodgers')}/approve`)
    ).json();
    expect(game.homeTeam).toMatchObject({ id: dodgers.id, primaryColor: '#0000FF' });
    const team = await t.deps.db
      .selectFrom('teams')
      .select('provider_team_id')
      .where('id', '=', dodgers.id)
      .executeTakeFirstOrThrow();
    expect(team.provider_team_id).toBe('19');
  });

  it('stores soccer records with draws', async () => {
    const game = (
      await send('POST', `/api/admin/suggested-games/${await pendingId('Newcastle United')}/approve`)
    ).json();
    expect(game).toMatchObject({
      sport: 'Premier League',
      homeTeamWins: 4,
      homeTeamTies: 3,
      homeTeamLosses: 5,
    });
  });

  it('answers 404 for an unknown suggestion and 400 for a malformed id', async () => {
    for (const action of ['approve', 'reject']) {
      const unknown = await send('POST', `/api/admin/suggested-games/99999999/${action}`);
      expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: M.suggestionNotFound }]);
      const bad = await send('POST', `/api/admin/suggested-games/abc/${action}`);
      expect([bad.statusCode, bad.json()]).toMatchObject([400, { message: 'Id must be a whole number' }]);
    }
  });

  it('rejects one, never suggests it again, and rejects all pending at once', async () => {
    const id = await pendingId('Philadelphia 76ers');
    const res = await send('POST', `/api/admin/suggested-games/${id}/reject`);
    expect([res.statusCode, res.json()]).toEqual([200, { id, status: 'rejected' }]);
    const again = await send('POST', `/api/admin/suggested-games/${id}/reject`);
    expect([again.statusCode, again.json()]).toEqual([409, { message: M.alreadyRejected }]);
    expect((await fetchGames(['NBA'])).json()).toMatchObject({ imported: 0, skipped: 2 });

    const before = await list();
    const bulk = await send('POST', '/api/admin/suggested-games/bulk-reject', {});
    expect([bulk.statusCode, bulk.json()]).toEqual([200, { rejected: before.pending }]);
    expect(await list()).toEqual({ suggestedGames: [], total: before.total, pending: 0 });
    expect((await send('POST', '/api/admin/suggested-games/bulk-reject')).json()).toEqual({ rejected: 0 });
  });
});

describe('restoring rejected suggestions', () => {
  it('lists rejected ones not started yet, restores one to pending (409 twice), each step audited', async () => {
    expect((await fetchGames(['NFL'])).statusCode).toBe(200);
    const rejected = (await send('GET', '/api/admin/suggested-games/rejected')).json() as {
      id: number;
      status: string;
      scheduledTime: string;
    }[];
    expect(rejected.length).toBeGreaterThan(0);
    expect(
      rejected.every((s) => s.status === 'rejected' && s.scheduledTime > t.clock.now().toISOString()),
    ).toBe(true);
    const id = rejected[0]!.id;
    const restored = await send('POST', `/api/admin/suggested-games/${id}/restore`);
    expect([restored.statusCode, restored.json()]).toEqual([200, { id, status: 'pending' }]);
    expect((await list()).suggestedGames.map((s: { id: number }) => s.id)).toContain(id);
    const again = await send('POST', `/api/admin/suggested-games/${id}/restore`);
    expect([again.statusCode, again.json()]).toEqual([409, { message: M.notRejected }]);
    const unknown = await send('POST', '/api/admin/suggested-games/99999999/restore');
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: M.suggestionNotFound }]);

    const audit = (await send('GET', `/api/admin/audit?targetKind=suggestion&targetId=${id}`)).json();
    expect(audit.entries.map((e: { action: string }) => e.action)).toEqual(['suggestion.restore']);
    const bulk = (await send('GET', '/api/admin/audit?action=suggestion.rejectAll')).json();
    expect(bulk.entries[0]).toMatchObject({ adminId: admin.row.id, after: { rejected: expect.any(Number) } });
    expect(bulk.entries.some((e: { after: { ids: number[] } }) => e.after.ids.includes(id))).toBe(true);
  });
});
