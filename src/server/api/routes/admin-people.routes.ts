import { tagged } from '../rest-table';

/** The admin dashboard's stats, users, user picks and prizes tabs (admin.md section 7). */
export const adminPeopleRoutes = tagged('Admin: users, picks, prizes', [
  { method: 'GET', url: '/admin/analytics', procedure: 'admin.analytics', summary: 'The Stats tab' },
  {
    method: 'GET',
    url: '/admin/audit',
    procedure: 'admin.audit',
    summary: 'Admin actions, newest first (`action`, `adminId`, `targetKind`, `targetId`, `cursor`, `limit`)',
    description:
      'Each entry: admin, time, action, target, and the target before and after. Pass `nextCursor` as `cursor` for older entries.',
  },
  {
    method: 'GET',
    url: '/admin/users',
    procedure: 'admin.users.list',
    summary: 'Users, searched, sorted and paged (`search`, `sort`, `page`, `pageSize`)',
  },
  {
    method: 'PUT',
    url: '/admin/users/:id/subscription',
    procedure: 'admin.users.setSubscription',
    params: { id: 'userId' },
    summary: 'Set a user free or premium',
    errors: [404],
  },
  {
    method: 'DELETE',
    url: '/admin/users/:id',
    procedure: 'admin.users.remove',
    params: { id: 'userId' },
    summary: "Delete a user's account as they would (`confirm`: their username); on the audit log",
    description:
      'Their picks stay with an anonymous "Deleted player"; their leagues pass to the longest-standing member.',
    errors: [404],
  },
  {
    method: 'POST',
    url: '/admin/password-reset',
    procedure: 'admin.users.sendPasswordReset',
    summary: 'E-mail a user a reset link',
    errors: [404],
  },
  {
    method: 'POST',
    url: '/admin/manual-password-reset',
    procedure: 'admin.users.setPassword',
    summary: "Set a user's password directly; ends their sessions",
    errors: [404],
  },
  {
    method: 'GET',
    url: '/admin/picks',
    procedure: 'admin.picks.list',
    summary: 'Picks of every user, newest first (`search`, `limit`)',
  },
  {
    method: 'GET',
    url: '/admin/picks/search',
    procedure: 'admin.picks.search',
    summary: 'Picks of every user, paged (`search`, `ungradedOnly`, `sort`, `page`, `pageSize`)',
    description:
      '`total` counts every pick the search and filter select; `sort` is newest (default) or oldest.',
  },
  {
    method: 'PUT',
    url: '/admin/picks/:id/grade',
    procedure: 'admin.picks.grade',
    params: { id: 'pickId' },
    summary: 'Grade a pick by hand (a completed game whose winner is unknown)',
    errors: [404, 409],
  },
  {
    method: 'POST',
    url: '/admin/fix-streaks',
    procedure: 'admin.fixStreaks',
    summary: "Recompute every user's streaks and totals from their picks",
  },
  {
    method: 'GET',
    url: '/admin/effects',
    procedure: 'admin.effects.list',
    summary:
      'After-commit effects (awarding, live events) that failed too often (`state=parked`) or still wait',
  },
  {
    method: 'POST',
    url: '/admin/effects/:id/retry',
    procedure: 'admin.effects.retry',
    summary: 'Run a parked effect again now, its attempts counted afresh',
    description: '404 when no effect of that id is parked (none, or it runs or waits already).',
    errors: [404],
  },
  { method: 'GET', url: '/admin/leagues', procedure: 'admin.leagues.list', summary: 'Every league' },
  {
    method: 'DELETE',
    url: '/admin/leagues/:id',
    procedure: 'admin.leagues.remove',
    params: { id: 'leagueId' },
    summary: 'Delete a league that abuses the product',
    errors: [404],
  },
  { method: 'GET', url: '/admin/prizes', procedure: 'admin.prizes.list', summary: 'Every prize' },
  {
    method: 'GET',
    url: '/admin/prizes/winners',
    procedure: 'admin.prizes.winners',
    summary: "Every month's named winners, with those a correction superseded",
  },
  {
    method: 'POST',
    url: '/admin/prizes',
    procedure: 'admin.prizes.create',
    summary: 'Create a prize; 409 when its month has an active one, unless `replace` is true',
    errors: [409],
  },
  {
    method: 'DELETE',
    url: '/admin/prizes/:id',
    procedure: 'admin.prizes.remove',
    summary: 'Delete a prize',
    errors: [404],
  },
]);
