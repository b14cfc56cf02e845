import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { register } from '../../../../tests/support/accounts';
import { sharedTestApp } from '../../../../tests/support/test-app';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth';
import { SELECTABLE_AVATAR_KEYS, USER_MESSAGES } from '../../../shared/schemas/users';
import { timeZoneChoices } from '../../../shared/time-zones';

const t = sharedTestApp();

const ORIGIN = 'http://localhost';
const put = (url: string, cookie: string | null, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url,
    payload: payload as object,
    headers: cookie ? { cookie, origin: ORIGIN } : {},
  });
const me = (cookie: string) => t.app.inject({ url: '/api/auth/user', headers: { cookie } });
const userRow = (id: number) =>
  t.deps.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** 18:30 UTC on 2026-07-04 in `timeZone`, as Intl reads it: 'HH:MM'. */
const clockIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date('2026-07-04T18:30:00Z'),
  );

const settingsOf = (username: string) => ({
  username,
  firstName: 'Robin',
  lastName: 'Reyes',
  timezone: 'America/Chicago',
  emailNotifications: false,
  pushNotifications: true,
});

describe('PUT /api/user/settings', () => {
  it('saves every field and answers the updated user', async () => {
    const { cookie, user } = await register(t.app);
    const wanted = settingsOf(`renamed_${user.id}`);
    const res = await put('/api/user/settings', cookie, wanted);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, ...wanted });
    expect(JSON.stringify(res.json())).not.toMatch(/argon2/);
    expect((await me(cookie)).json()).toMatchObject(wanted);
  });

  it.each([
    'Europe/London',
    'Europe/Madrid',
    'America/Mexico_City',
    'Asia/Kolkata',
    'Europe/Kyiv',
    'America/Argentina/Buenos_Aires',
    'UTC',
  ])('takes any IANA zone (%s), and counts the zone as chosen', async (timezone) => {
    const { cookie, user } = await register(t.app);
    expect((await me(cookie)).json()).toMatchObject({ timezone: 'America/New_York', timezoneChosen: false });
    const res = await put('/api/user/settings', cookie, { ...settingsOf(`zone_${user.id}`), timezone });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ timezone, timezoneChosen: true });
    // The database reads times in it: a day of today's games and the pick tallies use it in SQL.
    const { rows } = await sql<{ local: string }>`
      select to_char(timestamptz '2026-07-04 18:30:00Z' at time zone ${timezone}, 'HH24:MI') as local`.execute(
      t.deps.db,
    );
    expect(rows[0]?.local).toBe(clockIn(timezone));
  });

  it('offers only zones the database knows', async () => {
    const { rows } = await sql<{ name: string }>`select name from pg_timezone_names`.execute(t.deps.db);
    const known = new Set(rows.map((r) => r.name));
    expect(timeZoneChoices().filter((zone) => !known.has(zone))).toEqual([]);
  });

  it('counts keeping the default zone as choosing it', async () => {
    const { cookie, account } = await register(t.app);
    const res = await put('/api/user/settings', cookie, {
      ...settingsOf(account.username),
      timezone: 'America/New_York',
    });
    expect(res.json()).toMatchObject({ timezone: 'America/New_York', timezoneChosen: true });
  });

  it('trims names and the username', async () => {
    const { cookie, user } = await register(t.app);
    const res = await put('/api/user/settings', cookie, {
      ...settingsOf(`  trim_${user.id} `),
      firstName: '  Ana ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: `trim_${user.id}`, firstName: 'Ana' });
  });

  it('lets a player keep their own name or change only its case', async () => {
    const { cookie, account } = await register(t.app);
    const keep = await put('/api/user/settings', cookie, settingsOf(account.username));
    expect(keep.statusCode).toBe(200);
    const upper = await put('/api/user/settings', cookie, settingsOf(account.username.toUpperCase()));
    expect(upper.statusCode).toBe(200);
    expect(upper.json().username).toBe(account.username.toUpperCase());
  });

  it("refuses another player's name in any case with 409, changing nothing", async () => {
    const other = await register(t.app);
    const { cookie, user } = await register(t.app);
    const before = await userRow(user.id);
    const res = await put('/api/user/settings', cookie, settingsOf(other.account.username.toUpperCase()));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.usernameTaken });
    expect(await userRow(user.id)).toEqual(before);
  });

  it.each([
    [{ username: 'ab' }, AUTH_MESSAGES.usernameShort],
    [{ username: 'has space' }, AUTH_MESSAGES.usernameChars],
    [{ username: 'x'.repeat(31) }, AUTH_MESSAGES.usernameLong],
    [{ username: undefined }, AUTH_MESSAGES.usernameShort],
    [{ firstName: '' }, AUTH_MESSAGES.firstNameRequired],
    [{ lastName: '   ' }, AUTH_MESSAGES.lastNameRequired],
    [{ firstName: 'n'.repeat(51) }, 'First name is too long'],
    [{ timezone: 'Mars/Olympus' }, USER_MESSAGES.timezoneInvalid],
    [{ timezone: 'europe/london' }, USER_MESSAGES.timezoneInvalid],
    [{ timezone: 'EST5EDT' }, USER_MESSAGES.timezoneInvalid],
    [{ timezone: '' }, USER_MESSAGES.timezoneInvalid],
    [{ timezone: undefined }, USER_MESSAGES.timezoneInvalid],
    [{ emailNotifications: 'yes' }, USER_MESSAGES.notificationsInvalid],
    [{ pushNotifications: undefined }, USER_MESSAGES.notificationsInvalid],
    [{ email: 'someone.else@example.com' }, USER_MESSAGES.emailLocked],
    [{ email: '' }, USER_MESSAGES.emailLocked],
    [{ email: 42 }, USER_MESSAGES.emailLocked],
  ])('refuses %o with 400 and its message, changing nothing', async (change, message) => {
    const { cookie, user } = await register(t.app);
    const before = await userRow(user.id);
    const res = await put('/api/user/settings', cookie, { ...settingsOf(`new_${user.id}`), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
    expect(await userRow(user.id)).toEqual(before);
  });

  it('accepts the current e-mail sent back in any case, and keeps it', async () => {
    const { cookie, account, user } = await register(t.app);
    const res = await put('/api/user/settings', cookie, {
      ...settingsOf(account.username),
      email: account.email.toUpperCase(),
    });
    expect(res.statusCode).toBe(200);
    expect((await userRow(user.id)).email).toBe(account.email);
  });

  it('ignores fields the form does not own, such as isAdmin and subscriptionTier', async () => {
    const { cookie, account, user } = await register(t.app);
    const res = await put('/api/user/settings', cookie, {
      ...settingsOf(account.username),
      isAdmin: true,
      subscriptionTier: 'premium',
      currentStreak: 99,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isAdmin: false, subscriptionTier: 'free', currentStreak: 0 });
    expect(await userRow(user.id)).toMatchObject({ is_admin: false, subscription_tier: 'free' });
  });

  it('lets exactly one of two players racing for a free name have it', async () => {
    const name = `wanted_${process.pid}`;
    const players = await Promise.all([register(t.app), register(t.app), register(t.app)]);
    const results = await Promise.all(
      players.map((p, i) =>
        put('/api/user/settings', p.cookie, settingsOf(i % 2 ? name : name.toUpperCase())),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json()).toEqual({ message: AUTH_MESSAGES.usernameTaken });
    }
  });

  it('refuses a signed-out caller with 401', async () => {
    const res = await put('/api/user/settings', null, settingsOf('nobody_here'));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthorized' });
  });

  it('is the same procedure over tRPC', async () => {
    const { cookie, user } = await register(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/users.updateSettings',
      payload: { ...settingsOf(`trpc_${user.id}`), timezone: 'Mars/Olympus' },
      headers: { cookie, origin: ORIGIN },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(USER_MESSAGES.timezoneInvalid);
  });
});

describe('PUT /api/user/avatar', () => {
  it('accepts the default and each of the 16 avatars', async () => {
    const { cookie, user } = await register(t.app);
    expect(SELECTABLE_AVATAR_KEYS).toHaveLength(17);
    for (const avatarKey of [...SELECTABLE_AVATAR_KEYS].reverse()) {
      const res = await put('/api/user/avatar', cookie, { avatarKey });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: user.id, avatarKey });
    }
    expect((await userRow(user.id)).avatar_key).toBe('geometric-1');
  });

  it.each([
    [{ avatarKey: 'golden-dragon' }],
    [{ avatarKey: 'Cyber-Ninja' }],
    [{ avatarKey: '' }],
    [{ avatarKey: 7 }],
    [{}],
  ])('refuses %o with 400, changing nothing', async (payload) => {
    const { cookie, user } = await register(t.app);
    await put('/api/user/avatar', cookie, { avatarKey: 'space-cat' });
    const before = await userRow(user.id);
    const res = await put('/api/user/avatar', cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: USER_MESSAGES.avatarInvalid });
    expect(await userRow(user.id)).toEqual(before);
  });

  it('refuses a signed-out caller with 401', async () => {
    expect((await put('/api/user/avatar', null, { avatarKey: 'space-cat' })).statusCode).toBe(401);
  });
});
