import { createECDH, randomBytes } from 'node:crypto';
import { newAccount } from '../accounts';
import { account, sameOrigin } from '../calls';
import { makeLeague, makePremium } from '../leagues';
import { type ContractCase, type Fixtures, NAVIGATION, PLAYER, PREMIUM, PUBLIC, type Role } from './contract';
import { ADMIN_CASES } from './contract-admin-cases';

/**
 * The push service of the contract's subscriptions: named as an operator names one (PUSH_SERVICE_HOSTS), under
 * a name that never resolves (RFC 2606), so the contract's test push is queued and its send fails at once.
 */
export const CONTRACT_PUSH_SETTINGS = { serviceHosts: [{ hostname: 'push.example.invalid', port: 443 }] };

/** A subscription as a browser gives it (never reaches a device: the contract saves, tests and removes it). */
const browserSubscription = () => {
  const ecdh = createECDH('prime256v1');
  return {
    endpoint: `https://push.example.invalid/${randomBytes(8).toString('hex')}`,
    keys: { p256dh: ecdh.generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
};

const fresh = async (fx: Fixtures, role: Role) => ({ cookie: await fx.freshCookie(role) });

/**
 * Where no provider sign-in waits (and none is configured): the same 400 for everyone. Getting past it takes a
 * browser that went to a provider and back, which the provider tests do against a real OpenID provider.
 */
const NOTHING_WAITS = {
  expect: [400, 400, 400],
  beyondRow:
    'only a browser with a provider sign-in waiting gets past the 400 (api/sign-in/provider-sign-in.test.ts)',
} as const;
/** A passkey's answer in the shape browsers send, to a challenge that does not exist. */
const passkeyAnswer = { id: 'abc', rawId: 'abc', type: 'public-key', response: {} };
const myPick = async (fx: Fixtures, role: Role) =>
  (
    await fx.t.deps.db
      .selectFrom('picks')
      .select('id')
      .where('user_id', '=', fx.person(role).id)
      .where('game_id', '=', fx.open.id)
      .executeTakeFirst()
  )?.id ?? 1;

/** A league the role's person owns, with the target in it. */
const ownLeague = (fx: Fixtures, role: Role) => makeLeague(fx.t.deps.db, fx.person(role).id, [fx.target.id]);
/** A league the target owns, with the role's person in it. */
const joinedLeague = (fx: Fixtures, role: Role) =>
  makeLeague(fx.t.deps.db, fx.target.id, [fx.person(role).id]);
/** A message of `userId` in the league's chat, straight in the database; its id. */
const chatMessage = async (fx: Fixtures, leagueId: number, userId: number) =>
  Number(
    (
      await fx.t.deps.db
        .insertInto('league_messages')
        .values({ league_id: leagueId, user_id: userId, body: 'Hello league' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  );
const inOwnLeague = async (fx: Fixtures, role: Role) => ({ params: { id: (await ownLeague(fx, role)).id } });

/**
 * Every path's decision, in the order the contract runs them (later cases use what earlier ones made).
 * A path added to the table without a line here fails the contract test, and so does a line here
 * for a path the table lacks.
 */
export const CASES: Record<string, ContractCase> = {
  'GET /auth/user': { expect: PLAYER },
  'GET /auth/check-username/:username': {
    expect: PUBLIC,
    request: () => ({ params: { username: 'free_name' } }),
  },
  'POST /auth/login': {
    expect: PUBLIC,
    request: (fx) => ({ body: { username: fx.target.username, password: fx.target.password } }),
  },
  'POST /auth/token': {
    expect: PUBLIC,
    request: (fx) => ({ body: { username: fx.target.email, password: fx.target.password } }),
  },
  'POST /auth/register': { expect: PUBLIC, request: () => ({ body: newAccount() }) },
  'POST /auth/logout': { expect: PUBLIC, request: fresh },
  'GET /login': { expect: NAVIGATION },
  'GET /logout': { expect: NAVIGATION, request: fresh },

  // Sign-in with providers and passkeys (issue 43). The contract's server configures no provider and no sign-in
  // waits in its browsers: starting one is 400 (not available), finishing one is 400 (nothing to finish).
  'GET /auth/providers': { expect: PUBLIC },
  'GET /auth/oauth/pending': { expect: PUBLIC },
  'POST /auth/oauth/complete': {
    ...NOTHING_WAITS,
    request: () => ({
      body: {
        username: 'contract_fan',
        firstName: 'Pat',
        lastName: 'Player',
        ageBand: '25-34',
        gender: 'male',
        acceptTerms: true,
      },
    }),
  },
  'POST /auth/oauth/link/password': { ...NOTHING_WAITS, request: () => ({ body: { password: 'x' } }) },
  'POST /auth/oauth/link/passkey': {
    ...NOTHING_WAITS,
    request: () => ({ body: { challengeId: 'none', response: passkeyAnswer } }),
  },
  'POST /auth/oauth/link/mail': { ...NOTHING_WAITS },
  'POST /auth/oauth/link/confirm': { ...NOTHING_WAITS, request: () => ({ body: { token: 'unknown' } }) },
  'POST /auth/oauth/:provider': {
    ...NOTHING_WAITS,
    request: () => ({ params: { provider: 'google' } }),
  },
  'POST /auth/passkey/options': { expect: PUBLIC },
  'POST /auth/passkey': {
    ...NOTHING_WAITS,
    request: () => ({ body: { challengeId: 'none', response: passkeyAnswer } }),
  },

  'GET /password-reset/verify/:token': {
    expect: PUBLIC,
    request: async (fx) => ({ params: { token: await fx.resetToken() } }),
  },
  'POST /password-reset/request': { expect: PUBLIC, request: (fx) => ({ body: { email: fx.target.email } }) },
  'POST /password-reset': {
    expect: PUBLIC,
    request: async (fx) => ({ body: { token: await fx.resetToken(), newPassword: 'Reset12345' } }),
  },

  'GET /games/today': { expect: PUBLIC },
  'GET /games/tomorrow': { expect: PUBLIC },
  'POST /picks': {
    expect: PLAYER,
    request: (fx) => ({ body: { gameId: fx.open.id, selectedTeamId: fx.open.home } }),
  },
  'PUT /picks/:pickId': {
    expect: PLAYER,
    request: async (fx, role) => ({
      params: { pickId: await myPick(fx, role) },
      body: { selectedTeamId: fx.open.away },
    }),
  },
  'GET /picks/shield': { expect: PLAYER },
  'POST /picks/:pickId/shield': {
    expect: [401, 409, 409],
    beyondRow:
      "the contract's players have earned no shield (arming one: src/server/workflows/streak-shield.rest.test.ts)",
    request: async (fx, role) => ({ params: { pickId: await myPick(fx, role) } }),
  },
  'DELETE /picks/:pickId/shield': {
    expect: PLAYER,
    request: async (fx, role) => ({ params: { pickId: await myPick(fx, role) } }),
  },
  'GET /picks/user': { expect: PLAYER },
  'GET /picks/user/history': { expect: PLAYER, request: () => ({ query: { limit: '20' } }) },
  'GET /users/:id/picks/history': {
    expect: PLAYER,
    request: (fx) => ({ params: { id: fx.player.id }, query: { limit: '10' } }),
  },
  'GET /prizes/current': { expect: PUBLIC },
  'GET /prizes/winner': { expect: PUBLIC },
  'GET /prizes/winners/:month': { expect: PUBLIC, request: () => ({ params: { month: '2026-11' } }) },

  'GET /leaderboard/weekly': { expect: PLAYER, request: () => ({ query: { limit: '10' } }) },
  'GET /leaderboard/season': { expect: PLAYER },
  'GET /leaderboard/monthly': { expect: PLAYER },
  'GET /leaderboard/alltime': { expect: PLAYER, request: () => ({ query: { limit: '500' } }) },

  'GET /leagues': { expect: PLAYER },
  'POST /leagues/ranks-shown': { expect: PLAYER },
  'POST /leagues': {
    expect: PLAYER,
    request: async (fx, role) => {
      const made = role === 'out' ? undefined : await account(fx.t);
      if (made) await makePremium(fx.t.deps.db, made.row.id);
      return { cookie: made?.cookie, body: { name: 'Office pool' } };
    },
  },
  'POST /leagues/join': {
    expect: PLAYER,
    request: async (fx) => ({ body: { code: (await makeLeague(fx.t.deps.db, fx.target.id)).code } }),
  },
  'GET /leagues/unread': { expect: PLAYER },
  'GET /shares/streak': { expect: PLAYER },
  'GET /shares/achievements/:type': {
    expect: PLAYER,
    request: async (fx, role) => {
      if (role !== 'out')
        await fx.t.deps.db
          .insertInto('achievement_unlocks')
          .values({ user_id: fx.person(role).id, type: 'first_five' })
          .onConflict((oc) => oc.doNothing())
          .execute();
      return { params: { type: 'first_five' } };
    },
  },
  'GET /user/weekly-recap': { expect: PLAYER },
  'PUT /user/weekly-recap': { expect: PLAYER, request: () => ({ body: { weeklyRecap: true } }) },
  'GET /leagues/:id/picks': {
    expect: PLAYER,
    request: async (fx, role) => ({ ...(await inOwnLeague(fx, role)), query: { date: '2026-11-20' } }),
  },
  'GET /leagues/:id/matchups': { expect: PLAYER, request: (fx, role) => inOwnLeague(fx, role) },
  'GET /leagues/:id/messages': {
    expect: PLAYER,
    request: async (fx, role) => ({ ...(await inOwnLeague(fx, role)), query: { limit: '10' } }),
  },
  'POST /leagues/:id/messages': {
    expect: PLAYER,
    request: async (fx, role) => ({ ...(await inOwnLeague(fx, role)), body: { body: 'Good luck all!' } }),
  },
  'POST /leagues/:id/messages/read': {
    expect: PLAYER,
    request: async (fx, role) => {
      const { params } = await inOwnLeague(fx, role);
      return { params, body: { messageId: await chatMessage(fx, params.id, fx.person(role).id) } };
    },
  },
  'PUT /leagues/:id/messages/:messageId/reactions/:reaction': {
    expect: PLAYER,
    request: async (fx, role) => {
      const { params } = await inOwnLeague(fx, role);
      return {
        params: { ...params, messageId: await chatMessage(fx, params.id, fx.target.id), reaction: 'fire' },
      };
    },
  },
  'DELETE /leagues/:id/messages/:messageId/reactions/:reaction': {
    expect: PLAYER,
    request: async (fx, role) => {
      const { params } = await inOwnLeague(fx, role);
      return {
        params: { ...params, messageId: await chatMessage(fx, params.id, fx.target.id), reaction: 'fire' },
      };
    },
  },
  'DELETE /leagues/:id/messages/:messageId': {
    expect: PLAYER,
    request: async (fx, role) => {
      const { params } = await inOwnLeague(fx, role);
      return { params: { ...params, messageId: await chatMessage(fx, params.id, fx.target.id) } };
    },
  },
  'GET /invites/:code': {
    expect: PUBLIC,
    request: async (fx) => ({ params: { code: (await makeLeague(fx.t.deps.db, fx.target.id)).code } }),
  },
  'GET /leagues/:id': { expect: PLAYER, request: inOwnLeague },
  'PUT /leagues/:id': {
    expect: PLAYER,
    request: async (fx, role) => ({ ...(await inOwnLeague(fx, role)), body: { name: 'New name' } }),
  },
  'DELETE /leagues/:id': { expect: PLAYER, request: inOwnLeague },
  'POST /leagues/:id/leave': {
    expect: PLAYER,
    request: async (fx, role) => ({ params: { id: (await joinedLeague(fx, role)).id } }),
  },
  'POST /leagues/:id/invite-code': { expect: PLAYER, request: inOwnLeague },
  'PUT /leagues/:id/owner': {
    expect: PLAYER,
    request: async (fx, role) => ({ ...(await inOwnLeague(fx, role)), body: { userId: fx.target.id } }),
  },
  'DELETE /leagues/:id/members/:userId': {
    expect: PLAYER,
    request: async (fx, role) => ({ params: { id: (await ownLeague(fx, role)).id, userId: fx.target.id } }),
  },
  'GET /leagues/:id/leaderboard/weekly': {
    expect: PLAYER,
    request: async (fx, role) => ({ ...(await inOwnLeague(fx, role)), query: { limit: '10' } }),
  },
  'GET /leagues/:id/leaderboard/season': { expect: PLAYER, request: inOwnLeague },
  'GET /leagues/:id/leaderboard/alltime': { expect: PLAYER, request: inOwnLeague },

  'GET /achievements': { expect: PLAYER },
  'GET /achievements/catalogue': { expect: PUBLIC },
  'POST /achievements/share': {
    expect: PLAYER,
    request: () => ({ body: { type: 'rookie_star', platform: 'copy' } }),
  },

  'GET /users/me/stats': { expect: PREMIUM },
  'PUT /user/avatar': { expect: PLAYER, request: () => ({ body: { avatarKey: 'geometric-1' } }) },
  'PUT /user/settings': {
    expect: PLAYER,
    request: (fx, role) => ({
      body: {
        username: fx.person(role).username,
        firstName: 'Pat',
        lastName: 'Player',
        timezone: 'America/Denver',
        emailNotifications: true,
        pushNotifications: false,
      },
    }),
  },
  // A change ends every session of the account, so it runs on a new account of the role (which has the
  // same test password as every account the fixtures make).
  'PUT /user/password': {
    expect: PLAYER,
    request: async (fx, role) => {
      const { password } = fx.person(role);
      return {
        cookie: await fx.freshCookie(role),
        body: { currentPassword: password, newPassword: password },
      };
    },
  },

  'GET /user/sign-ins': { expect: PLAYER },
  'POST /user/sign-ins/:provider/link': {
    expect: [401, 400, 400],
    beyondRow:
      "no provider is configured in the contract's app (linking one: api/sign-in/provider-sign-in.test.ts)",
    request: () => ({ params: { provider: 'discord' } }),
  },
  'DELETE /user/sign-ins/:identityId': {
    expect: [401, 404, 404],
    beyondRow: "the contract's players link no provider (unlinking: api/sign-in/provider-sign-in.test.ts)",
    request: () => ({ params: { identityId: 1 } }),
  },
  'POST /user/passkeys/options': { expect: PLAYER },
  'POST /user/passkeys': {
    expect: [401, 400, 400],
    beyondRow:
      "a passkey needs an authenticator's answer (Chromium's: tests/e2e/passkeys-and-my-data.e2e.ts)",
    request: () => ({ body: { challengeId: 'none', response: passkeyAnswer } }),
  },
  'DELETE /user/passkeys/:credential': {
    expect: [401, 404, 404],
    beyondRow: "the contract's players have no passkey (removing one: tests/e2e/passkeys-and-my-data.e2e.ts)",
    request: () => ({ params: { credential: 'abc' } }),
  },
  'GET /user/exports': { expect: PLAYER },
  'POST /user/exports': { expect: PLAYER, request: fresh },
  'GET /user/exports/:id': {
    expect: PLAYER,
    request: async (fx, role) => {
      if (role === 'out') return { params: { id: 1 } };
      const cookie = await fx.freshCookie(role);
      const res = await fx.t.app.inject({
        method: 'POST',
        url: '/api/user/exports',
        headers: { ...sameOrigin, cookie: cookie! },
      });
      return { cookie, params: { id: (res.json() as { id: number }[])[0]!.id } };
    },
  },
  // Deleting ends the account: a new one of the role, signed in just now (a recent sign-in needs no password).
  'POST /user/delete': {
    expect: PLAYER,
    request: async (fx, role) => {
      if (role === 'out') return { body: { confirm: 'nobody' } };
      const made = await account(fx.t, role === 'admin');
      return { cookie: made.cookie, body: { confirm: made.input.username } };
    },
  },

  'GET /push/public-key': { expect: PLAYER },
  'POST /push/subscriptions': { expect: PLAYER, request: () => ({ body: browserSubscription() }) },
  'DELETE /push/subscriptions': {
    expect: PLAYER,
    request: () => ({ body: { endpoint: browserSubscription().endpoint } }),
  },
  'GET /push/prompt': { expect: PLAYER },
  'POST /push/prompt/dismiss': { expect: PLAYER, request: fresh },
  'POST /push/test': { expect: PLAYER },
  'GET /calendar': { expect: PLAYER },
  'POST /calendar': { expect: PLAYER, request: fresh },
  'PUT /calendar/sports': {
    expect: PLAYER,
    // A feed of its own to set: a fresh player's first.
    request: async (fx, role) => {
      const cookie = await fx.freshCookie(role);
      if (cookie)
        await fx.t.app.inject({ method: 'POST', url: '/api/calendar', headers: { cookie, ...sameOrigin } });
      return { cookie, body: { sports: ['NFL', 'MLB'] } };
    },
  },
  'DELETE /calendar': { expect: PLAYER, request: fresh },
  ...ADMIN_CASES,
};
