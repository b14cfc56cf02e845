import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newAccount, register, sessionCookie } from '../../../../tests/support/accounts';
import { MemoryTransport, resetLinkIn, tokenOf } from '../../../../tests/support/mail';
import { sharedTestApp } from '../../../../tests/support/test-app';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth';
import { USER_MESSAGES } from '../../../shared/schemas/users';

const mail = new MemoryTransport();
const t = sharedTestApp({ mailTransport: mail });

const INVALID = { message: USER_MESSAGES.resetLinkInvalid };
const HOUR = 60 * 60_000;

const request = (email: string, host = 'localhost') =>
  t.app.inject({ method: 'POST', url: '/api/password-reset/request', payload: { email }, headers: { host } });
const verify = (token: string) =>
  t.app.inject({ url: `/api/password-reset/verify/${encodeURIComponent(token)}` });
const reset = (token: string, newPassword = 'freshPass789') =>
  t.app.inject({ method: 'POST', url: '/api/password-reset', payload: { token, newPassword } });
const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
const me = (cookie: string) => t.app.inject({ url: '/api/auth/user', headers: { cookie } });

/** Asks for a link and returns it as the player's mailbox receives it. */
async function linkFor(email: string, host?: string): Promise<string> {
  const res = await request(email, host);
  expect(res.statusCode).toBe(200);
  await t.deps.mailer.drain();
  const last = mail.to(email).at(-1);
  if (!last) throw new Error(`no mail to ${email}`);
  return resetLinkIn(last.text);
}

describe('POST /api/password-reset/request', () => {
  it('answers known and unknown addresses alike, and mails only the account', async () => {
    const { account, user } = await register(t.app);
    const known = await request(account.email.toUpperCase());
    const unknown = await request(`nobody_${user.id}@example.com`);
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: USER_MESSAGES.resetRequested });
    }
    expect(known.body).toBe(unknown.body);
    await t.deps.mailer.drain();
    expect(mail.to(account.email)).toHaveLength(1);
    expect(mail.to(`nobody_${user.id}@example.com`)).toHaveLength(0);
    const message = mail.to(account.email)[0]!;
    expect(message.subject).toBe("Reset your Streak Pick'em password");
    expect(message.from).toBe("Streak Pick'em <no-reply@streakpickem.local>");
    expect(message.text).toContain(account.username);
    expect(message.text).toContain('1 hour');
  });

  it.each([[{ email: 'not-an-address' }], [{ email: '' }], [{}]])('refuses %o with 400', async (payload) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/password-reset/request', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: AUTH_MESSAGES.emailInvalid });
  });

  it('links to the loopback address the request came to, never to another Host (link-origin.test.ts)', async () => {
    const { account } = await register(t.app);
    const link = await linkFor(account.email, 'localhost:8080');
    expect(link).toMatch(/^http:\/\/localhost:8080\/reset-password\?token=[a-z2-7]{32}$/);
    const other = await linkFor(account.email, 'picks.test:8080');
    expect(other).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=[a-z2-7]{32}$/);
  });

  it('stores the token only as its SHA-256, for one hour, and the sent mail keeps no body', async () => {
    const { account, user } = await register(t.app);
    const token = tokenOf(await linkFor(account.email));
    const rows = await t.deps.db
      .selectFrom('password_reset_tokens')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(Buffer.from(rows[0]!.token_hash).equals(createHash('sha256').update(token).digest())).toBe(true);
    expect(rows[0]!.expires_at.getTime() - rows[0]!.created_at.getTime()).toBe(HOUR);
    for (const table of ['password_reset_tokens', 'mail_outbox', 'users', 'sessions'] as const) {
      for (const row of await t.deps.db.selectFrom(table).selectAll().execute()) {
        for (const value of Object.values(row)) {
          const text = value instanceof Uint8Array ? Buffer.from(value).toString('latin1') : String(value);
          expect(text).not.toContain(token);
          if (value instanceof Uint8Array) expect(Buffer.from(value).toString('hex')).not.toContain(token);
        }
      }
    }
  });
});

describe('GET /api/password-reset/verify/:token', () => {
  it('answers { valid: true } for a fresh link, and 400 for an unknown or malformed one', async () => {
    const { account } = await register(t.app);
    const token = tokenOf(await linkFor(account.email));
    const good = await verify(token);
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ valid: true });
    // The link with its last character changed (to 'a', or 'b' when it already ends in 'a').
    const altered = `${token.slice(0, -1)}${token.endsWith('a') ? 'b' : 'a'}`;
    for (const bad of [altered, 'x', 'z'.repeat(300), ' ']) {
      const res = await verify(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject(INVALID);
    }
  });

  it('expires the link exactly one hour after the request', async () => {
    const { account } = await register(t.app);
    const token = tokenOf(await linkFor(account.email));
    t.clock.advance(HOUR - 1000);
    expect((await verify(token)).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await verify(token)).json()).toEqual(INVALID);
    const res = await reset(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID);
    expect((await login(account.username, account.password)).statusCode).toBe(200);
  });

  it('gives tRPC callers the same 400', async () => {
    const res = await t.app.inject({
      url: `/trpc/passwordReset.verify?input=${encodeURIComponent(JSON.stringify({ token: 'nope' }))}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(USER_MESSAGES.resetLinkInvalid);
  });
});

describe('POST /api/password-reset', () => {
  it('sets the new password, ends every session, and works only once', async () => {
    const account = newAccount();
    const { cookie } = await register(t.app, account);
    const second = sessionCookie(await login(account.username, account.password));
    const token = tokenOf(await linkFor(account.email));

    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: USER_MESSAGES.resetDone });
    for (const c of [cookie, second]) expect((await me(c)).statusCode).toBe(401);
    expect((await login(account.username, account.password)).statusCode).toBe(401);
    expect((await login(account.username, 'freshPass789')).statusCode).toBe(200);

    const again = await reset(token, 'anotherPass1');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID);
    expect((await verify(token)).json()).toEqual(INVALID);
    expect((await login(account.username, 'freshPass789')).statusCode).toBe(200);
  });

  it('spends the older links of the account too', async () => {
    const { account } = await register(t.app);
    const first = tokenOf(await linkFor(account.email));
    const second = tokenOf(await linkFor(account.email));
    expect((await verify(first)).statusCode).toBe(200);
    expect((await reset(second)).statusCode).toBe(200);
    expect((await reset(first, 'sneaky123x')).json()).toEqual(INVALID);
  });

  it.each([
    ['short1', AUTH_MESSAGES.passwordShort],
    ['lettersonly', AUTH_MESSAGES.passwordWeak],
    [undefined, AUTH_MESSAGES.passwordShort],
  ])('refuses the new password %s with 400, leaving the link and password as they were', async (pw, msg) => {
    const { account } = await register(t.app);
    const token = tokenOf(await linkFor(account.email));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { token, newPassword: pw },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: msg });
    expect((await verify(token)).statusCode).toBe(200);
    expect((await login(account.username, account.password)).statusCode).toBe(200);
  });

  it('lets only one of two resets racing with one link win', async () => {
    const { account } = await register(t.app);
    const token = tokenOf(await linkFor(account.email));
    const results = await Promise.all([reset(token, 'raceOne111'), reset(token, 'raceTwo222')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('is spent by a password change in the settings', async () => {
    const { account, cookie } = await register(t.app);
    const token = tokenOf(await linkFor(account.email));
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/user/password',
      payload: { currentPassword: account.password, newPassword: 'changed999' },
      headers: { cookie, origin: 'http://localhost' },
    });
    expect(change.statusCode).toBe(200);
    expect((await verify(token)).json()).toEqual(INVALID);
  });
});

describe('with APP_ORIGIN set', () => {
  const configured = new MemoryTransport();
  const c = sharedTestApp({ config: { appOrigin: 'https://picks.example.com' }, mailTransport: configured });

  it('links to the configured address whatever the Host header says', async () => {
    const { account } = await register(c.app);
    await c.app.inject({
      method: 'POST',
      url: '/api/password-reset/request',
      payload: { email: account.email },
      headers: { host: 'evil.example' },
    });
    await c.deps.mailer.drain();
    const link = resetLinkIn(configured.to(account.email)[0]!.text);
    expect(link).toMatch(/^https:\/\/picks\.example\.com\/reset-password\?token=[a-z2-7]{32}$/);
  });
});
