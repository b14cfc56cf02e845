import { beforeAll, describe, expect, it } from 'vitest';
import { account, call, signedInAdmin } from '../../../../tests/support/calls';
import { makeGame, makeSport, matchup } from '../../../../tests/support/games';
import { sharedTestApp } from '../../../../tests/support/test-app';

// The admin operations beside the forms: hand grades, Fix User Streaks, the team syncs, the games import and
// an effect's retry are on the audit log, written with the change (a refused call leaves no entry).

const t = sharedTestApp();
const admin = signedInAdmin(t);
let sport: Awaited<ReturnType<typeof makeSport>>;
beforeAll(async () => {
  t.clock.set('2026-11-21T15:00:00Z');
  sport = await makeSport(t.deps.db, `Ops ${process.pid}`);
});

interface Entry {
  id: number;
  action: string;
  adminId: number;
  targetKind: string;
  targetId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
const audit = async (query: string): Promise<Entry[]> =>
  ((await admin.get(`/api/admin/audit?${query}`)) as { entries: Entry[] }).entries;
const send = (method: string, url: string, payload?: object) => call(t, admin.cookie, method, url, payload);
const newest = async () => (await audit('limit=1'))[0]?.id ?? 0;

describe('hand grades', () => {
  it('records the result before and after; a refused grade records nothing', async () => {
    const player = await account(t);
    const game = await makeGame(t.deps.db, { ...matchup(sport), startsInMinutes: -600, status: 'completed' });
    const pick = await t.deps.db
      .insertInto('picks')
      .values({ user_id: player.row.id, game_id: game.id, selected_team_id: sport.teams[0]!.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await send('PUT', `/api/admin/picks/${pick.id}/grade`, { result: 'win' })).statusCode).toBe(200);
    expect((await send('PUT', `/api/admin/picks/${pick.id}/grade`, { result: 'push' })).statusCode).toBe(200);
    const entries = await audit(`targetKind=pick&targetId=${pick.id}`);
    expect(entries.map((e) => [e.action, e.before?.result, e.after?.result])).toEqual([
      ['pick.grade', 'win', 'push'],
      ['pick.grade', null, 'win'],
    ]);
    expect(entries[0]).toMatchObject({
      adminId: admin.row.id,
      after: { userId: player.row.id, gameId: game.id },
    });

    const open = await makeGame(t.deps.db, { ...matchup(sport, 2), startsInMinutes: 60 });
    const openPick = await t.deps.db
      .insertInto('picks')
      .values({ user_id: player.row.id, game_id: open.id, selected_team_id: sport.teams[2]!.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = await newest();
    expect((await send('PUT', `/api/admin/picks/${openPick.id}/grade`, { result: 'win' })).statusCode).toBe(
      409,
    );
    expect(await newest()).toBe(before);
  });
});

describe('Fix User Streaks', () => {
  it('records how many users the recompute went through', async () => {
    const res = await send('POST', '/api/admin/fix-streaks');
    expect(res.statusCode).toBe(200);
    const [entry] = await audit('action=users.fixStreaks&limit=1');
    expect(entry).toMatchObject({
      adminId: admin.row.id,
      targetKind: 'users',
      targetId: null,
      before: null,
      after: { processedUsers: res.json().processedUsers },
    });
  });
});

describe('team syncs', () => {
  it('one entry per league with the teams created, and the changed fields before and after', async () => {
    const res = await send('POST', '/api/admin/teams/sync-sport', { sport: 'NFL' });
    expect(res.json()).toMatchObject({ created: 32 });
    const [created] = await audit('action=teams.sync&limit=1');
    expect(created).toMatchObject({ targetKind: 'sport', before: { teams: [] } });
    expect(created!.after).toMatchObject({ teams: [], unchanged: 0 });
    expect(created!.after!.created).toHaveLength(32);
    expect(created!.after!.created).toContain('Kansas City Chiefs');

    // A colour changed by hand comes back from the feed: the entry shows the hand-made one as "before".
    const chiefs = await t.deps.db
      .updateTable('teams')
      .set({ primary_color: '#000000' })
      .where('name', '=', 'Kansas City Chiefs')
      .returning('id')
      .executeTakeFirstOrThrow();
    const colours = await send('POST', '/api/admin/teams/sync-colors');
    expect(colours.json()).toMatchObject({ updated: 1 });
    const [entry] = await audit(`action=teams.sync.colors&targetId=${created!.targetId}`);
    expect(entry!.before).toEqual({
      teams: [{ id: chiefs.id, name: 'Kansas City Chiefs', primaryColor: '#000000' }],
    });
    expect(entry!.after).toMatchObject({
      teams: [{ id: chiefs.id, name: 'Kansas City Chiefs', primaryColor: '#E31837' }],
      created: [],
    });
  });

  it('Update Records is on record too, and a refused sync is not', async () => {
    const before = await newest();
    expect((await send('POST', '/api/admin/teams/sync-sport', { sport: 'Quidditch' })).statusCode).toBe(400);
    expect(await newest()).toBe(before);
    expect((await send('POST', '/api/admin/teams/update-records')).statusCode).toBe(200);
    expect((await audit('action=teams.sync.records')).length).toBeGreaterThan(0);
  });
});

describe('the games import', () => {
  it('records each sport read with the suggestions it stored', async () => {
    const res = await send('POST', '/api/admin/suggested-games/fetch', { sports: ['NBA'] });
    expect(res.statusCode).toBe(200);
    const { imported } = res.json();
    expect(imported).toBeGreaterThan(0);
    const [entry] = await audit('action=suggestion.import&limit=1');
    expect(entry).toMatchObject({
      adminId: admin.row.id,
      targetKind: 'sport',
      after: { sport: 'NBA', imported },
    });
    const ids = entry!.after!.ids as number[];
    const stored = await t.deps.db
      .selectFrom('suggested_games')
      .select('id')
      .where('id', 'in', ids)
      .execute();
    expect(stored).toHaveLength(imported);
    const again = await send('POST', '/api/admin/suggested-games/fetch', { sports: ['NBA'] });
    expect(again.json()).toMatchObject({ imported: 0 });
    expect((await audit('action=suggestion.import&limit=1'))[0]!.after).toMatchObject({
      imported: 0,
      ids: [],
    });
  });
});

describe('effect retries', () => {
  it('records the parked effect an admin sent back to the queue', async () => {
    const job = await t.deps.db
      .insertInto('effect_jobs')
      .values({
        kind: 'test.parked',
        key: `test.parked:${process.pid}`,
        payload: JSON.stringify({}),
        run_after: new Date(0),
        attempts: 3,
        parked_at: new Date(),
        created_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The retry's effect kind is unknown to the worker; only the entry matters here, so the job is taken away.
    const res = await send('POST', `/api/admin/effects/${job.id}/retry`);
    expect(res.statusCode).toBe(200);
    await t.deps.db.deleteFrom('effect_jobs').where('id', '=', job.id).execute();
    const entries = await audit(`targetKind=effect&targetId=${job.id}`);
    expect(entries.map((e) => [e.action, e.after])).toEqual([
      ['effect.retry', { kind: 'test.parked', key: `test.parked:${process.pid}` }],
    ]);
  });
});
