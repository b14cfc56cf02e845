import type { FastifyRequest } from 'fastify';
import { digitsToNumber } from '../../../shared/schemas/numbers';
import { query } from '../../platform/transport/rest/route';
import { tagged } from '../rest-table';

// The board's schema wants a number (it is shared with tRPC, where JSON carries numbers); a query
// string is text, so decimal digits are read as their number here and anything else is left as text for
// the schema to refuse (0, 2.5, 'abc', '0x10', '1e1' get a 400). A league's boards read it the same way.
export const limit = (req: FastifyRequest) => {
  const raw = query(req).limit;
  return raw === undefined ? undefined : { limit: typeof raw === 'string' ? digitsToNumber(raw) : raw };
};

const ranking =
  'Ties share a rank. Weekly and monthly: peak streak in the period, then wins, then accuracy; ' +
  'all time: wins, then accuracy, then longest streak. `limit` above 100 is served as 100.';

/** The boards (player.md section 7): "season" is the spec's path for the monthly board, mapped here only. */
export const leaderboardRoutes = tagged('Leaderboards', [
  {
    method: 'GET',
    url: '/leaderboard/weekly',
    procedure: 'leaderboard.weekly',
    input: limit,
    summary: "This week's board (Monday to Sunday, New York)",
    description: ranking,
  },
  {
    method: 'GET',
    url: '/leaderboard/season',
    procedure: 'leaderboard.monthly',
    input: limit,
    summary: "This month's board",
    description: ranking,
  },
  {
    method: 'GET',
    url: '/leaderboard/monthly',
    procedure: 'leaderboard.monthly',
    input: limit,
    summary: "This month's board (alias of /leaderboard/season)",
    description: ranking,
  },
  {
    method: 'GET',
    url: '/leaderboard/alltime',
    procedure: 'leaderboard.alltime',
    input: limit,
    summary: 'The all-time board',
    description: ranking,
  },
]);
