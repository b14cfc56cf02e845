import { describe, expect, it } from 'vitest';
import { register } from '../../../../tests/support/accounts';
import { DAY, sharedTestApp } from '../../../../tests/support/test-app';

const t = sharedTestApp({ config: { production: true } });

const me = (cookie: string) => t.app.inject({ url: '/api/auth/user', headers: { cookie } });

describe('the session cookie in production', () => {
  it('is __Host-session: Secure, HttpOnly, SameSite=Lax, Path=/, no Domain, 30 days', async () => {
    const { res } = await register(t.app);
    expect(res.cookies).toHaveLength(1);
    const cookie = res.cookies[0]!;
    expect(cookie).toMatchObject({
      name: '__Host-session',
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
    expect(cookie.domain).toBeUndefined();
    expect(cookie.expires?.toISOString()).toBe(new Date(t.clock.now().getTime() + 30 * DAY).toISOString());
  });

  it('reads the session from __Host-session and ignores a plain session cookie', async () => {
    const { cookie } = await register(t.app);
    expect(cookie.startsWith('__Host-session=')).toBe(true);
    expect((await me(cookie)).statusCode).toBe(200);
    const plain = cookie.replace('__Host-session=', 'session=');
    expect((await me(plain)).statusCode).toBe(401);
  });

  it('clears __Host-session with the same flags on logout', async () => {
    const { cookie } = await register(t.app);
    const res = await t.app.inject({ url: '/api/logout', headers: { cookie } });
    expect(res.statusCode).toBe(302);
    const cleared = res.cookies.find((c) => c.name === '__Host-session');
    expect(cleared).toMatchObject({ value: '', secure: true, httpOnly: true, path: '/' });
    expect(cleared?.expires?.getTime()).toBe(0);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('sends a renewed cookie with the production flags', async () => {
    const { cookie } = await register(t.app);
    t.clock.advance(16 * DAY);
    const res = await me(cookie);
    expect(res.statusCode).toBe(200);
    const renewed = res.cookies.find((c) => c.name === '__Host-session');
    expect(renewed).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(renewed?.expires?.toISOString()).toBe(new Date(t.clock.now().getTime() + 30 * DAY).toISOString());
  });
});
