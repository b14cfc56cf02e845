import { describe, expect, it } from 'vitest';
import { account, call, signedInAdmin } from '../../../../tests/support/calls';
import { readEmlFiles, resetLinkInMessage } from '../../../../tests/support/mail';
import { sharedTestApp } from '../../../../tests/support/test-app';

const t = sharedTestApp();
const admin = signedInAdmin(t);

const setUser = (id: number, values: Record<string, unknown>) =>
  t.deps.db.updateTable('users').set(values).where('id', '=', id).execute();

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
