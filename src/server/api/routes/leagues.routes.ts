import type { FastifyRequest } from 'fastify';
import { digitsToNumber } from '../../../shared/schemas/numbers';
import type { HttpMethod } from '../../platform/transport/rest/route';
import { type AppRestRoute, type ProcedurePath, tagged } from '../rest-table';
import { limit } from './leaderboard.routes';

// A league's boards ("season" is the month, as on the global boards) take the league from the path and `limit`
// from the query string; digits are read as numbers here and anything else is left for the schema to refuse.
const boardInput = (req: FastifyRequest) => ({
  leagueId: digitsToNumber((req.params as { id: string }).id),
  ...limit(req),
});

const members = 'Members only: a league the caller is not in answers 404, as one that does not exist.';
const boardWords =
  "The global board's order, ties and fields among the league's members in `players`; then, in `unranked`, the " +
  'members with no graded pick in the period, by name, as far as `limit` leaves room; `totalPlayers` counts the ' +
  'members. `limit` above 100 is served as 100.';

/** A path under /leagues/:id, whose `id` is the league's. */
const ofLeague = (
  method: HttpMethod,
  tail: string,
  procedure: ProcedurePath,
  summary: string,
  errors: number[],
  description?: string,
): Omit<AppRestRoute, 'tag'> => ({
  method,
  url: `/leagues/:id${tail}`,
  procedure,
  params: { id: 'leagueId' },
  summary,
  errors,
  ...(description ? { description } : {}),
});

/** Private leagues: create, join by invite code, manage, and each league's boards. */
export const leagueRoutes = tagged('Leagues', [
  {
    method: 'GET',
    url: '/leagues',
    procedure: 'leagues.mine',
    summary: 'My leagues, with my weekly rank in each',
    description:
      '`rankChange` compares with the rank remembered on an earlier day; reading remembers nothing: send ' +
      '`POST /api/leagues/ranks-shown` once the list has been shown.',
  },
  {
    method: 'POST',
    url: '/leagues/ranks-shown',
    procedure: 'leagues.rememberRanks',
    summary:
      'Remember my ranks as `GET /api/leagues` shows them now, for its later `rankChange` (since yesterday)',
  },
  {
    method: 'POST',
    url: '/leagues',
    procedure: 'leagues.create',
    summary: 'Create a league (premium players; at most 10 owned)',
    errors: [403],
  },
  {
    method: 'POST',
    url: '/leagues/join',
    procedure: 'leagues.join',
    summary: 'Join the league of an invite code; joining again changes nothing',
    description: 'Wrong codes: 404, and after 20 wrong codes in an hour per address or per account, 429.',
    errors: [403, 404, 409],
  },
  {
    method: 'GET',
    url: '/invites/:code',
    procedure: 'leagues.invite',
    summary:
      "What an invite link shows before joining: the league's name, owner, member count and a few members",
    description:
      'Open to anyone holding the link, signed in or not; never an e-mail. A dead or wrong code is 404, and wrong ' +
      'codes count against the same budgets as joins (20 an hour per address, and per account when signed in; then 429).',
    errors: [404],
  },
  ofLeague('GET', '', 'leagues.get', 'A league, its members and its invite link', [404], members),
  ofLeague(
    'GET',
    '/picks',
    'leagues.picks',
    "A day of the league's picks, revealed at lock",
    [404],
    `${members} \`date\` (YYYY-MM-DD, in your time zone; today when absent). On each game that has locked (started, ` +
      "or no longer scheduled): every member's pick and its result, the league's split and the global pick share. " +
      'On a game still open: only your own pick, and no splits. Games no member picked are left out.',
  ),
  ofLeague(
    'GET',
    '/matchups',
    'leagues.matchups',
    "Weekly head-to-head: this week's matchups and the season's table",
    [404],
    `${members} Each week (Monday to Sunday, New York) every league of two or more members pairs them by round ` +
      'robin (a bye, `away: null`, for an odd one out; a member who joined mid-week plays from the next week). ' +
      "`thisWeek` has both players' records so far (the weekly board's wins, losses and pushes) and `leader`: more " +
      'wins, then fewer losses, else `tie`. `table` counts the matchups each player won, lost and tied in the ' +
      "season's finished weeks (the calendar year). Live: the `live.leagueMatchups` subscription over /trpc.",
  ),
  ofLeague('PUT', '', 'leagues.rename', 'Rename a league (owner)', [403, 404]),
  ofLeague('DELETE', '', 'leagues.remove', 'Delete a league (owner)', [403, 404]),
  ofLeague(
    'POST',
    '/leave',
    'leagues.leave',
    'Leave a league (its owner transfers or deletes it first: 409)',
    [404, 409],
  ),
  ofLeague(
    'POST',
    '/invite-code',
    'leagues.regenerateCode',
    'A new invite code; the old one stops working (owner)',
    [403, 404],
  ),
  ofLeague('PUT', '/owner', 'leagues.transfer', 'Hand the league to another member (owner)', [403, 404]),
  ofLeague('DELETE', '/members/:userId', 'leagues.removeMember', 'Remove a member (owner)', [403, 404, 409]),
  ...(
    [
      ['weekly', 'leagues.weekly', "This week's board of a league"],
      ['season', 'leagues.monthly', "This month's board of a league"],
      ['alltime', 'leagues.alltime', 'The all-time board of a league'],
    ] as const
  ).map(([path, procedure, summary]) => ({
    method: 'GET' as const,
    url: `/leagues/:id/leaderboard/${path}`,
    procedure,
    params: { id: 'leagueId' },
    input: boardInput,
    summary,
    description: `${members} ${boardWords}`,
    errors: [404],
  })),
]);
