import { account } from '../calls';
import { makeLeague } from '../leagues';
import type { ContractCase, Fixtures } from './contract';
import { ADMIN } from './contract';

const pendingSuggestion = async (fx: Fixtures) =>
  (
    await fx.t.deps.db
      .selectFrom('suggested_games')
      .select('id')
      .where('status', '=', 'pending')
      .orderBy('id')
      .executeTakeFirst()
  )?.id ?? 1;
/** A rejected suggestion for Restore: a pending one rejected here when none is. */
const rejectedSuggestion = async (fx: Fixtures) => {
  const id = await pendingSuggestion(fx);
  await fx.t.deps.db
    .updateTable('suggested_games')
    .set({ status: 'rejected' })
    .where('id', '=', id)
    .execute();
  return id;
};
const inDays = (fx: Fixtures, days: number) =>
  new Date(fx.t.clock.now().getTime() + days * 86_400_000).toISOString();

/** The admin paths: 401 signed out, 403 to a player, 200 to an admin (run after the player paths). */
export const ADMIN_CASES: Record<string, ContractCase> = {
  'GET /admin/analytics': { expect: ADMIN },
  'GET /admin/audit': { expect: ADMIN },
  'GET /admin/feed-health': { expect: ADMIN },
  'GET /admin/users': {
    expect: ADMIN,
    request: () => ({ query: { search: 'player', page: '1', pageSize: '10' } }),
  },
  'PUT /admin/users/:id/subscription': {
    expect: ADMIN,
    request: (fx) => ({ params: { id: fx.target.id }, body: { subscriptionTier: 'premium' } }),
  },
  'POST /admin/password-reset': { expect: ADMIN, request: (fx) => ({ body: { userId: fx.target.id } }) },
  'POST /admin/manual-password-reset': {
    expect: ADMIN,
    request: (fx) => ({ body: { userId: fx.target.id, newPassword: 'Manual12345' } }),
  },
  'DELETE /admin/users/:id': {
    expect: ADMIN,
    request: async (fx) => {
      const doomed = await account(fx.t);
      return { params: { id: doomed.row.id }, body: { confirm: doomed.input.username } };
    },
  },
  'GET /admin/picks': { expect: ADMIN, request: () => ({ query: { limit: '50' } }) },
  'GET /admin/picks/search': {
    expect: ADMIN,
    request: () => ({ query: { ungradedOnly: 'true', sort: 'oldest', page: '1', pageSize: '10' } }),
  },
  'PUT /admin/picks/:id/grade': {
    expect: ADMIN,
    request: (fx) => ({ params: { id: fx.gradable }, body: { result: 'win' } }),
  },
  'POST /admin/fix-streaks': { expect: ADMIN },
  'GET /admin/effects': { expect: ADMIN, request: () => ({ query: { state: 'parked' } }) },
  'POST /admin/effects/:id/retry': { expect: ADMIN, request: (fx) => ({ params: { id: fx.parkedEffect } }) },
  'GET /admin/prizes': { expect: ADMIN },
  'GET /admin/prizes/winners': { expect: ADMIN },
  'POST /admin/prizes': {
    expect: ADMIN,
    request: () => ({
      body: { title: 'December prize', description: 'A cap', month: '2026-12', year: 2026 },
    }),
  },
  'DELETE /admin/prizes/:id': { expect: ADMIN, request: (fx) => ({ params: { id: fx.prizeToDelete } }) },
  'GET /admin/leagues': { expect: ADMIN },
  'DELETE /admin/leagues/:id': {
    expect: ADMIN,
    request: async (fx) => ({ params: { id: (await makeLeague(fx.t.deps.db, fx.target.id)).id } }),
  },

  'GET /admin/games': { expect: ADMIN },
  'GET /admin/games/history': { expect: ADMIN, request: () => ({ query: { limit: '5' } }) },
  'GET /admin/games/history/search': {
    expect: ADMIN,
    request: () => ({ query: { search: 'a', status: 'completed', pageSize: '5' } }),
  },
  'POST /admin/games': {
    expect: ADMIN,
    request: (fx) => ({
      body: {
        homeTeamId: fx.open.home,
        awayTeamId: fx.open.away,
        scheduledTime: inDays(fx, 3),
        notes: 'Rivals',
      },
    }),
  },
  'PUT /admin/games/:id': {
    expect: ADMIN,
    request: (fx) => ({
      params: { id: fx.toEdit },
      body: {
        homeTeamId: fx.sport.teams[2]!.id,
        awayTeamId: fx.sport.teams[3]!.id,
        scheduledTime: inDays(fx, 4),
      },
    }),
  },
  'DELETE /admin/games/:id': { expect: ADMIN, request: (fx) => ({ params: { id: fx.toDelete } }) },
  'PUT /admin/games/:id/score': {
    expect: ADMIN,
    request: (fx) => ({
      params: { id: fx.toScore },
      body: { homeScore: 3, awayScore: 1, winner: 'home', force: true },
    }),
  },
  'POST /admin/free-pick': { expect: ADMIN },

  'GET /teams': { expect: ADMIN },
  'GET /sports': { expect: ADMIN },
  'GET /admin/teams/needs-records': { expect: ADMIN },
  'POST /admin/teams': {
    expect: ADMIN,
    request: (fx) => ({ body: { name: 'Contract Team', sport: fx.sport.id } }),
  },
  'POST /admin/sports': {
    expect: ADMIN,
    request: () => ({ body: { name: 'contract', displayName: 'Contract Sport', description: null } }),
  },
  'GET /admin/suggested-games': { expect: ADMIN },
  'POST /admin/suggested-games/fetch': {
    expect: ADMIN,
    request: () => ({ body: { sports: ['NFL', 'NBA'] } }),
  },
  'POST /admin/suggested-games/:id/approve': {
    expect: ADMIN,
    request: async (fx) => ({ params: { id: await pendingSuggestion(fx) } }),
  },
  'POST /admin/suggested-games/:id/reject': {
    expect: ADMIN,
    request: async (fx) => ({ params: { id: await pendingSuggestion(fx) } }),
  },
  'POST /admin/suggested-games/bulk-reject': { expect: ADMIN },
  'GET /admin/suggested-games/rejected': { expect: ADMIN },
  'POST /admin/suggested-games/:id/restore': {
    expect: ADMIN,
    request: async (fx) => ({ params: { id: await rejectedSuggestion(fx) } }),
  },
  'POST /admin/teams/sync-all': { expect: ADMIN },
  'POST /admin/teams/sync-sport': { expect: ADMIN, request: () => ({ body: { sport: 'NFL' } }) },
  'POST /admin/teams/sync-colors': { expect: ADMIN },
  'POST /admin/teams/update-records': { expect: ADMIN },
};
