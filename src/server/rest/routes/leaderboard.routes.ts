import type { FastifyRequest } from 'fastify';
import { query, type RestRoute } from '../route';

// Query strings are text; the procedure's schema judges the number (NaN, 0, 2.5 and 'abc' get a 400).
const limit = (req: FastifyRequest) => {
  const raw = query(req).limit;
  return raw === undefined ? undefined : { limit: Number(raw) };
};

export const leaderboardRoutes: RestRoute[] = [
  { method: 'GET', url: '/leaderboard/weekly', call: (c, req) => c.leaderboard.weekly(limit(req)) },
  { method: 'GET', url: '/leaderboard/season', call: (c, req) => c.leaderboard.season(limit(req)) },
  { method: 'GET', url: '/leaderboard/monthly', call: (c, req) => c.leaderboard.monthly(limit(req)) },
  { method: 'GET', url: '/leaderboard/alltime', call: (c, req) => c.leaderboard.alltime(limit(req)) },
];
