import { beforeAll, describe, expect, it } from 'vitest';
import { account, call } from '../../../tests/support/calls';
import { makeGame, makeSport } from '../../../tests/support/games';
import { readEmlFiles, resetLinkInMessage } from '../../../tests/support/mail';
import { DAY, sharedTestApp } from '../../../tests/support/test-app';

const t = sharedTestApp();
let admin: Awaited<ReturnType<typeof account>>;

beforeAll(async () => {
  admin = await account(t, true);
});

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
    const live = await makeGame(t.deps.db, {
      sportId: sport.id,
      homeTeamId: h,
      awayTeamId: w,
      status: 'live',
    });
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

describe('GET /api/admin/users', () => {
  it('searches username, e-mail, first and last name ignoring case, one page at a time', async () => {
    const tag = `zq${process.pid}`;
    const ann = await account(t);
    await setUser(ann.row.id, { first_name: `Ann${tag}`, last_name: 'Lee' });
    const bob = await account(t);
    await setUser(bob.row.id, { last_name: `BOB${tag}` });
    const list = async (qs: string) => (await call(t, admin.cookie, 'GET', `/api/admin/users?${qs}`)).json();

    const all = await list(`search=${tag.toUpperCase()}`);
    expect(all.total).toBe(2);
    expect(all.users.map((u: { id: number }) => u.id)).toEqual([bob.row.id, ann.row.id]);
    expect(all.users[1]).toEqual({
      id: ann.row.id,
      username: ann.row.username,
      email: ann.row.email,
      firstName: `Ann${tag}`,
      lastName: 'Lee',
      avatarKey: 'geometric-1',
      subscriptionTier: 'free',
      totalPicks: 0,
      totalWins: 0,
      longestStreak: 0,
      lastLoginAt: expect.any(String),
      createdAt: expect.any(String),
    });
    expect((await list(`search=${ann.row.username.toUpperCase()}`)).users[0].id).toBe(ann.row.id);
    expect((await list(`search=${encodeURIComponent(bob.row.email!)}`)).users[0].id).toBe(bob.row.id);
    expect((await list(`search=${encodeURIComponent(`ann${tag} lee`)}`)).total).toBe(1);
    const page2 = await list(`search=${tag}&page=2&pageSize=1`);
    expect([page2.total, page2.page, page2.pageSize, page2.users[0].id]).toEqual([2, 2, 1, ann.row.id]);
    expect((await list('search=%25_nobody_')).total).toBe(0);
    expect((await call(t, admin.cookie, 'GET', '/api/admin/users?page=0')).statusCode).toBe(400);
  });
});

describe('subscription and passwords', () => {
  it('PUT subscription applies to the daily cap at once', async () => {
    const p = await account(t);
    const res = await call(t, admin.cookie, 'PUT', `/api/admin/users/${p.row.id}/subscription`, {
      subscriptionTier: 'premium',
    });
    expect([res.statusCode, res.json()]).toEqual([200, { id: p.row.id, subscriptionTier: 'premium' }]);
    expect((await call(t, p.cookie, 'GET', '/api/picks/user')).json().maxDailyPicks).toBeNull();
    const bad = await call(t, admin.cookie, 'PUT', `/api/admin/users/${p.row.id}/subscription`, {
      subscriptionTier: 'gold',
    });
    expect([bad.statusCode, bad.json()]).toMatchObject([
      400,
      { message: 'Subscription tier must be free or premium' },
    ]);
    const missing = await call(t, admin.cookie, 'PUT', '/api/admin/users/999999/subscription', {
      subscriptionTier: 'free',
    });
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: 'User not found' }]);
  });

  it('POST password-reset mails the user a working reset link; no e-mail is 400', async () => {
    const p = await account(t);
    const res = await call(t, admin.cookie, 'POST', '/api/admin/password-reset', { userId: p.row.id });
    expect([res.statusCode, res.json()]).toEqual([200, { userEmail: p.row.email }]);
    await t.deps.mailer.drain();
    const mail = (await readEmlFiles(t.mailDir)).find((m) => m.includes(p.row.email!));
    expect(mail).toBeDefined();
    const token = new URL(resetLinkInMessage(mail!)).searchParams.get('token');
    expect((await call(t, undefined, 'GET', `/api/password-reset/verify/${token}`)).statusCode).toBe(200);

    await setUser(p.row.id, { email: null });
    const none = await call(t, admin.cookie, 'POST', '/api/admin/password-reset', { userId: p.row.id });
    expect([none.statusCode, none.json()]).toEqual([400, { message: 'This user has no email address' }]);
  });

  it('POST manual-password-reset sets the password and ends that user’s sessions', async () => {
    const p = await account(t);
    const short = await call(t, admin.cookie, 'POST', '/api/admin/manual-password-reset', {
      userId: p.row.id,
      newPassword: 'abc1',
    });
    expect([short.statusCode, short.json()]).toMatchObject([
      400,
      { message: 'Password must be at least 8 characters long' },
    ]);
    const res = await call(t, admin.cookie, 'POST', '/api/admin/manual-password-reset', {
      userId: p.row.id,
      newPassword: 'brandNew123',
    });
    expect([res.statusCode, res.json()]).toEqual([200, { userName: p.row.username }]);
    expect((await call(t, p.cookie, 'GET', '/api/auth/user')).statusCode).toBe(401);
    const login = await call(t, undefined, 'POST', '/api/auth/login', {
      username: p.row.username,
      password: 'brandNew123',
    });
    expect(login.statusCode).toBe(200);
    // The admin's own session is untouched.
    expect((await call(t, admin.cookie, 'GET', '/api/auth/user')).statusCode).toBe(200);
  });
});
