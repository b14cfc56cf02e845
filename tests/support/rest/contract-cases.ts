import { newAccount } from '../accounts';
import { type ContractCase, type Fixtures, NAVIGATION, PLAYER, PREMIUM, PUBLIC, type Role } from './contract';
import { ADMIN_CASES } from './contract-admin-cases';

const fresh = async (fx: Fixtures, role: Role) => ({ cookie: await fx.freshCookie(role) });
const myPick = async (fx: Fixtures, role: Role) =>
  (
    await fx.t.deps.db
      .selectFrom('picks')
      .select('id')
      .where('user_id', '=', fx.person(role).id)
      .where('game_id', '=', fx.open.id)
      .executeTakeFirst()
  )?.id ?? 1;

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
  'GET /picks/user': { expect: PLAYER },
  'GET /picks/user/history': { expect: PLAYER, request: () => ({ query: { limit: '20' } }) },
  'GET /users/:id/picks/history': {
    expect: PLAYER,
    request: (fx) => ({ params: { id: fx.player.id }, query: { limit: '10' } }),
  },
  'GET /prizes/current': { expect: PUBLIC },

  'GET /leaderboard/weekly': { expect: PLAYER, request: () => ({ query: { limit: '10' } }) },
  'GET /leaderboard/season': { expect: PLAYER },
  'GET /leaderboard/monthly': { expect: PLAYER },
  'GET /leaderboard/alltime': { expect: PLAYER, request: () => ({ query: { limit: '500' } }) },

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
  ...ADMIN_CASES,
};
