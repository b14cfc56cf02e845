import { describe, expect, it } from 'vitest';
import { register } from '../../../../tests/support/accounts';
import { makeGame, makeSport, matchup } from '../../../../tests/support/games';
import { sharedTestApp } from '../../../../tests/support/test-app';

const t = sharedTestApp();

describe('GET /api/users/me/stats', () => {
  it('refuses a free player with 403 and its words, and a signed-out caller with 401', async () => {
    const free = await register(t.app);
    const res = await t.app.inject({ url: '/api/users/me/stats', headers: { cookie: free.cookie } });
    expect([res.statusCode, res.json()]).toEqual([403, { message: 'Advanced stats are a premium feature.' }]);
    expect((await t.app.inject({ url: '/api/users/me/stats' })).statusCode).toBe(401);
  });

  it("answers a premium player's stats by the game's day in the player's time zone", async () => {
    t.clock.set('2026-11-24T15:00:00Z');
    const player = await register(t.app);
    await t.deps.db
      .updateTable('users')
      .set({ subscription_tier: 'premium', timezone: 'America/Los_Angeles' })
      .where('id', '=', player.user.id)
      .execute();
    const sport = await makeSport(t.deps.db);
    const [a, b] = sport.teams;
    // Sunday 22 November 03:00 UTC is Saturday evening in Los Angeles.
    const spec = (at: string, winner: number | null, isPush = false) => ({
      ...matchup(sport),
      at: new Date(at),
      status: 'completed' as const,
      winnerTeamId: winner,
      isPush,
    });
    const games = [
      await makeGame(t.deps.db, spec('2026-11-22T03:00:00Z', a!.id)),
      await makeGame(t.deps.db, spec('2026-11-22T20:00:00Z', b!.id)),
      await makeGame(t.deps.db, spec('2026-11-23T20:00:00Z', null, true)),
    ];
    await t.deps.db
      .updateTable('games')
      .set((eb) => ({
        graded_winner_team_id: eb.ref('winner_team_id'),
        graded_push: eb.ref('is_push'),
        graded_at: new Date(),
      }))
      .where(
        'id',
        'in',
        games.map((g) => g.id),
      )
      .execute();
    await t.deps.db
      .insertInto('picks')
      .values(games.map((g) => ({ user_id: player.user.id, game_id: g.id, selected_team_id: a!.id })))
      .execute();

    const res = await t.app.inject({ url: '/api/users/me/stats', headers: { cookie: player.cookie } });
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    expect(stats.byLeague).toEqual([{ sport: sport.name, wins: 1, losses: 1, pushes: 1, winRate: 33 }]);
    expect(stats.byWeekday[6]).toEqual({ weekday: 6, wins: 1, losses: 0, pushes: 0, winRate: 100 });
    expect(stats.byWeekday[0]).toEqual({ weekday: 0, wins: 0, losses: 1, pushes: 0, winRate: 0 });
    expect(stats.calendar).toEqual([
      { day: '2026-11-21', picks: 1, wins: 1, losses: 0, pushes: 0 },
      { day: '2026-11-22', picks: 1, wins: 0, losses: 1, pushes: 0 },
      { day: '2026-11-23', picks: 1, wins: 0, losses: 0, pushes: 1 },
    ]);
    expect(stats.streakOverTime).toEqual([
      { day: '2026-11-21', streak: 1 },
      { day: '2026-11-22', streak: -1 },
      { day: '2026-11-23', streak: -1 },
    ]);
    expect(stats.bestTeams).toEqual([
      { teamId: a!.id, name: a!.name, abbreviation: null, wins: 1, losses: 1, pushes: 1 },
    ]);
    expect(stats.worstTeams).toHaveLength(1);

    const trpc = await t.app.inject({ url: '/trpc/users.stats', headers: { cookie: player.cookie } });
    expect(trpc.json().result.data).toEqual(stats);
  });
});
