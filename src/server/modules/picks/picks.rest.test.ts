import { describe, expect, it } from 'vitest';
import { register } from '../../../../tests/support/accounts';
import { makeGame, sportBeforeAll } from '../../../../tests/support/games';
import { sharedTestApp } from '../../../../tests/support/test-app';

const t = sharedTestApp();
const origin = { host: 'picks.test', origin: 'http://picks.test' };

const sport = sportBeforeAll(t);

const [home, away] = [0, 1];
const game = (startsInMinutes = 120, status?: 'scheduled' | 'live' | 'completed') =>
  makeGame(t.deps.db, {
    sportId: sport.id,
    homeTeamId: sport.teams[home]!.id,
    awayTeamId: sport.teams[away]!.id,
    startsInMinutes,
    status,
  });

const pick = (cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/picks', payload, headers: { cookie, ...origin } });
const change = (cookie: string, id: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/picks/${id}`, payload, headers: { cookie, ...origin } });

describe('making picks', () => {
  it('records a pick on an open game and counts it against the day', async () => {
    const { cookie } = await register(t.app);
    const g = await game();
    const res = await pick(cookie, { gameId: g.id, selectedTeamId: g.home_team_id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      pick: { gameId: g.id, selectedTeamId: g.home_team_id, result: null },
      dailyPickCount: 1,
      maxDailyPicks: 3,
    });
    const mine = (await t.app.inject({ url: '/api/picks/user', headers: { cookie } })).json();
    expect(mine).toMatchObject({ dailyPickCount: 1, maxDailyPicks: 3 });
    expect(mine.picks.map((p: { gameId: number }) => p.gameId)).toContain(g.id);
  });

  it.each([
    ['a started game', -5, 'scheduled', 'This game has already started', 400],
    ['a live game', 30, 'live', 'This game has already started', 400],
    ['a completed game', -300, 'completed', 'This game has already started', 400],
  ] as const)('refuses %s', async (_name, minutes, status, message, code) => {
    const { cookie } = await register(t.app);
    const g = await game(minutes, status);
    const res = await pick(cookie, { gameId: g.id, selectedTeamId: g.home_team_id });
    expect(res.statusCode).toBe(code);
    expect(res.json()).toEqual({ message });
  });

  it('refuses a team of another game, an unknown game, a second pick and bad input', async () => {
    const { cookie } = await register(t.app);
    const g = await game();
    const wrong = await pick(cookie, { gameId: g.id, selectedTeamId: sport.teams[2]!.id });
    expect([wrong.statusCode, wrong.json()]).toEqual([
      400,
      { message: 'The selected team is not playing in this game' },
    ]);
    const missing = await pick(cookie, { gameId: 999_999, selectedTeamId: 1 });
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: 'Game not found' }]);
    expect((await pick(cookie, { gameId: g.id, selectedTeamId: g.home_team_id })).statusCode).toBe(200);
    const twice = await pick(cookie, { gameId: g.id, selectedTeamId: g.away_team_id });
    expect(twice.statusCode).toBe(409);
    const bad = await pick(cookie, { gameId: 'abc', selectedTeamId: 1 });
    expect([bad.statusCode, bad.json()]).toMatchObject([400, { message: 'gameId must be a number' }]);
  });

  it('needs a signed-in player', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/picks',
      payload: { gameId: 1, selectedTeamId: 1 },
    });
    expect([res.statusCode, res.json()]).toEqual([401, { message: 'Unauthorized' }]);
  });

  it('stops a free player at 3 new picks a day, but never a premium player', async () => {
    const free = await register(t.app);
    const premium = await register(t.app);
    await t.deps.db
      .updateTable('users')
      .set({ subscription_tier: 'premium' })
      .where('id', '=', premium.user.id)
      .execute();
    const games = await Promise.all([1, 2, 3, 4, 5].map((i) => game(60 + i)));
    const statuses = [];
    for (const g of games)
      statuses.push((await pick(free.cookie, { gameId: g.id, selectedTeamId: g.home_team_id })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 403, 403]);
    const fourth = await pick(free.cookie, { gameId: games[4]!.id, selectedTeamId: games[4]!.home_team_id });
    expect(fourth.json()).toEqual({ message: 'Daily pick limit reached (3)' });
    for (const g of games) {
      expect((await pick(premium.cookie, { gameId: g.id, selectedTeamId: g.away_team_id })).statusCode).toBe(
        200,
      );
    }
    const mine = (await t.app.inject({ url: '/api/picks/user', headers: { cookie: premium.cookie } })).json();
    expect(mine).toMatchObject({ dailyPickCount: 5, maxDailyPicks: null });
  });

  it('holds the cap under 20 simultaneous picks from one free player', async () => {
    const { cookie, user } = await register(t.app);
    const games = await Promise.all(Array.from({ length: 20 }, (_, i) => game(90 + i)));
    const results = await Promise.all(
      games.map((g) => pick(cookie, { gameId: g.id, selectedTeamId: g.home_team_id })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 403)).toHaveLength(17);
    const stored = await t.deps.db.selectFrom('picks').select('id').where('user_id', '=', user.id).execute();
    expect(stored).toHaveLength(3);
  });

  it('keeps one pick per player and game under simultaneous attempts', async () => {
    const { cookie, user } = await register(t.app);
    const g = await game();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        pick(cookie, { gameId: g.id, selectedTeamId: i % 2 ? g.home_team_id : g.away_team_id }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const stored = await t.deps.db.selectFrom('picks').select('id').where('user_id', '=', user.id).execute();
    expect(stored).toHaveLength(1);
  });
});

describe('changing picks', () => {
  it('moves the pick to the other team without using the day', async () => {
    const { cookie } = await register(t.app);
    const g = await game();
    const made = (await pick(cookie, { gameId: g.id, selectedTeamId: g.home_team_id })).json();
    const res = await change(cookie, made.pick.id, { selectedTeamId: g.away_team_id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      pick: { id: made.pick.id, selectedTeamId: g.away_team_id },
      dailyPickCount: 1,
    });
  });

  it("refuses another player's pick, a started game, a foreign team and an unknown pick", async () => {
    const owner = await register(t.app);
    const other = await register(t.app);
    const g = await game(1);
    const made = (await pick(owner.cookie, { gameId: g.id, selectedTeamId: g.home_team_id })).json();
    const foreign = await change(other.cookie, made.pick.id, { selectedTeamId: g.away_team_id });
    expect([foreign.statusCode, foreign.json()]).toEqual([
      403,
      { message: 'You can only change your own picks' },
    ]);
    const team = await change(owner.cookie, made.pick.id, { selectedTeamId: sport.teams[3]!.id });
    expect(team.statusCode).toBe(400);
    const unknown = await change(owner.cookie, 987_654, { selectedTeamId: g.away_team_id });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: 'Pick not found' }]);
    await t.deps.db
      .updateTable('games')
      .set({ scheduled_time: new Date(Date.now() - 60_000) })
      .where('id', '=', g.id)
      .execute();
    const late = await change(owner.cookie, made.pick.id, { selectedTeamId: g.away_team_id });
    expect([late.statusCode, late.json()]).toEqual([400, { message: 'This game has already started' }]);
    const row = await t.deps.db
      .selectFrom('picks')
      .select('selected_team_id')
      .where('id', '=', made.pick.id)
      .executeTakeFirstOrThrow();
    expect(row.selected_team_id).toBe(g.home_team_id);
  });
});

describe('pick history', () => {
  it('lists picks with game, team, result and time, newest first', async () => {
    const { cookie } = await register(t.app);
    const first = await game(200);
    const second = await game(100);
    await pick(cookie, { gameId: first.id, selectedTeamId: first.home_team_id });
    await pick(cookie, { gameId: second.id, selectedTeamId: second.away_team_id });
    const res = await t.app.inject({ url: '/api/picks/user/history', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const history = res.json();
    expect(history.map((h: { gameId: number }) => h.gameId)).toEqual([second.id, first.id]);
    expect(history[0]).toMatchObject({
      selectedTeam: { id: second.away_team_id, name: sport.teams[away]!.name },
      opponent: { id: second.home_team_id },
      result: null,
      game: { id: second.id, status: 'scheduled', homeTeam: { id: second.home_team_id } },
    });
    expect(Date.parse(history[0].pickedAt)).not.toBeNaN();
  });
});
