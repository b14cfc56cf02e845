import { describe, expect, it } from 'vitest';
import { account, call, signedInAdmin } from '../../../../tests/support/calls';
import { makeGame, makeSport, matchup } from '../../../../tests/support/games';
import { DAY, sharedTestApp } from '../../../../tests/support/test-app';

const t = sharedTestApp();
const admin = signedInAdmin(t);

const setUser = (id: number, values: Record<string, unknown>) =>
  t.deps.db.updateTable('users').set(values).where('id', '=', id).execute();
const analytics = async () => (await call(t, admin.cookie, 'GET', '/api/admin/analytics')).json();

describe('GET /api/admin/analytics', () => {
  it('counts users, activity, picks, premium, games and revenue by the server clock', async () => {
    const before = await analytics();
    const now = t.clock.now().getTime();
    const [a, b, c] = [await account(t), await account(t), await account(t)];
    await setUser(a.row.id, { last_login_at: new Date(now - 2 * 3600_000), subscription_tier: 'premium' });
    await setUser(b.row.id, { last_login_at: new Date(now - 3 * DAY) });
    await setUser(c.row.id, { last_login_at: new Date(now - 8 * DAY) });
    const sport = await makeSport(t.deps.db);
    const [h, w] = [sport.teams[0]!.id, sport.teams[1]!.id];
    const live = await makeGame(t.deps.db, { ...matchup(sport), status: 'live' });
    await makeGame(t.deps.db, { sportId: sport.id, homeTeamId: h, awayTeamId: w });
    await t.deps.db
      .insertInto('picks')
      .values([
        { user_id: a.row.id, game_id: live.id, selected_team_id: h, picked_at: new Date(now - 3600_000) },
        { user_id: b.row.id, game_id: live.id, selected_team_id: w, picked_at: new Date(now - 2 * DAY) },
      ])
      .execute();

    const after = await analytics();
    expect(after.totalUsers - before.totalUsers).toBe(3);
    expect(after.activeUsersWeek - before.activeUsersWeek).toBe(2);
    expect(after.activeUsers24h - before.activeUsers24h).toBe(1);
    expect(after.totalPicks - before.totalPicks).toBe(2);
    expect(after.picks24h - before.picks24h).toBe(1);
    expect(after.premiumUsers - before.premiumUsers).toBe(1);
    expect(after.activeGames - before.activeGames).toBe(1);
    expect(after.scheduledGames - before.scheduledGames).toBe(1);
    expect(after.conversionRate).toBe(Math.round((100 * after.premiumUsers) / after.totalUsers));
    expect(after.revenue).toEqual({
      current: after.premiumUsers * 20,
      projected: Math.round(after.totalUsers * 20 * 0.15 * 100) / 100,
    });
  });

  it('names the champions; the win rate needs 10 graded picks', async () => {
    const [sharp, busy, lucky] = [await account(t), await account(t), await account(t)];
    const record = (wins: number, losses: number, streak: number) => ({
      total_wins: wins,
      total_losses: losses,
      total_picks: wins + losses,
      win_percentage: Math.round((100 * wins) / (wins + losses)),
      longest_streak: streak,
    });
    const setFigures = (id: number, values: ReturnType<typeof record>) =>
      t.deps.db.updateTable('standings').set(values).where('user_id', '=', id).execute();
    await setFigures(sharp.row.id, record(10, 0, 10));
    await setFigures(busy.row.id, record(5000, 5000, 9000));
    await setFigures(lucky.row.id, record(9, 0, 9));
    const { champions } = await analytics();
    expect(champions.winRate).toEqual({ id: sharp.row.id, username: sharp.row.username, value: 100 });
    expect(champions.longestStreak).toMatchObject({ id: busy.row.id, value: 9000 });
    expect(champions.mostPicks).toMatchObject({ id: busy.row.id, value: 10000 });
  });
});
