import { describe, expect, it } from 'vitest';
import { register } from '../../../../tests/support/accounts';
import { makeGame, makeSport, matchup } from '../../../../tests/support/games';
import { sharedTestApp } from '../../../../tests/support/test-app';

const t = sharedTestApp();

describe('player profile', () => {
  it("shows another player's figures and latest graded picks, newest game first, without their e-mail", async () => {
    const viewer = await register(t.app);
    const subject = await register(t.app);
    const sport = await makeSport(t.deps.db);
    const [a, b] = sport.teams;
    const games = [];
    for (const minutes of [-3000, -2000, -1000, 600]) {
      games.push(await makeGame(t.deps.db, { ...matchup(sport), startsInMinutes: minutes }));
    }
    await t.deps.db
      .insertInto('picks')
      .values(
        games.map((g, i) => ({
          user_id: subject.user.id,
          game_id: g.id,
          selected_team_id: a!.id,
          manual_result: i === 3 ? null : i === 1 ? ('loss' as const) : ('win' as const),
        })),
      )
      .execute();
    await t.deps.db
      .updateTable('games')
      .set({ status: 'completed', home_score: 3, away_score: 1 })
      .where(
        'id',
        'in',
        games.slice(0, 3).map((g) => g.id),
      )
      .execute();
    const res = await t.app.inject({
      url: `/api/users/${subject.user.id}/picks/history?limit=2`,
      headers: { cookie: viewer.cookie },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ id: subject.user.id, username: subject.account.username });
    expect(body.user.email).toBeUndefined();
    expect(body.picks.map((p: { gameId: number }) => p.gameId)).toEqual([games[2]!.id, games[1]!.id]);
    expect(body.picks[0]).toMatchObject({
      result: 'win',
      selectedTeam: { id: a!.id },
      opponent: { id: b!.id },
      game: { sport: sport.name, homeScore: 3, awayScore: 1 },
    });
  });

  it('answers 404 for an unknown player, 400 for a bad id and 401 when signed out', async () => {
    const viewer = await register(t.app);
    const unknown = await t.app.inject({
      url: '/api/users/999999/picks/history',
      headers: { cookie: viewer.cookie },
    });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: 'Player not found' }]);
    const bad = await t.app.inject({
      url: '/api/users/abc/picks/history',
      headers: { cookie: viewer.cookie },
    });
    expect(bad.statusCode).toBe(400);
    const limit = await t.app.inject({
      url: `/api/users/${viewer.user.id}/picks/history?limit=500`,
      headers: { cookie: viewer.cookie },
    });
    expect(limit.statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/users/${viewer.user.id}/picks/history` })).statusCode).toBe(401);
  });
});

describe('current prize', () => {
  it("is null without a prize, then this month's active prize", async () => {
    const none = await t.app.inject({ url: '/api/prizes/current' });
    expect([none.statusCode, none.body]).toEqual([200, 'null']);
    const month = t.clock.now().toISOString().slice(0, 7);
    await t.deps.db
      .insertInto('prizes')
      .values([
        { title: 'Old prize', month: '2025-01', year: 2025 },
        { title: 'Inactive', month, year: Number(month.slice(0, 4)), is_active: false },
        { title: 'Signed jersey', description: 'Top of the board', month, year: Number(month.slice(0, 4)) },
      ])
      .execute();
    const res = await t.app.inject({ url: '/api/prizes/current' });
    expect(res.json()).toMatchObject({
      title: 'Signed jersey',
      description: 'Top of the board',
      month,
      isActive: true,
    });
  });
});
