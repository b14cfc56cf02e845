import { beforeAll, describe, expect, it } from 'vitest';
import { account, call, signedInAdmin } from '../../../tests/support/calls';
import { makeGame, makeSport } from '../../../tests/support/games';
import { sharedTestApp } from '../../../tests/support/test-app';

// The dashboard's long lists paged, searched, filtered and sorted by the server: the total always counts what
// the filters select, pages never overlap, and the lists' first forms (arrays, newest first) still answer.

const t = sharedTestApp();
const admin = signedInAdmin(t);
const get = async (url: string) => {
  const res = await call(t, admin.cookie, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const tag = `L${process.pid}`;
let sport: Awaited<ReturnType<typeof makeSport>>;
let other: Awaited<ReturnType<typeof makeSport>>;
const games: Record<string, number> = {};

beforeAll(async () => {
  sport = await makeSport(t.deps.db, `${tag} Lists`, 4);
  other = await makeSport(t.deps.db, `${tag} Other`, 2);
  const [t1, t2, t3, t4] = sport.teams.map((x) => x.id);
  const add = async (key: string, spec: Parameters<typeof makeGame>[1]) => {
    games[key] = (await makeGame(t.deps.db, spec)).id;
  };
  // Four finished games, one live, one scheduled: the history holds the first five.
  await add('old', {
    sportId: sport.id,
    homeTeamId: t1!,
    awayTeamId: t2!,
    startsInMinutes: -5000,
    status: 'completed',
    winnerTeamId: t1!,
  });
  await add('unknown', {
    sportId: sport.id,
    homeTeamId: t3!,
    awayTeamId: t4!,
    startsInMinutes: -4000,
    status: 'completed',
  });
  await add('push', {
    sportId: sport.id,
    homeTeamId: t1!,
    awayTeamId: t3!,
    startsInMinutes: -3000,
    status: 'completed',
    isPush: true,
  });
  await add('live', {
    sportId: sport.id,
    homeTeamId: t2!,
    awayTeamId: t4!,
    startsInMinutes: -60,
    status: 'live',
  });
  await add('elsewhere', {
    sportId: other.id,
    homeTeamId: other.teams[0]!.id,
    awayTeamId: other.teams[1]!.id,
    startsInMinutes: -2000,
    status: 'completed',
    winnerTeamId: other.teams[0]!.id,
  });
  await add('later', { sportId: sport.id, homeTeamId: t1!, awayTeamId: t4!, startsInMinutes: 600 });
});

describe('game history', () => {
  it('pages newest first with a total, and filters by team, sport and status', async () => {
    const all = await get(`/api/admin/games/history/search?sportId=${sport.id}&pageSize=2`);
    expect(all.total).toBe(4);
    expect(all.games.map((g: { id: number }) => g.id)).toEqual([games.live, games.push]);
    const second = await get(`/api/admin/games/history/search?sportId=${sport.id}&pageSize=2&page=2`);
    expect(second.games.map((g: { id: number }) => g.id)).toEqual([games.unknown, games.old]);
    const oldest = await get(`/api/admin/games/history/search?sportId=${sport.id}&sort=oldest&pageSize=1`);
    expect([oldest.total, oldest.games[0].id]).toEqual([4, games.old]);

    const team3 = await get(
      `/api/admin/games/history/search?search=${encodeURIComponent(`${tag} lists team 3`)}`,
    );
    expect([team3.total, team3.games.map((g: { id: number }) => g.id)]).toEqual([
      2,
      [games.push, games.unknown],
    ]);
    const live = await get(`/api/admin/games/history/search?sportId=${sport.id}&status=live`);
    expect([live.total, live.games[0].id]).toEqual([1, games.live]);
    const byTag = await get(`/api/admin/games/history/search?search=${tag}&status=completed`);
    expect(byTag.total).toBe(4);
    expect(byTag.games.map((g: { id: number }) => g.id)).toContain(games.elsewhere);
    const none = await get(`/api/admin/games/history/search?sportId=${other.id}&status=live`);
    expect(none).toEqual({ games: [], total: 0, page: 1, pageSize: 50 });
  });

  it('refuses bad filters with a 400, and the old list still answers an array', async () => {
    for (const query of ['status=scheduled', 'sort=best', 'page=0', 'pageSize=201', 'sportId=x']) {
      const res = await call(t, admin.cookie, 'GET', `/api/admin/games/history/search?${query}`);
      expect([query, res.statusCode]).toEqual([query, 400]);
      expect(typeof res.json().message).toBe('string');
    }
    const old = await get('/api/admin/games/history?limit=500');
    expect(Array.isArray(old)).toBe(true);
    expect(old.map((g: { id: number }) => g.id)).toContain(games.live);
  });
});

describe('user picks', () => {
  it('pages with a total, and "ungraded only" keeps the picks waiting for a hand grade', async () => {
    const [ann, bob] = [await account(t), await account(t)];
    const pick = async (user: typeof ann, game: number, team: number) =>
      t.deps.db
        .insertInto('picks')
        .values({ user_id: user.row.id, game_id: game, selected_team_id: team })
        .returning('id')
        .executeTakeFirstOrThrow();
    const [t1, , t3, t4] = sport.teams.map((x) => x.id);
    // Graded games grade by their outcome columns; the fixture rows set only the winner, so mark them graded.
    await t.deps.db
      .updateTable('games')
      .set({ graded_winner_team_id: t1!, graded_at: new Date() })
      .where('id', '=', games.old!)
      .execute();
    await t.deps.db
      .updateTable('games')
      .set({ graded_push: true, graded_at: new Date() })
      .where('id', '=', games.push!)
      .execute();
    await pick(ann, games.old!, t1!);
    const waitingA = await pick(ann, games.unknown!, t3!);
    const waitingB = await pick(bob, games.unknown!, t4!);
    await pick(bob, games.push!, t1!);
    await pick(bob, games.later!, t1!);
    const search = encodeURIComponent(`${tag} Lists`);

    const all = await get(`/api/admin/picks/search?search=${search}&pageSize=3`);
    expect(all.total).toBe(5);
    expect(all.picks).toHaveLength(3);
    const rest = await get(`/api/admin/picks/search?search=${search}&pageSize=3&page=2`);
    const ids = [...all.picks, ...rest.picks].map((p: { id: number }) => p.id);
    expect(new Set(ids).size).toBe(5);

    const ungraded = await get(`/api/admin/picks/search?search=${search}&ungradedOnly=true`);
    expect(ungraded.total).toBe(2);
    expect(ungraded.picks.map((p: { id: number }) => p.id).sort()).toEqual([waitingA.id, waitingB.id].sort());
    expect(
      ungraded.picks.every(
        (p: { status: string; canGrade: boolean }) => p.status === 'Ungraded' && p.canGrade,
      ),
    ).toBe(true);

    // A hand grade takes the pick off the Ungraded list; the count follows.
    expect(
      (await call(t, admin.cookie, 'PUT', `/api/admin/picks/${waitingA.id}/grade`, { result: 'win' }))
        .statusCode,
    ).toBe(200);
    const after = await get(`/api/admin/picks/search?search=${search}&ungradedOnly=true`);
    expect([after.total, after.picks.map((p: { id: number }) => p.id)]).toEqual([1, [waitingB.id]]);

    const oldest = await get(`/api/admin/picks/search?search=${ann.row.username}&sort=oldest`);
    expect(oldest.picks.map((p: { game: { id: number } }) => p.game.id)).toEqual([games.old, games.unknown]);
    const bad = await call(t, admin.cookie, 'GET', '/api/admin/picks/search?ungradedOnly=maybe');
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'ungradedOnly must be true or false']);
    expect(Array.isArray(await get(`/api/admin/picks?search=${search}`))).toBe(true);
  });
});

describe('users', () => {
  it('sorts by username or newest account without changing the total', async () => {
    const names = ['zeta', 'alpha', 'mid'].map((n) => `${tag.toLowerCase()}${n}`);
    for (const username of names) {
      const user = await account(t);
      await t.deps.db.updateTable('users').set({ username }).where('id', '=', user.row.id).execute();
    }
    const search = tag.toLowerCase();
    const byName = await get(`/api/admin/users?search=${search}&sort=username`);
    expect(byName.users.map((u: { username: string }) => u.username)).toEqual([...names].sort());
    const newest = await get(`/api/admin/users?search=${search}`);
    expect(newest.users.map((u: { username: string }) => u.username)).toEqual([...names].reverse());
    expect([byName.total, newest.total]).toEqual([3, 3]);
    const page2 = await get(`/api/admin/users?search=${search}&sort=username&pageSize=2&page=2`);
    expect([page2.total, page2.users.map((u: { username: string }) => u.username)]).toEqual([3, [names[0]]]);
    const bad = await call(t, admin.cookie, 'GET', '/api/admin/users?sort=height');
    expect(bad.statusCode).toBe(400);
  });
});
