import { tagged } from '../rest-table';

const feed = 'The sports feed may fail: 502 with its words when nothing could be read.';

/** Teams, sports and the sports feed: the admin dashboard's catalogue and sports-api tabs (admin.md section 7). */
export const adminFeedRoutes = tagged('Admin: teams, sports, feed', [
  { method: 'GET', url: '/teams', procedure: 'admin.teams.list', summary: 'Every team' },
  { method: 'GET', url: '/sports', procedure: 'admin.sports.list', summary: 'Every sport' },
  {
    method: 'GET',
    url: '/admin/feed-health',
    procedure: 'admin.feedHealth',
    summary: "Per feed league: the feed's last answers and failure, overdue games, pending suggestions soon",
  },
  {
    method: 'GET',
    url: '/admin/teams/needs-records',
    procedure: 'admin.teams.needsRecords',
    summary: 'Teams with a 0-0 record',
  },
  {
    method: 'POST',
    url: '/admin/teams',
    procedure: 'admin.teams.create',
    summary: 'Create a team (`sport` is its id or name)',
    errors: [409],
  },
  {
    method: 'POST',
    url: '/admin/sports',
    procedure: 'admin.sports.create',
    summary: 'Create a sport',
    errors: [409],
  },
  {
    method: 'GET',
    url: '/admin/suggested-games',
    procedure: 'admin.suggestedGames.list',
    summary: 'Pending suggested games, soonest first, with counts',
  },
  {
    method: 'POST',
    url: '/admin/suggested-games/fetch',
    procedure: 'admin.suggestedGames.fetch',
    summary: 'Import the next 2 days of games of the chosen sports from the feed',
    description: feed,
    errors: [502],
  },
  {
    method: 'POST',
    url: '/admin/suggested-games/:id/approve',
    procedure: 'admin.suggestedGames.approve',
    summary: 'Approve a suggestion: creates missing teams and the game',
    errors: [404, 409],
  },
  {
    method: 'POST',
    url: '/admin/suggested-games/:id/reject',
    procedure: 'admin.suggestedGames.reject',
    summary: 'Reject a suggestion',
    errors: [404, 409],
  },
  {
    method: 'POST',
    url: '/admin/suggested-games/bulk-reject',
    procedure: 'admin.suggestedGames.bulkReject',
    summary: 'Reject every pending suggestion',
  },
  {
    method: 'GET',
    url: '/admin/suggested-games/rejected',
    procedure: 'admin.suggestedGames.rejected',
    summary: 'Rejected suggestions that have not started, soonest first',
  },
  {
    method: 'POST',
    url: '/admin/suggested-games/:id/restore',
    procedure: 'admin.suggestedGames.restore',
    summary: 'Put a rejected suggestion back among the pending ones',
    errors: [404, 409],
  },
  {
    method: 'POST',
    url: '/admin/teams/sync-all',
    procedure: 'admin.teams.syncAll',
    summary: "Create and update every feed league's teams",
    description: feed,
    errors: [502],
  },
  {
    method: 'POST',
    url: '/admin/teams/sync-sport',
    procedure: 'admin.teams.syncSport',
    summary: "Create and update one sport's teams",
    description: feed,
    errors: [502],
  },
  {
    method: 'POST',
    url: '/admin/teams/sync-colors',
    procedure: 'admin.teams.syncColors',
    summary: "Update every team's colours from the feed",
    description: feed,
    errors: [502],
  },
  {
    method: 'POST',
    url: '/admin/teams/update-records',
    procedure: 'admin.teams.updateRecords',
    summary: "Update every team's win-loss record from the feed",
    description: feed,
    errors: [502],
  },
]);
