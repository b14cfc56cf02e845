import { body, params, query, type RestRoute } from '../route';

/** The admin dashboard's calls (admin.md section 7); every one is an admin.* procedure. */
export const adminRoutes: RestRoute[] = [
  { method: 'GET', url: '/teams', call: (c) => c.admin.teams.list() },
  { method: 'GET', url: '/sports', call: (c) => c.admin.sports.list() },
  { method: 'GET', url: '/admin/analytics', call: (c) => c.admin.analytics() },
  {
    method: 'GET',
    url: '/admin/users',
    call: (c, req) => {
      const { search, page, pageSize } = query(req);
      return c.admin.users.list({ search, page, pageSize });
    },
  },
  {
    method: 'PUT',
    url: '/admin/users/:id/subscription',
    call: (c, req) => c.admin.users.setSubscription({ ...body(req), userId: params(req).id }),
  },
  {
    method: 'POST',
    url: '/admin/password-reset',
    call: (c, req) => c.admin.users.sendPasswordReset(body(req)),
  },
  {
    method: 'POST',
    url: '/admin/manual-password-reset',
    call: (c, req) => c.admin.users.setPassword(body(req)),
  },
  {
    method: 'GET',
    url: '/admin/picks',
    call: (c, req) => {
      const { search, limit } = query(req);
      return c.admin.picks.list({ search, limit });
    },
  },
  {
    method: 'PUT',
    url: '/admin/picks/:id/grade',
    call: (c, req) => c.admin.picks.grade({ ...body(req), pickId: params(req).id }),
  },
  { method: 'GET', url: '/admin/prizes', call: (c) => c.admin.prizes.list() },
  { method: 'POST', url: '/admin/prizes', call: (c, req) => c.admin.prizes.create(body(req)) },
  {
    method: 'DELETE',
    url: '/admin/prizes/:id',
    call: (c, req) => c.admin.prizes.remove({ id: params(req).id }),
  },
  { method: 'POST', url: '/admin/fix-streaks', call: (c) => c.admin.fixStreaks() },
  { method: 'GET', url: '/admin/teams/needs-records', call: (c) => c.admin.teams.needsRecords() },
  { method: 'POST', url: '/admin/teams', call: (c, req) => c.admin.teams.create(body(req)) },
  { method: 'POST', url: '/admin/sports', call: (c, req) => c.admin.sports.create(body(req)) },
  { method: 'GET', url: '/admin/games', call: (c) => c.admin.games.scheduled() },
  {
    method: 'GET',
    url: '/admin/games/history',
    call: (c, req) => c.admin.games.history({ limit: query(req).limit }),
  },
  { method: 'POST', url: '/admin/games', call: (c, req) => c.admin.games.create(body(req)) },
  {
    method: 'PUT',
    url: '/admin/games/:id',
    call: (c, req) => c.admin.games.update({ ...body(req), id: params(req).id }),
  },
  {
    method: 'DELETE',
    url: '/admin/games/:id',
    call: (c, req) => c.admin.games.remove({ id: params(req).id }),
  },
  {
    method: 'PUT',
    url: '/admin/games/:id/score',
    call: (c, req) => c.admin.games.score({ ...body(req), id: params(req).id }),
  },
  { method: 'POST', url: '/admin/free-pick', call: (c) => c.admin.games.freePick() },
  { method: 'GET', url: '/admin/suggested-games', call: (c) => c.admin.suggestedGames.list() },
  {
    method: 'POST',
    url: '/admin/suggested-games/fetch',
    call: (c, req) => c.admin.suggestedGames.fetch(body(req)),
  },
  {
    method: 'POST',
    url: '/admin/suggested-games/:id/approve',
    call: (c, req) => c.admin.suggestedGames.approve({ id: params(req).id }),
  },
  {
    method: 'POST',
    url: '/admin/suggested-games/:id/reject',
    call: (c, req) => c.admin.suggestedGames.reject({ id: params(req).id }),
  },
  {
    method: 'POST',
    url: '/admin/suggested-games/bulk-reject',
    call: (c) => c.admin.suggestedGames.bulkReject(),
  },
  { method: 'POST', url: '/admin/teams/sync-all', call: (c) => c.admin.teams.syncAll() },
  { method: 'POST', url: '/admin/teams/sync-sport', call: (c, req) => c.admin.teams.syncSport(body(req)) },
  { method: 'POST', url: '/admin/teams/sync-colors', call: (c) => c.admin.teams.syncColors() },
  { method: 'POST', url: '/admin/teams/update-records', call: (c) => c.admin.teams.updateRecords() },
];
