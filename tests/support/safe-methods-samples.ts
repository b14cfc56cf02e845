import { MAX_BATCH_ITEMS } from '../../src/shared/schemas/transport';
import type { Fixtures } from './rest/contract';
import { procedurePaths, procedures } from './trpc/authorization';

// The URLs of the walk of every GET route (src/server/safe-methods.test.ts): ids, codes and tokens that exist.

interface Given {
  fx: Fixtures;
  league: { id: number; code: string };
  /** A working password reset token, and the player's unsubscribe token (URL-encoded). */
  resetToken: string;
  unsubscribe: string;
}

/** tRPC inputs of the procedures that need one; the others are called without. */
const trpcInputs = ({ fx, league, resetToken }: Given): Record<string, unknown> => ({
  'auth.checkUsername': { username: fx.player.username },
  'leagues.get': { leagueId: league.id },
  'leagues.weekly': { leagueId: league.id, limit: 10 },
  'leagues.monthly': { leagueId: league.id },
  'leagues.alltime': { leagueId: league.id },
  'players.profile': { userId: fx.target.id, limit: 10 },
  'passwordReset.verify': { token: resetToken },
  'live.games': { day: 'today' },
  'live.leaderboard': { period: 'weekly' },
  'live.leagueBoard': { leagueId: league.id, period: 'weekly' },
  'admin.users.list': { search: 'player', page: 1, pageSize: 10 },
  'admin.effects.list': { state: 'parked' },
});

export const queryNames = procedurePaths.filter((name) => procedures[name]!._def.type === 'query');

const trpcUrl = (name: string, input: unknown) =>
  `/trpc/${name}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`;

/**
 * The URLs each route with parameters (or a query that matters) is called with, keyed by the route as Fastify
 * lists it; the walk fails on a route with parameters missing here. The first URL of each is one that reads.
 */
export function walkSamples(given: Given): Record<string, string[]> {
  const { fx, league, resetToken, unsubscribe } = given;
  const inputs = trpcInputs(given);
  // Every procedure over GET: queries read, mutations and subscriptions must be refused without running.
  const everyProcedure = procedurePaths.map((name) => trpcUrl(name, inputs[name]));
  // And the queries again in batches, as the browser's link sends them (at most MAX_BATCH_ITEMS a call).
  const batches: string[] = [];
  for (let i = 0; i < queryNames.length; i += MAX_BATCH_ITEMS) {
    const names = queryNames.slice(i, i + MAX_BATCH_ITEMS);
    const input = Object.fromEntries(names.map((name, j) => [j, inputs[name] ?? {}]));
    batches.push(`/trpc/${names.join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`);
  }
  const board = (period: string) => [`/api/leagues/${league.id}/leaderboard/${period}?limit=10`];
  return {
    '/trpc/:path': [...everyProcedure, ...batches],
    '/api/auth/check-username/:username': [
      `/api/auth/check-username/${fx.player.username}`,
      '/api/auth/check-username/free_name',
    ],
    '/api/password-reset/verify/:token': [
      `/api/password-reset/verify/${resetToken}`,
      '/api/password-reset/verify/x',
    ],
    '/api/users/:id/picks/history': [`/api/users/${fx.target.id}/picks/history?limit=10`],
    '/api/leagues/:id': [`/api/leagues/${league.id}`],
    '/api/leagues/:id/leaderboard/weekly': board('weekly'),
    '/api/leagues/:id/leaderboard/season': board('season'),
    '/api/leagues/:id/leaderboard/alltime': board('alltime'),
    '/unsubscribe': [`/unsubscribe?token=${unsubscribe}`, '/unsubscribe?token=1.AAAA', '/unsubscribe'],
    '/api/admin/effects': ['/api/admin/effects?state=parked', '/api/admin/effects'],
    // Pages: every path outside /api and /trpc that names no file is the browser's (index.html), invite links
    // and reset links included; a missing file is a JSON 404.
    '/': [
      '/',
      '/leaderboard',
      '/settings',
      `/leagues/${league.id}`,
      `/join/${league.code}`,
      `/reset-password?token=${resetToken}`,
      '/admin',
      '/no-such-file.png',
      '/api/no-such-path',
    ],
  };
}
