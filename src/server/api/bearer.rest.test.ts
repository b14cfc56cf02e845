import { beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../../tests/support/accounts';
import { makeGame, makeSport, matchup } from '../../../tests/support/games';
import { DAY, sharedTestApp } from '../../../tests/support/test-app';

// Non-browser clients: POST /api/auth/token gives the session token in the body, and
// `Authorization: Bearer <token>` stands in for the cookie (without the cookie's Origin check).

const t = sharedTestApp();
const REFUSED = { message: 'Cross-site request refused. Reload the page and try again.' };

async function tokenFor(username: string, password: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/token', payload: { username, password } });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (headers: Record<string, string>) => t.app.inject({ url: '/api/auth/user', headers });

let game: { id: number; home_team_id: number };

beforeAll(async () => {
  const sport = await makeSport(t.deps.db);
  game = await makeGame(t.deps.db, {
    ...matchup(sport),
    startsInMinutes: 600,
  });
});

describe('POST /api/auth/token', () => {
  it('answers the token, its expiry and the user, and sets no cookie', async () => {
    const { account, user } = await register(t.app);
    const res = await tokenFor(account.username, account.password);
    const body = res.json();
    expect(body.token).toMatch(/^[a-z2-7]{24}\.[a-z2-7]{32}$/);
    expect(new Date(body.expiresAt).toISOString()).toBe(body.expiresAt);
    expect(body.user).toMatchObject({ id: user.id, username: account.username });
    expect(res.cookies).toHaveLength(0);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a wrong password like the login does, and the login never shows a token', async () => {
    const { account } = await register(t.app);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { username: account.username, password: 'wrongPass1' },
    });
    expect([wrong.statusCode, wrong.json()]).toEqual([401, { message: 'Invalid username or password' }]);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: account });
    expect(login.statusCode).toBe(200);
    expect(login.json()).not.toHaveProperty('token');
  });
});

describe('Authorization: Bearer', () => {
  it('signs the call in, on /api and on /trpc, whatever the case of the scheme', async () => {
    const { account, user } = await register(t.app);
    const { token } = (await tokenFor(account.username, account.password)).json();
    expect((await me(bearer(token))).json().id).toBe(user.id);
    expect((await me({ authorization: `bearer   ${token}` })).json().id).toBe(user.id);
    const trpc = await t.app.inject({ url: '/trpc/auth.me', headers: bearer(token) });
    expect(trpc.json().result.data.id).toBe(user.id);
  });

  it('makes picks without Origin, and from any Origin, since it carries no ambient credential', async () => {
    const { account } = await register(t.app);
    const { token } = (await tokenFor(account.username, account.password)).json();
    const pick = await t.app.inject({
      method: 'POST',
      url: '/api/picks',
      headers: bearer(token),
      payload: { gameId: game.id, selectedTeamId: game.home_team_id },
    });
    expect(pick.statusCode, pick.body).toBe(200);
    const change = await t.app.inject({
      method: 'PUT',
      url: `/api/picks/${pick.json().pick.id}`,
      headers: { ...bearer(token), origin: 'https://elsewhere.example' },
      payload: { selectedTeamId: game.home_team_id },
    });
    expect(change.statusCode, change.body).toBe(200);
  });

  it('leaves the cookie to its Origin check', async () => {
    const { cookie } = await register(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect([res.statusCode, res.json()]).toEqual([403, REFUSED]);
  });

  it('ignores the cookie on a bearer call, so an unknown token signs nobody in', async () => {
    const { cookie } = await register(t.app);
    const other = await register(t.app);
    const { token } = (await tokenFor(other.account.username, other.account.password)).json();
    expect((await me({ cookie, ...bearer(token) })).json().id).toBe(other.user.id);
    for (const header of ['Bearer nonsense', 'Bearer', `Bearer ${token}x`]) {
      const res = await me({ cookie, authorization: header });
      expect([res.statusCode, res.json()], header).toEqual([401, { message: 'Unauthorized' }]);
    }
    // A bearer call with a cookie and a foreign Origin cannot borrow the cookie's rights.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/picks',
      headers: { cookie, authorization: 'Bearer nonsense', origin: 'https://evil.example' },
      payload: { gameId: game.id, selectedTeamId: game.home_team_id },
    });
    expect(res.statusCode).toBe(401);
  });

  it('ends with POST /api/auth/logout', async () => {
    const { account } = await register(t.app);
    const { token } = (await tokenFor(account.username, account.password)).json();
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect((await me(bearer(token))).statusCode).toBe(401);
  });

  it('slides its expiry with use, without sending a cookie', async () => {
    const { account } = await register(t.app);
    const { token, expiresAt } = (await tokenFor(account.username, account.password)).json();
    t.clock.advance(20 * DAY);
    const used = await me(bearer(token));
    expect(used.statusCode).toBe(200);
    expect(used.headers['set-cookie']).toBeUndefined();
    const row = await t.deps.db
      .selectFrom('sessions')
      .select('expires_at')
      .where('id', '=', token.split('.')[0])
      .executeTakeFirstOrThrow();
    expect(row.expires_at.getTime()).toBeGreaterThan(new Date(expiresAt).getTime());
    t.clock.advance(20 * DAY);
    expect((await me(bearer(token))).statusCode).toBe(200);
  });
});
