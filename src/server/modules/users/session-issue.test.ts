import { describe, expect, it } from 'vitest';
import { newAccount, register, sessionCookie } from '../../../../tests/support/accounts';
import { sharedTestApp } from '../../../../tests/support/test-app';

// Session fixation: whatever cookie a browser already holds, a sign-in or sign-up issues a brand-new
// token, and a token the server never issued signs nobody in.

const t = sharedTestApp();

const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);
const idOf = (cookie: string) => tokenOf(cookie).split('.')[0]!;
const me = (cookie: string) => t.app.inject({ url: '/api/auth/user', headers: { cookie } });
const sessionIds = async (userId: number) =>
  (await t.deps.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).map(
    (r) => r.id,
  );

function login(username: string, password: string, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    headers: { host: 'picks.test', origin: 'http://picks.test', ...(cookie ? { cookie } : {}) },
  });
}

/** A token of the right shape that this server never issued (what an attacker plants). */
const PLANTED = `session=${'a'.repeat(24)}.${'b'.repeat(32)}`;

describe('a new token at every sign-in', () => {
  it('gives each sign-in its own token and session row, none equal to an earlier one', async () => {
    const { account, cookie, user } = await register(t.app);
    const seen = [cookie];
    for (let i = 0; i < 3; i++) {
      const res = await login(account.username, account.password, seen.at(-1));
      expect(res.statusCode).toBe(200);
      const issued = sessionCookie(res);
      expect(seen).not.toContain(issued);
      expect(seen.map(idOf)).not.toContain(idOf(issued));
      seen.push(issued);
    }
    expect((await sessionIds(user.id)).sort()).toEqual(seen.map(idOf).sort());
    for (const cookie of seen) expect((await me(cookie)).json().id).toBe(user.id);
  });
});

describe('a cookie the server did not issue', () => {
  it('signs nobody in, and a sign-in with it planted replaces it and never stores it', async () => {
    const { account, user } = await register(t.app);
    expect((await me(PLANTED)).statusCode).toBe(401);
    const res = await login(account.username, account.password, PLANTED);
    expect(res.statusCode).toBe(200);
    const issued = sessionCookie(res);
    expect(issued).not.toBe(PLANTED);
    expect(idOf(issued)).not.toBe(idOf(PLANTED));
    expect(await sessionIds(user.id)).not.toContain(idOf(PLANTED));
    expect((await me(PLANTED)).statusCode).toBe(401);
    expect((await me(issued)).json().id).toBe(user.id);
  });

  it('is replaced on sign-up too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: newAccount(),
      headers: { host: 'picks.test', origin: 'http://picks.test', cookie: PLANTED },
    });
    expect(res.statusCode).toBe(200);
    expect(idOf(sessionCookie(res))).not.toBe(idOf(PLANTED));
    expect((await me(PLANTED)).statusCode).toBe(401);
  });

  it('an attacker’s own valid session planted in the victim’s browser stays the attacker’s', async () => {
    const attacker = await register(t.app);
    const victim = await register(t.app);
    const res = await login(victim.account.username, victim.account.password, attacker.cookie);
    expect(res.statusCode).toBe(200);
    const issued = sessionCookie(res);
    expect(issued).not.toBe(attacker.cookie);
    // The planted token never becomes the victim's: the attacker holding it sees only themselves.
    expect((await me(attacker.cookie)).json().id).toBe(attacker.user.id);
    expect((await me(issued)).json().id).toBe(victim.user.id);
    expect(await sessionIds(victim.user.id)).not.toContain(idOf(attacker.cookie));
  });
});
