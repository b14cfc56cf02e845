import { describe, expect, it } from 'vitest';
import { account, call, signedInAdmin } from '../../../../tests/support/calls';
import { makeGame, makeSport, storedTotals } from '../../../../tests/support/games';
import { sharedTestApp } from '../../../../tests/support/test-app';

const t = sharedTestApp();
const admin = signedInAdmin(t);
const { get } = admin;

describe('user picks', () => {
  it('lists picks with status words, searches them and grades by hand', async () => {
    const p = await account(t);
    const sport = await makeSport(t.deps.db, `Curling ${process.pid}`);
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
