import { describe, expect, it } from 'vitest';
import { newAccount, register } from '../../../../tests/support/accounts';
import { sharedTestApp } from '../../../../tests/support/test-app';
import { accountExists } from '../../../../tests/support/users';

const t = sharedTestApp();

const REFUSED = { message: 'Cross-site request refused. Reload the page and try again.' };
const HOST = 'picks.test';
const LOGOUTS = ['/api/auth/logout', '/trpc/auth.logout'];

const me = (cookie: string) => t.app.inject({ url: '/api/auth/user', headers: { cookie } });
const sessionCount = async (userId: number) =>
  (
    await t.deps.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
  ).n;

// The tRPC client names a JSON body even when a mutation has no input (and tRPC wants it named).
const TRPC_BODY = { 'content-type': 'application/json' };

function post(url: string, headers: Record<string, string>, payload?: object) {
  const json = url.startsWith('/trpc') ? TRPC_BODY : {};
  return t.app.inject({ method: 'POST', url, headers: { host: HOST, ...json, ...headers }, payload });
}

describe('cookie-authenticated mutations', () => {
  it.each(
    LOGOUTS.flatMap((url) => [
      [url, 'a foreign Origin', { origin: 'https://evil.example' }],
      [url, 'a look-alike Origin', { origin: `http://${HOST}.evil.example` }],
      [url, 'an opaque Origin', { origin: 'null' }],
      [url, 'no Origin', {}],
    ]) as [string, string, Record<string, string>][],
  )('%s with %s is refused with 403 and changes nothing', async (url, _what, headers) => {
    const { cookie, user } = await register(t.app);
    const res = await post(url, { cookie, ...headers });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(REFUSED);
    expect(res.cookies).toHaveLength(0);
    expect(await sessionCount(user.id)).toBe(1);
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it.each(LOGOUTS)('%s from the page’s own Origin signs out', async (url) => {
    const { cookie, user } = await register(t.app);
    const res = await post(url, { cookie, origin: `http://${HOST}` });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'session')?.value).toBe('');
    expect(await sessionCount(user.id)).toBe(0);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it.each([
    ['over HTTPS and with a port', 'picks.test:8443', 'https://picks.test:8443'],
    ['when the Host header names the default port', 'localhost:80', 'http://localhost'],
  ])('accepts the own Origin %s', async (_what, host, origin) => {
    const { cookie } = await register(t.app);
    const res = await post('/api/auth/logout', { cookie, host, origin });
    expect(res.statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe('sign-in and sign-up from another site', () => {
  it('refuses a login POST from a foreign Origin even without a cookie', async () => {
    const { account, user } = await register(t.app);
    const before = await sessionCount(user.id);
    const credentials = { username: account.username, password: account.password };
    for (const url of ['/api/auth/login', '/trpc/auth.login']) {
      const res = await post(url, { origin: 'https://evil.example' }, credentials);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(REFUSED);
      expect(res.cookies).toHaveLength(0);
    }
    expect(await sessionCount(user.id)).toBe(before);
    const ok = await post('/api/auth/login', { origin: `http://${HOST}` }, credentials);
    expect(ok.statusCode).toBe(200);
    expect(await sessionCount(user.id)).toBe(before + 1);
  });

  it('refuses a registration from a foreign Origin and creates no account', async () => {
    const account = newAccount();
    const res = await post('/api/auth/register', { origin: 'https://evil.example' }, account);
    expect(res.statusCode).toBe(403);
    expect(await accountExists(t.deps.db, account.username)).toBe(false);
  });

  it('lets an API client without cookie and without Origin sign in', async () => {
    const { account } = await register(t.app);
    const res = await post('/api/auth/login', {}, { username: account.username, password: account.password });
    expect(res.statusCode).toBe(200);
  });
});

describe('safe requests', () => {
  it('never refuses a GET, whatever its Origin', async () => {
    const { cookie, user } = await register(t.app);
    for (const origin of ['https://evil.example', 'null']) {
      const rest = await t.app.inject({ url: '/api/auth/user', headers: { cookie, origin } });
      expect(rest.statusCode).toBe(200);
      expect(rest.json().id).toBe(user.id);
      const trpc = await t.app.inject({ url: '/trpc/auth.me', headers: { cookie, origin } });
      expect(trpc.statusCode).toBe(200);
      expect(trpc.json().result.data.id).toBe(user.id);
      const check = await t.app.inject({ url: '/api/auth/check-username/some_name', headers: { origin } });
      expect(check.statusCode).toBe(200);
    }
  });
});

describe('configured partner origins', () => {
  const partner = sharedTestApp({ config: { allowedOrigins: ['https://partner.example.org'] } });

  it('accepts an origin of config.allowedOrigins and still refuses others', async () => {
    const refused = await register(partner.app);
    const evil = await partner.app.inject({
      method: 'POST',
      url: '/trpc/auth.logout',
      headers: { cookie: refused.cookie, host: HOST, origin: 'https://evil.example' },
    });
    expect(evil.statusCode).toBe(403);
    const res = await partner.app.inject({
      method: 'POST',
      url: '/trpc/auth.logout',
      headers: { cookie: refused.cookie, host: HOST, origin: 'https://partner.example.org', ...TRPC_BODY },
    });
    expect(res.statusCode).toBe(200);
    const after = await partner.app.inject({ url: '/api/auth/user', headers: { cookie: refused.cookie } });
    expect(after.statusCode).toBe(401);
  });
});
