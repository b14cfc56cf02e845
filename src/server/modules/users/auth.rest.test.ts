import { describe, expect, it } from 'vitest';
import { newAccount, register, sessionCookie } from '../../../../tests/support/accounts';
import { sharedTestApp } from '../../../../tests/support/test-app';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth';
import { USER_MESSAGES } from '../../../shared/schemas/users';

const t = sharedTestApp();

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('registration over REST', () => {
  it('creates the account, signs it in and returns the profile without secrets', async () => {
    const account = newAccount({ username: 'Casey_Fan', email: 'Casey@Example.com' });
    const res = await post('/api/auth/register', account);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      username: 'Casey_Fan',
      firstName: 'Pat',
      lastName: 'Player',
      email: 'Casey@Example.com',
      subscriptionTier: 'free',
      isAdmin: false,
      avatarKey: 'geometric-1',
      timezone: 'America/New_York',
      timezoneChosen: false,
      currentStreak: 0,
      emailNotifications: true,
      pushNotifications: false,
      ageBand: '25-34',
    });
    expect(JSON.stringify(body)).not.toMatch(/argon2|password/i);
    const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie: sessionCookie(res) } });
    expect(me.json().username).toBe('Casey_Fan');
  });

  it.each([
    [{ username: 'ab' }, AUTH_MESSAGES.usernameShort],
    [{ username: 'no spaces' }, AUTH_MESSAGES.usernameChars],
    [{ username: 'x'.repeat(31) }, AUTH_MESSAGES.usernameLong],
    [{ password: 'short1' }, AUTH_MESSAGES.passwordShort],
    [{ password: 'lettersonly' }, AUTH_MESSAGES.passwordWeak],
    [{ email: 'nope' }, AUTH_MESSAGES.emailInvalid],
    [{ firstName: '' }, AUTH_MESSAGES.firstNameRequired],
    [{ lastName: ' ' }, AUTH_MESSAGES.lastNameRequired],
    [{ ageBand: 'teen' }, AUTH_MESSAGES.ageBandRequired],
    [{ gender: '' }, AUTH_MESSAGES.genderRequired],
    [{ timezone: 'Mars/Olympus' }, USER_MESSAGES.timezoneInvalid],
  ])('refuses %o with 400 and its message, creating nothing', async (change, message) => {
    const before = await t.deps.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await post('/api/auth/register', { ...newAccount(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
    expect(res.cookies).toHaveLength(0);
    const after = await t.deps.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it("keeps the zone the sign-up form proposed from the device, as the player's choice", async () => {
    const res = await post('/api/auth/register', newAccount({ timezone: 'Europe/Madrid' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ timezone: 'Europe/Madrid', timezoneChosen: true });
  });

  it('refuses a taken username or e-mail whatever their case, with 409', async () => {
    const { account } = await register(t.app);
    const sameName = await post(
      '/api/auth/register',
      newAccount({ username: account.username.toUpperCase() }),
    );
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toEqual({ message: AUTH_MESSAGES.usernameTaken });
    const sameEmail = await post('/api/auth/register', newAccount({ email: account.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({ message: AUTH_MESSAGES.emailTaken });
  });

  it('refuses a body that is not JSON with a plain message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('lets two racing sign-ups for one name produce exactly one account', async () => {
    const name = `racer_${process.pid}`;
    const results = await Promise.all(
      [0, 1, 2, 3].map((i) =>
        post('/api/auth/register', newAccount({ username: i % 2 ? name : name.toUpperCase() })),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json()).toEqual({ message: AUTH_MESSAGES.usernameTaken });
    }
  });
});

describe('username availability', () => {
  it('answers available, taken and too short', async () => {
    const { account } = await register(t.app);
    const check = async (name: string) =>
      (await t.app.inject({ url: `/api/auth/check-username/${name}` })).json();
    expect(await check('fresh_name_42')).toEqual({
      available: true,
      message: AUTH_MESSAGES.usernameAvailable,
    });
    expect(await check(account.username.toUpperCase())).toEqual({
      available: false,
      message: AUTH_MESSAGES.usernameTaken,
    });
    expect(await check('ab')).toEqual({ available: false, message: AUTH_MESSAGES.usernameShort });
  });
});

describe('login over REST', () => {
  it('signs in by username in any case or by e-mail, each time with a new session', async () => {
    const { account, cookie: first } = await register(t.app);
    const byName = await post('/api/auth/login', {
      username: account.username.toUpperCase(),
      password: account.password,
    });
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toMatchObject({ username: account.username, firstName: 'Pat', lastName: 'Player' });
    expect(byName.json().lastLoginAt).toBe(t.clock.now().toISOString());
    const byEmail = await post('/api/auth/login', { username: account.email, password: account.password });
    expect(byEmail.statusCode).toBe(200);
    const cookies = new Set([first, sessionCookie(byName), sessionCookie(byEmail)]);
    expect(cookies.size).toBe(3);
  });

  it('refuses a wrong password or an unknown user with the same 401 and message', async () => {
    const { account } = await register(t.app);
    const wrong = await post('/api/auth/login', { username: account.username, password: 'wrongPass999' });
    const unknown = await post('/api/auth/login', { username: 'nobody_here', password: 'wrongPass999' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: AUTH_MESSAGES.invalidLogin });
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('refuses an empty form with 400', async () => {
    const res = await post('/api/auth/login', { username: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: AUTH_MESSAGES.loginRequired });
  });

  it('records the login time', async () => {
    const { account, user } = await register(t.app);
    t.clock.advance(60_000);
    await post('/api/auth/login', { username: account.username, password: account.password });
    const row = await t.deps.db
      .selectFrom('users')
      .select('last_login_at')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.last_login_at?.toISOString()).toBe(t.clock.now().toISOString());
  });
});

describe('REST bodies', () => {
  it('treats an empty JSON body as no input, so logout works from any client', async () => {
    const { cookie } = await register(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: {
        cookie,
        origin: 'http://localhost:80',
        host: 'localhost:80',
        'content-type': 'application/json',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
  });

  it('still validates an empty body where input is required', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: AUTH_MESSAGES.loginRequired });
  });
});
