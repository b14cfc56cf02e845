import { tagged } from '../rest-table';

/** The admin dashboard's game tabs (admin.md section 7). */
export const adminGameRoutes = tagged('Admin: games', [
  {
    method: 'GET',
    url: '/admin/games',
    procedure: 'admin.games.scheduled',
    summary: 'Games not yet completed, soonest first',
  },
  {
    method: 'GET',
    url: '/admin/games/history',
    procedure: 'admin.games.history',
    summary: 'Completed games, newest first (`limit`)',
  },
  {
    method: 'GET',
    url: '/admin/games/history/search',
    procedure: 'admin.games.historySearch',
    summary: 'Completed and live games, paged (`search`, `sportId`, `status`, `sort`, `page`, `pageSize`)',
    description: '`search` matches either team name; `total` counts every game the filters select.',
  },
  {
    method: 'POST',
    url: '/admin/games',
    procedure: 'admin.games.create',
    summary: 'Create a game',
    description:
      'Either `date` (YYYY-MM-DD) and `time` (HH:MM) in Mountain time (America/Denver), or `scheduledTime` ' +
      'as ISO 8601 with an offset.',
    errors: [404],
  },
  {
    method: 'PUT',
    url: '/admin/games/:id',
    procedure: 'admin.games.update',
    summary: 'Edit a scheduled game',
    description:
      '`line` (`favorite` home or away, `spread` the points the favorite gives, `overUnder`) is the line the ' +
      "card shows, typed by the admin (source 'admin', as of now; a feed re-import leaves it alone); `null` " +
      'removes it; left out, the line is unchanged. Picks stay straight-up.',
    errors: [404, 409],
  },
  {
    method: 'DELETE',
    url: '/admin/games/:id',
    procedure: 'admin.games.remove',
    summary: 'Delete a game and its picks; totals and streaks are recomputed',
    errors: [404],
  },
  {
    method: 'PUT',
    url: '/admin/games/:id/score',
    procedure: 'admin.games.score',
    summary: 'Enter or correct the final score; grades every pick',
    description:
      'A final score for a game still scheduled whose start is ahead is 409 unless `force` is true (no early final by accident).',
    errors: [404, 409],
  },
  {
    method: 'POST',
    url: '/admin/free-pick',
    procedure: 'admin.games.freePick',
    summary: "Create tomorrow's free pick (05:00 Mountain time, graded a minute after it starts)",
    errors: [409],
  },
]);
