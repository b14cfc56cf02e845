import { newAccount } from '../accounts';
import { makeGame } from '../games';
import { makeLeague } from '../leagues';
import type { Fixtures } from './contract';
import { MISSING_ID, type Probe } from './contract-refusals';

// The refusals a path gives of its own (conflicts, a row it names in the body, a rule of the game), one probe for
// each place its procedure refuses, made from the contract's fixtures. Generic refusals (missing ids in the path,
// malformed bodies, foreign cookie calls, reused keys) are in contract-refusals.ts.

type Make = (fx: Fixtures) => Probe[] | Promise<Probe[]>;

/** A probe of the admin's (player's) that must answer `status`. */
const admin = (label: string, status: number, request: Probe['request']): Probe => ({
  label,
  role: 'admin',
  request,
  status,
});
const player = (label: string, status: number, request: Probe['request']): Probe => ({
  label,
  role: 'player',
  request,
  status,
});

/** A game of the contract's sport starting in `minutes` (negative: started), or finished. */
const game = (fx: Fixtures, minutes: number, status: 'scheduled' | 'completed' = 'scheduled') =>
  makeGame(fx.t.deps.db, {
    sportId: fx.sport.id,
    homeTeamId: fx.open.home,
    awayTeamId: fx.open.away,
    startsInMinutes: minutes,
    status,
  });

const pick = async (fx: Fixtures, userId: number, gameId: number) =>
  (
    await fx.t.deps.db
      .insertInto('picks')
      .values({ user_id: userId, game_id: gameId, selected_team_id: fx.open.home })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

let suggestions = 0;
const suggestion = async (fx: Fixtures, status: 'pending' | 'rejected' | 'approved') =>
  (
    await fx.t.deps.db
      .insertInto('suggested_games')
      .values({
        sport_id: fx.sport.id,
        provider: 'espn',
        provider_event_id: `refusal-${status}-${++suggestions}`,
        home_team_name: 'Refusal Home',
        away_team_name: 'Refusal Away',
        scheduled_time: new Date(fx.t.clock.now().getTime() + 86_400_000),
        status,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

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
  'POST /leagues': [() => [player('a free player', 403, { body: { name: 'Free league' } })]],
  'POST /leagues/join': [() => [player('a wrong code', 404, { body: { code: 'WRONGCODE' } })]],
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
  'POST /admin/prizes': [
    () => {
      const body = { title: 'Twice', description: 'A cap', month: '2027-01', year: 2027 };
      return [admin('a new month', 200, { body }), admin('a month that has one', 409, { body })];
    },
  ],
  'POST /admin/games': [
    (fx) => [
      admin('no such team', 404, {
        body: {
          homeTeamId: MISSING_ID,
          awayTeamId: fx.open.away,
          scheduledTime: new Date(Date.now() + 9e7).toISOString(),
        },
      }),
    ],
  ],
  'PUT /admin/games/:id': [
    async (fx) => {
      const done = await game(fx, -400, 'completed');
      const body = {
        homeTeamId: fx.open.home,
        awayTeamId: fx.open.away,
        scheduledTime: new Date(Date.now() + 9e7).toISOString(),
      };
      return [admin('a finished game', 409, { params: { id: done.id }, body })];
    },
  ],
  'PUT /admin/games/:id/score': [
    (fx) => [
      admin('a final before the start', 409, {
        params: { id: fx.open.id },
        body: { homeScore: 1, awayScore: 0, winner: 'home' },
      }),
    ],
  ],
  'PUT /admin/picks/:id/grade': [
    async (fx) => {
      const open = await game(fx, 906);
      return [
        admin('a game not completed', 409, {
          params: { id: await pick(fx, fx.target.id, open.id) },
          body: { result: 'win' },
        }),
      ];
    },
  ],
  'POST /admin/teams': [
    (fx) => [admin('a taken name', 409, { body: { name: fx.sport.teams[0]!.name, sport: fx.sport.id } })],
  ],
  'POST /admin/sports': [
    (fx) => [
      admin('a taken name', 409, { body: { name: fx.sport.name, displayName: 'Again', description: null } }),
    ],
  ],
  'POST /admin/free-pick': [
    // The first free pick of the day may have been made by the key probes already: only the second must be 409.
    () => [
      { label: 'a free pick', role: 'admin', request: { body: {} } },
      admin('a second the same day', 409, { body: {} }),
    ],
  ],
  'POST /admin/teams/sync-sport': [() => [admin('an unknown league', 400, { body: { sport: 'CURLING' } })]],
  'POST /admin/suggested-games/:id/approve': [
    async (fx) => [admin('an approved one', 409, { params: { id: await suggestion(fx, 'approved') } })],
  ],
  'POST /admin/suggested-games/:id/reject': [
    async (fx) => [admin('an approved one', 409, { params: { id: await suggestion(fx, 'approved') } })],
  ],
  'POST /admin/suggested-games/:id/restore': [
    async (fx) => [admin('a pending one', 409, { params: { id: await suggestion(fx, 'pending') } })],
  ],
};
