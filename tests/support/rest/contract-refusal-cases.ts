import { newAccount } from '../accounts';
import { makeLeague } from '../leagues';
import { ACCOUNT_REFUSALS } from './contract-refusal-account-cases';
import { ADMIN_REFUSALS } from './contract-refusal-admin-cases';
import { admin, game, type Make, MISSING_ID, pick, player } from './contract-refusals';

// The refusals a path gives of its own (conflicts, a row it names in the body, a rule of the game), one probe for
// each place its procedure refuses, made from the contract's fixtures. Generic refusals (missing ids in the path,
// malformed bodies, foreign cookie calls, reused keys) are in contract-refusals.ts.

export const REFUSALS: Record<string, Make[]> = {
  'POST /auth/login': [
    (fx) => [
      player('a wrong password', 401, { body: { username: fx.target.username, password: 'wrong1234' } }),
    ],
  ],
  'POST /auth/token': [
    (fx) => [
      player('a wrong password', 401, { body: { username: fx.target.username, password: 'wrong1234' } }),
    ],
  ],
  'POST /auth/register': [
    (fx) => [
      player('a taken username', 409, {
        cookie: undefined,
        body: newAccount({ username: fx.target.username }),
      }),
    ],
  ],
  'PUT /user/settings': [
    (fx) => [
      player('a taken username', 409, {
        body: {
          username: fx.target.username,
          firstName: 'Pat',
          lastName: 'Player',
          timezone: 'America/Denver',
          emailNotifications: true,
          pushNotifications: false,
        },
      }),
    ],
  ],
  'PUT /user/password': [
    () => [
      player('a wrong current password', 400, {
        body: { currentPassword: 'wrong1234', newPassword: 'Other12345' },
      }),
    ],
  ],
  'POST /picks': [
    async (fx) => {
      const [twice, started] = [await game(fx, 900), await game(fx, -30)];
      await pick(fx, fx.player.id, twice.id);
      return [
        player('a second pick of a game', 409, { body: { gameId: twice.id, selectedTeamId: fx.open.home } }),
        player('a started game', 400, { body: { gameId: started.id, selectedTeamId: fx.open.home } }),
        player('no such game', 404, { body: { gameId: MISSING_ID, selectedTeamId: fx.open.home } }),
        player('a team not in the game', 400, {
          body: { gameId: twice.id, selectedTeamId: fx.sport.teams[3]!.id },
        }),
      ];
    },
    async (fx) => {
      // A free player's fourth pick of the day.
      const games = [await game(fx, 901), await game(fx, 902), await game(fx, 903), await game(fx, 904)];
      for (const g of games.slice(0, 3)) await pick(fx, fx.admin.id, g.id);
      return [
        admin('over the daily cap', 403, { body: { gameId: games[3]!.id, selectedTeamId: fx.open.home } }),
      ];
    },
  ],
  'PUT /picks/:pickId': [
    async (fx) => {
      const [open, started] = [await game(fx, 905), await game(fx, -31)];
      const others = await pick(fx, fx.target.id, open.id);
      const mineStarted = await pick(fx, fx.player.id, started.id);
      return [
        player("another player's pick", 403, {
          params: { pickId: others },
          body: { selectedTeamId: fx.open.away },
        }),
        player('a started game', 400, {
          params: { pickId: mineStarted },
          body: { selectedTeamId: fx.open.away },
        }),
      ];
    },
  ],
  'POST /leagues': [
    async (fx) => {
      for (let i = 0; i < 3; i++) await makeLeague(fx.t.deps.db, fx.player.id);
      return [player('a free player owning 3', 403, { body: { name: 'Fourth league' } })];
    },
  ],
  'POST /leagues/join': [() => [player('a wrong code', 404, { body: { code: 'WRONGCODE' } })]],
  'DELETE /leagues/:id/messages/:messageId': [
    async (fx) => {
      const league = await makeLeague(fx.t.deps.db, fx.target.id, [fx.player.id]);
      const message = await fx.t.deps.db
        .insertInto('league_messages')
        .values({ league_id: league.id, user_id: fx.target.id, body: 'Mine' })
        .returning('id')
        .executeTakeFirstOrThrow();
      return [
        player('not the author nor the owner', 403, { params: { id: league.id, messageId: message.id } }),
      ];
    },
  ],
  'POST /leagues/:id/messages': [
    async (fx) => {
      const league = await makeLeague(fx.t.deps.db, fx.player.id);
      return [player('a blank message', 400, { params: { id: league.id }, body: { body: '   ' } })];
    },
  ],
  'GET /shares/achievements/:type': [
    () => [player('an achievement not unlocked', 403, { params: { type: 'perfect_week' } })],
  ],
  'GET /invites/:code': [() => [player('a dead code', 404, { params: { code: 'WRONGCODE' } })]],
  'PUT /leagues/:id': [
    async (fx) => {
      const league = await makeLeague(fx.t.deps.db, fx.target.id, [fx.player.id]);
      return [player('not the owner', 403, { params: { id: league.id }, body: { name: 'Mine now' } })];
    },
  ],
  'POST /leagues/:id/leave': [
    async (fx) => [
      player('the owner', 409, {
        params: { id: (await makeLeague(fx.t.deps.db, fx.player.id, [fx.target.id])).id },
      }),
    ],
  ],
  'PUT /leagues/:id/owner': [
    async (fx) => {
      const league = await makeLeague(fx.t.deps.db, fx.player.id);
      return [player('to a non-member', 404, { params: { id: league.id }, body: { userId: fx.target.id } })];
    },
  ],
  'DELETE /leagues/:id/members/:userId': [
    async (fx) => {
      const league = await makeLeague(fx.t.deps.db, fx.player.id, [fx.target.id]);
      return [player('the owner themself', 409, { params: { id: league.id, userId: fx.player.id } })];
    },
  ],
  'POST /achievements/share': [
    () => [player('a locked achievement', 403, { body: { type: 'perfect_week', platform: 'copy' } })],
  ],
  ...ACCOUNT_REFUSALS,
  ...ADMIN_REFUSALS,
};
