import { beforeAll, describe, expect, it } from 'vitest';
import { account, call, signedInAdmin } from '../../../../tests/support/calls';
import { makeGame, makeSport, matchup } from '../../../../tests/support/games';
import { sharedTestApp } from '../../../../tests/support/test-app';
import { ADMIN_GAME_MESSAGES as M } from '../../../shared/schemas/admin-games';

const t = sharedTestApp();
const admin = signedInAdmin(t);
let sport: Awaited<ReturnType<typeof makeSport>>;
let other: Awaited<ReturnType<typeof makeSport>>;

beforeAll(async () => {
  sport = await makeSport(t.deps.db, `Hurling ${process.pid}`);
  other = await makeSport(t.deps.db, `Bandy ${process.pid}`);
});

const send = (method: string, url: string, payload?: object) => call(t, admin.cookie, method, url, payload);
const ids = (games: { id: number }[]) => games.map((g) => g.id);
const denver = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Denver',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
const totals = (userId: number) =>
  t.deps.db
    .selectFrom('standings')
    .select(['total_picks', 'total_wins', 'total_losses', 'total_pushes', 'current_streak'])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();

describe('create game', () => {
  it('refuses missing fields, one team twice, two sports, unknown teams and bad records', async () => {
    const [h, a] = [sport.teams[0]!.id, sport.teams[1]!.id];
    const cases: [object, number, string | null][] = [
      [{}, 400, M.createRequired],
      [{ homeTeamId: h, awayTeamId: a, date: '2026-07-04' }, 400, M.createRequired],
      [{ homeTeamId: h, awayTeamId: a, date: '', time: '19:00' }, 400, M.createRequired],
      [{ homeTeamId: h, awayTeamId: h, date: '2026-07-04', time: '19:00' }, 400, M.sameTeams],
      [{ homeTeamId: h, awayTeamId: other.teams[0]!.id, date: '2026-07-04', time: '19:00' }, 400, null],
      [{ homeTeamId: h, awayTeamId: 99_999_999, date: '2026-07-04', time: '19:00' }, 404, M.teamNotFound],
      [{ homeTeamId: h, awayTeamId: a, date: '2026-02-30', time: '19:00' }, 400, M.dateInvalid],
      [{ homeTeamId: h, awayTeamId: a, date: '2026-07-04', time: '24:10' }, 400, M.timeInvalid],
      [
        { homeTeamId: h, awayTeamId: a, date: '2026-07-04', time: '19:00', homeTeamWins: -1 },
        400,
        M.recordInvalid,
      ],
      [
        { homeTeamId: h, awayTeamId: a, date: '2026-07-04', time: '19:00', awayTeamLosses: 1.5 },
        400,
        M.recordInvalid,
      ],
    ];
    for (const [payload, status, message] of cases) {
      const res = await send('POST', '/api/admin/games', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(typeof res.json().message).toBe('string');
      if (message) expect(res.json().message).toBe(message);
    }
  });

  it('reads date and time as Mountain time, daylight saving included, and stores the extras', async () => {
    const [h, a] = [sport.teams[0]!, sport.teams[1]!];
    const summer = await send('POST', '/api/admin/games', {
      homeTeamId: h.id,
      awayTeamId: a.id,
      date: '2026-07-04',
      time: '19:00',
      notes: '  Derby  ',
      homeTeamPickOption: 'Home side',
      awayTeamPickOption: 'Away side',
      homeTeamWins: 3,
      homeTeamLosses: 0,
      awayTeamWins: 1,
      awayTeamLosses: 2,
    });
    expect(summer.statusCode).toBe(200);
    expect(summer.json()).toMatchObject({
      scheduledTime: '2026-07-05T01:00:00.000Z',
      status: 'scheduled',
      sport: sport.name,
      homeTeam: { id: h.id },
      awayTeam: { id: a.id },
      notes: 'Derby',
      homeTeamPickOption: 'Home side',
      awayTeamPickOption: 'Away side',
      showTeamRecords: true,
      homeTeamWins: 3,
      homeTeamLosses: 0,
      awayTeamWins: 1,
      awayTeamLosses: 2,
      isFreePick: false,
    });
    const winter = await send('POST', '/api/admin/games', {
      homeTeamId: a.id,
      awayTeamId: h.id,
      date: '2026-12-01',
      time: '19:00',
      showTeamRecords: false,
    });
    expect(winter.json()).toMatchObject({
      scheduledTime: '2026-12-02T02:00:00.000Z',
      showTeamRecords: false,
    });
    const iso = await send('POST', '/api/admin/games', {
      homeTeamId: a.id,
      awayTeamId: h.id,
      scheduledTime: '2026-08-01T12:30:00-04:00',
    });
    expect([iso.statusCode, iso.json().scheduledTime]).toEqual([200, '2026-08-01T16:30:00.000Z']);
  });
});

describe('manage-games and game-history lists', () => {
  it('lists scheduled games soonest first, and completed or live ones newest first', async () => {
    const [h, a] = [other.teams[0]!.id, other.teams[1]!.id];
    const g = (at: string, status: 'scheduled' | 'live' | 'completed' = 'scheduled') =>
      makeGame(t.deps.db, { sportId: other.id, homeTeamId: h, awayTeamId: a, at: new Date(at), status });
    const late = await g('2031-03-02T18:00:00Z');
    const early = await g('2031-03-01T18:00:00Z');
    const oldDone = await g('2020-01-01T18:00:00Z', 'completed');
    const live = await g('2020-01-03T18:00:00Z', 'live');
    const newDone = await g('2020-01-02T18:00:00Z', 'completed');
    const scheduled = (await send('GET', '/api/admin/games')).json();
    expect(scheduled.every((x: { status: string }) => x.status === 'scheduled')).toBe(true);
    const mine = ids(scheduled).filter((id) => [late.id, early.id].includes(id));
    expect(mine).toEqual([early.id, late.id]);
    const times = scheduled.map((x: { scheduledTime: string }) => x.scheduledTime);
    expect(times).toEqual([...times].sort());
    const history = (await send('GET', '/api/admin/games/history')).json();
    expect(ids(history).filter((id) => [oldDone.id, live.id, newDone.id].includes(id))).toEqual([
      live.id,
      newDone.id,
      oldDone.id,
    ]);
    expect(history.every((x: { status: string }) => x.status !== 'scheduled')).toBe(true);
    expect(ids((await send('GET', '/api/admin/games/history?limit=1')).json())).toHaveLength(1);
  });
});

describe('edit and delete', () => {
  it('edits a scheduled game in Mountain time and refuses the rest', async () => {
    const [h, a, c] = [sport.teams[0]!.id, sport.teams[1]!.id, sport.teams[2]!.id];
    const game = (
      await send('POST', '/api/admin/games', {
        homeTeamId: h,
        awayTeamId: a,
        date: '2026-06-01',
        time: '10:00',
      })
    ).json();
    /** An edit of the game (or of `id`) to 2 June at 19:00, unless the body says otherwise. */
    const edit = (body: object, id = game.id) =>
      send('PUT', `/api/admin/games/${id}`, { date: '2026-06-02', time: '19:00', ...body });
    const missing = await edit({ homeTeamId: h, awayTeamId: a, time: undefined });
    expect([missing.statusCode, missing.json()]).toEqual([400, { message: M.editRequired }]);
    const same = await edit({ homeTeamId: h, awayTeamId: h });
    expect([same.statusCode, same.json()]).toEqual([400, { message: M.sameTeams }]);
    const edited = await edit({ homeTeamId: a, awayTeamId: c, notes: 'Moved' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ homeTeam: { id: a }, awayTeam: { id: c }, notes: 'Moved' });
    const listed = (await send('GET', '/api/admin/games'))
      .json()
      .find((x: { id: number }) => x.id === game.id);
    expect(denver(listed.scheduledTime)).toBe('2026-06-02, 19:00');
    // Notes left out stay; teams of a game with picks can swap but not change.
    const p = await account(t);
    await t.deps.db
      .insertInto('picks')
      .values({ user_id: p.row.id, game_id: game.id, selected_team_id: a })
      .execute();
    const swapped = await edit({ homeTeamId: c, awayTeamId: a });
    expect(swapped.json()).toMatchObject({ homeTeam: { id: c }, notes: 'Moved' });
    const changed = await edit({ homeTeamId: h, awayTeamId: a });
    expect([changed.statusCode, changed.json()]).toEqual([409, { message: M.teamsHavePicks }]);
    const unknown = await edit({ homeTeamId: h, awayTeamId: a }, 99999999);
    expect(unknown.statusCode).toBe(404);
    await send('PUT', `/api/admin/games/${game.id}/score`, { homeScore: 1, awayScore: 0, winner: 'home' });
    const done = await edit({ homeTeamId: c, awayTeamId: a, time: '20:00' });
    expect([done.statusCode, done.json()]).toEqual([409, { message: M.notScheduled }]);
  });

  it('deletes a game and its picks, restoring the player totals (404 when unknown)', async () => {
    const p = await account(t);
    const h = sport.teams[0]!.id;
    const game = await makeGame(t.deps.db, { ...matchup(sport), at: new Date('2026-05-01T18:00:00Z') });
    await t.deps.db
      .insertInto('picks')
      .values({ user_id: p.row.id, game_id: game.id, selected_team_id: h })
      .execute();
    await send('PUT', `/api/admin/games/${game.id}/score`, { homeScore: 2, awayScore: 1, winnerId: h });
    expect(await totals(p.row.id)).toMatchObject({ total_picks: 1, total_wins: 1, current_streak: 1 });
    const removed = await send('DELETE', `/api/admin/games/${game.id}`);
    expect([removed.statusCode, removed.json()]).toEqual([200, { success: true }]);
    expect(await totals(p.row.id)).toMatchObject({ total_picks: 0, total_wins: 0, current_streak: 0 });
    expect(await t.deps.db.selectFrom('picks').select('id').where('game_id', '=', game.id).execute()).toEqual(
      [],
    );
    expect((await send('DELETE', `/api/admin/games/${game.id}`)).statusCode).toBe(404);
  });
});

describe('score entry and Fix Score', () => {
  it('refuses incomplete or wrong scores, completes and grades, and regrades a correction', async () => {
    const [h, a] = [sport.teams[2]!.id, sport.teams[3]!.id];
    const [winner, loser] = [await account(t), await account(t)];
    const game = await makeGame(t.deps.db, {
      ...matchup(sport, 2),
      at: new Date('2026-04-01T18:00:00Z'),
      status: 'live',
    });
    await t.deps.db
      .insertInto('picks')
      .values([
        { user_id: winner.row.id, game_id: game.id, selected_team_id: h },
        { user_id: loser.row.id, game_id: game.id, selected_team_id: a },
      ])
      .execute();
    const url = `/api/admin/games/${game.id}/score`;
    const refusals: [object, string][] = [
      [{}, M.scoreMissing],
      [{ homeScore: 1, awayScore: 0 }, M.scoreMissing],
      [{ homeScore: 1, winnerId: h }, M.scoreMissing],
      [{ homeScore: -1, awayScore: 0, winnerId: h }, 'Home score cannot be negative'],
      [{ homeScore: 1, awayScore: 0.5, winnerId: h }, 'Away score must be a whole number'],
      [{ homeScore: 1, awayScore: 0, winnerId: other.teams[0]!.id }, M.winnerInvalid],
    ];
    for (const [payload, message] of refusals) {
      const res = await send('PUT', url, payload);
      expect([res.statusCode, res.json()], JSON.stringify(payload)).toMatchObject([400, { message }]);
    }
    expect(
      (await send('PUT', '/api/admin/games/99999999/score', { homeScore: 1, awayScore: 0, winner: 'home' }))
        .statusCode,
    ).toBe(404);
    const scored = await send('PUT', url, { homeScore: 3, awayScore: 1, winnerId: h });
    expect(scored.json()).toMatchObject({ status: 'completed', homeScore: 3, awayScore: 1, winnerId: h });
    expect(await totals(winner.row.id)).toMatchObject({ total_picks: 1, total_wins: 1, current_streak: 1 });
    expect(await totals(loser.row.id)).toMatchObject({ total_picks: 1, total_losses: 1, current_streak: -1 });
    const fixed = await send('PUT', url, { homeScore: 3, awayScore: 4, winnerId: a });
    expect(fixed.json()).toMatchObject({ homeScore: 3, awayScore: 4, winnerId: a });
    expect(await totals(winner.row.id)).toMatchObject({ total_wins: 0, total_losses: 1 });
    expect(await totals(loser.row.id)).toMatchObject({ total_wins: 1, total_losses: 0, current_streak: 1 });
    const push = await send('PUT', url, { homeScore: 2, awayScore: 2, winner: 'push' });
    expect(push.json()).toMatchObject({ winnerId: 'push' });
    expect(await totals(loser.row.id)).toMatchObject({ total_wins: 0, total_pushes: 1 });
    const history = (await send('GET', '/api/admin/games/history')).json();
    expect(ids(history)).toContain(game.id);
  });
});
