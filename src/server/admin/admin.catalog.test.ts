import { beforeAll, describe, expect, it } from 'vitest';
import { account, call } from '../../../tests/support/calls';
import { makeGame, makeSport, storedTotals } from '../../../tests/support/games';
import { sharedTestApp } from '../../../tests/support/test-app';

const t = sharedTestApp();
let admin: Awaited<ReturnType<typeof account>>;
let sport: Awaited<ReturnType<typeof makeSport>>;

beforeAll(async () => {
  admin = await account(t, true);
  sport = await makeSport(t.deps.db, `Curling ${process.pid}`);
});

const get = async (url: string) => (await call(t, admin.cookie, 'GET', url)).json();

describe('user picks', () => {
  it('lists picks with status words, searches them and grades by hand', async () => {
    const p = await account(t);
    const [h, a] = [sport.teams[0]!, sport.teams[1]!];
    const at = new Date('2026-11-10T18:00:00Z');
    const open = await makeGame(t.deps.db, { sportId: sport.id, homeTeamId: h.id, awayTeamId: a.id, at });
    const unknown = await makeGame(t.deps.db, {
      sportId: sport.id,
      homeTeamId: a.id,
      awayTeamId: h.id,
      at: new Date(at.getTime() + 3600_000),
      status: 'completed',
    });
    const [p1, p2] = await t.deps.db
      .insertInto('picks')
      .values([
        { user_id: p.row.id, game_id: open.id, selected_team_id: h.id },
        { user_id: p.row.id, game_id: unknown.id, selected_team_id: h.id },
      ])
      .returning('id')
      .execute();
    const mine = await get(`/api/admin/picks?search=${p.row.username.toUpperCase()}`);
    expect(mine.map((x: { id: number }) => x.id).sort()).toEqual([p1!.id, p2!.id].sort());
    const ungraded = mine.find((x: { id: number }) => x.id === p2!.id);
    expect(ungraded).toMatchObject({
      user: { id: p.row.id, username: p.row.username, email: p.row.email },
      game: { homeTeam: { id: a.id, name: a.name }, awayTeam: { name: h.name }, status: 'completed' },
      selectedTeam: { id: h.id, name: h.name },
      result: null,
      status: 'Ungraded',
      canGrade: true,
    });
    expect(mine.find((x: { id: number }) => x.id === p1!.id)).toMatchObject({
      status: 'Pending',
      canGrade: false,
    });
    expect(
      (await get(`/api/admin/picks?search=${encodeURIComponent(h.name.toLowerCase())}`)).length,
    ).toBeGreaterThanOrEqual(2);
    expect(await get('/api/admin/picks?search=no-such-team-zz')).toEqual([]);

    const graded = await call(t, admin.cookie, 'PUT', `/api/admin/picks/${p2!.id}/grade`, { result: 'win' });
    expect([graded.statusCode, graded.json()]).toEqual([200, { id: p2!.id, result: 'win' }]);
    const after = (await get(`/api/admin/picks?search=${p.row.username}`)).find(
      (x: { id: number }) => x.id === p2!.id,
    );
    expect(after).toMatchObject({ result: 'win', status: 'Won' });
    const user = await storedTotals(t.deps.db, p.row.id);
    expect([user.total_wins, user.current_streak]).toEqual([1, 1]);

    const early = await call(t, admin.cookie, 'PUT', `/api/admin/picks/${p1!.id}/grade`, { result: 'win' });
    expect([early.statusCode, early.json()]).toEqual([
      409,
      { message: 'Picks can be graded only after the game is completed' },
    ]);
    const bad = await call(t, admin.cookie, 'PUT', `/api/admin/picks/${p2!.id}/grade`, { result: 'draw' });
    expect([bad.statusCode, bad.json()]).toMatchObject([
      400,
      { message: 'Result must be win, loss or push' },
    ]);
    expect(
      (await call(t, admin.cookie, 'PUT', '/api/admin/picks/999999/grade', { result: 'win' })).statusCode,
    ).toBe(404);
  });
});

describe('prizes', () => {
  it('creates, lists and deletes prizes within the allowed months', async () => {
    const post = (payload: object) => call(t, admin.cookie, 'POST', '/api/admin/prizes', payload);
    const made = await post({ title: ' Big TV ', description: '65 inch', month: '2027-02', year: 2027 });
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({
      title: 'Big TV',
      description: '65 inch',
      month: '2027-02',
      year: 2027,
      isActive: true,
    });
    expect((await get('/api/admin/prizes')).map((p: { id: number }) => p.id)).toContain(made.json().id);
    for (const [payload, message] of [
      [{ title: '', month: '2026-12' }, 'Please fill in title and month.'],
      [{ title: 'TV' }, 'Please fill in title and month.'],
      [
        { title: 'TV', month: '2025-06', year: 2025 },
        'Prizes can be created only for months of this year or next year',
      ],
      [{ title: 'TV', month: '2026-12', year: 2027 }, 'Year must match the month'],
      [{ title: 'TV', month: '2026-12', year: 2040 }, 'Year must be between 2020 and 2030'],
    ] as const) {
      const res = await post(payload);
      expect([res.statusCode, res.json()], JSON.stringify(payload)).toEqual([400, { message }]);
    }
    const del = await call(t, admin.cookie, 'DELETE', `/api/admin/prizes/${made.json().id}`);
    expect(del.statusCode).toBe(200);
    expect((await get('/api/admin/prizes')).map((p: { id: number }) => p.id)).not.toContain(made.json().id);
    const again = await call(t, admin.cookie, 'DELETE', `/api/admin/prizes/${made.json().id}`);
    expect([again.statusCode, again.json()]).toEqual([404, { message: 'Prize not found' }]);
  });
});

describe('teams, sports and Fix User Streaks', () => {
  it('lists teams with grey colour fallbacks, creates teams and sports, lists 0-0 teams', async () => {
    const res = await call(t, admin.cookie, 'POST', '/api/admin/teams', {
      name: ' Stones ',
      sport: sport.name,
    });
    expect(res.statusCode).toBe(200);
    const { id } = res.json();
    const teams = await get('/api/teams');
    expect(teams.find((x: { id: number }) => x.id === id)).toEqual({
      id,
      name: 'Stones',
      sportId: sport.id,
      sport: sport.name,
      primaryColor: '#808080',
      secondaryColor: '#808080',
      wins: 0,
      losses: 0,
      ties: 0,
    });
    const needs = (await get('/api/admin/teams/needs-records')).map((x: { id: number }) => x.id);
    expect(needs).toContain(id);
    expect(needs).not.toContain(sport.teams[0]!.id);
    const dup = await call(t, admin.cookie, 'POST', '/api/admin/teams', { name: 'stones', sport: sport.id });
    expect(dup.statusCode).toBe(409);
    for (const payload of [{ name: ' ', sport: sport.name }, { name: 'X' }, { name: 'X', sport: 'Nope' }]) {
      const r = await call(t, admin.cookie, 'POST', '/api/admin/teams', payload);
      expect([r.statusCode, r.json()]).toMatchObject([
        400,
        { message: 'Please enter team name and select sport.' },
      ]);
    }

    const name = `Padel${process.pid}`;
    const made = await call(t, admin.cookie, 'POST', '/api/admin/sports', {
      name,
      displayName: 'Padel',
      description: '',
    });
    expect(made.json()).toMatchObject({ name, displayName: 'Padel', description: null });
    expect((await get('/api/sports')).map((s: { name: string }) => s.name)).toContain(name);
    const taken = await call(t, admin.cookie, 'POST', '/api/admin/sports', {
      name: name.toUpperCase(),
      displayName: 'P',
    });
    expect([taken.statusCode, taken.json()]).toEqual([
      409,
      { message: 'A sport with this name already exists' },
    ]);
    const blank = await call(t, admin.cookie, 'POST', '/api/admin/sports', { name: 'x', displayName: ' ' });
    expect([blank.statusCode, blank.json()]).toMatchObject([
      400,
      { message: 'Please enter sport name and display name.' },
    ]);
  });

  it('POST fix-streaks recomputes every user and reports how many', async () => {
    const p = await account(t);
    await t.deps.db
      .updateTable('standings')
      .set({ longest_streak: 42 })
      .where('user_id', '=', p.row.id)
      .execute();
    const { count } = await t.deps.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const res = await call(t, admin.cookie, 'POST', '/api/admin/fix-streaks');
    expect([res.statusCode, res.json()]).toEqual([200, { processedUsers: Number(count) }]);
    expect((await storedTotals(t.deps.db, p.row.id)).longest_streak).toBe(0);
  });
});
