import type { Fixtures } from './contract';
import { admin, game, type Make, MISSING_ID, pick } from './contract-refusals';

// The admin paths' own refusals (see contract-refusal-cases.ts).

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

export const ADMIN_REFUSALS: Record<string, Make[]> = {
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
