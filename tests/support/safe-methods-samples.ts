import { expect } from 'vitest';
import { shareToken } from '../../src/server/api/previews/share-token';
import { newCalendarAddress } from '../../src/server/modules/calendar/calendar.service';
import { unsubscribeToken } from '../../src/server/modules/notifications/unsubscribe-token';
import { prepareVapidKeys } from '../../src/server/modules/notifications/vapid-keys.service';
import { requestDataExport } from '../../src/server/modules/users/data-exports.service';
import { createSession } from '../../src/server/modules/users/session.service';
import { MAX_BATCH_ITEMS } from '../../src/shared/schemas/transport';
import { sameOrigin } from './calls';
import { makeLeague, makePremium } from './leagues';
import type { MemoryTransport } from './mail';
import { contractFixtures, type Fixtures } from './rest/contract';
import { DAY, type TestApp } from './test-app';
import { procedurePaths, procedures } from './trpc/authorization';

// The world of the walk of every GET route (src/server/api/safe-methods.test.ts): its callers, and URLs with ids,
// codes and tokens that exist.

/** Who calls: nobody, a session that expired, a player (whose session a read renews), an admin. */
export type Role = 'out' | 'expired' | 'player' | 'admin';

/** What the walk reads: a league, a graded game, sessions of each kind, every token a link carries. */
export async function walkWorld(t: TestApp, mail: MemoryTransport) {
  // What a server does at start (startup.ts): the key pair exists before the first request.
  await prepareVapidKeys(t.deps.db);
  const fx = await contractFixtures(t, mail);
  const db = t.deps.db;
  const league = await makeLeague(db, fx.player.id, [fx.admin.id, fx.target.id]);
  await makePremium(db, fx.admin.id); // the premium reads (advanced stats) too
  // A graded game with picks of the player and the admin: standings, boards and league ranks to read.
  await db
    .insertInto('picks')
    .values(
      [fx.player, fx.admin].map((p) => ({
        user_id: p.id,
        game_id: fx.toScore,
        selected_team_id: fx.open.home,
      })),
    )
    .execute();
  const admin = { ...sameOrigin, cookie: fx.admin.cookie };
  const scored = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/games/${fx.toScore}/score`,
    headers: admin,
    payload: { homeScore: 3, awayScore: 1, winner: 'home', force: true },
  });
  expect(scored.statusCode, scored.body).toBe(200);
  const fetched = await t.app.inject({
    method: 'POST',
    url: '/api/admin/suggested-games/fetch',
    headers: admin,
    payload: { sports: ['NFL'] },
  });
  expect(fetched.statusCode, fetched.body).toBe(200);
  // The player's session is in its last 15 days (a read renews it: the one listed change); another has expired.
  const now = t.clock.now().getTime();
  const meta = { ip: '127.0.0.1', userAgent: 'walk' };
  const renewing = await createSession(db, fx.player.id, new Date(now - 16 * DAY), meta);
  const expired = await createSession(db, fx.player.id, new Date(now - 31 * DAY), meta);
  const cookies: Record<Role, string | undefined> = {
    out: undefined,
    expired: `session=${expired.token}`,
    player: `session=${renewing.token}`,
    admin: fx.admin.cookie,
  };
  const resetToken = await fx.resetToken();
  const unsubscribe = encodeURIComponent(await unsubscribeToken(t.deps, fx.player.id));
  const calendar = (await newCalendarAddress(t.deps, fx.player.id)).httpsUrl!.split('/calendar/')[1]!;
  // The player's "Download my data", made at once by the test's inline effects worker.
  const exportId = (await requestDataExport(t.deps, fx.player.id))[0]!.id;
  // Share links of the player's (issue 41): their streak, and an achievement they unlocked.
  await db.insertInto('achievement_unlocks').values({ user_id: fx.player.id, type: 'first_five' }).execute();
  shares.streak = await shareToken(t.deps, { kind: 'streak', userId: fx.player.id });
  shares.achievement = await shareToken(t.deps, {
    kind: 'achievement',
    userId: fx.player.id,
    type: 'first_five',
  });
  await t.deps.mailer.drain();
  return { fx, cookies, samples: walkSamples({ fx, league, resetToken, unsubscribe, calendar, exportId }) };
}

interface Given {
  fx: Fixtures;
  league: { id: number; code: string };
  /** A working password reset token, and the player's unsubscribe token (URL-encoded). */
  resetToken: string;
  unsubscribe: string;
  /** The player's calendar feed token, with its .ics. */
  calendar: string;
  /** A ready download of the player's data. */
  exportId: number;
}

/** The player's share tokens, made by walkWorld. */
const shares = { streak: '', achievement: '' };

/** tRPC inputs of the procedures that need one; the others are called without. */
const trpcInputs = ({ fx, league, resetToken, exportId }: Given): Record<string, unknown> => ({
  'auth.checkUsername': { username: fx.player.username },
  'leagues.get': { leagueId: league.id },
  'leagues.invite': { code: league.code },
  'leagues.picks': { leagueId: league.id },
  'leagues.matchups': { leagueId: league.id },
  // A month with no winner decided reads as null; a malformed one is a 400 (the second URL below).
  'prizes.winner': { month: '2026-11' },
  'live.leagueMatchups': { leagueId: league.id },
  'shares.achievement': { type: 'first_five' },
  'chat.history': { leagueId: league.id },
  'live.leagueChat': { leagueId: league.id },
  'live.leaguePicks': { leagueId: league.id },
  'leagues.weekly': { leagueId: league.id, limit: 10 },
  'leagues.monthly': { leagueId: league.id },
  'leagues.alltime': { leagueId: league.id },
  'players.profile': { userId: fx.target.id, limit: 10 },
  'account.exportFile': { id: exportId },
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
function walkSamples(given: Given): Record<string, string[]> {
  const { fx, league, resetToken, unsubscribe, calendar } = given;
  const inputs = trpcInputs(given);
  // Every procedure over GET: queries and subscriptions (tRPC's event stream) read, mutations are refused (405).
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
    '/api/leagues/:id/picks': [`/api/leagues/${league.id}/picks`],
    '/api/leagues/:id/matchups': [`/api/leagues/${league.id}/matchups`],
    '/api/prizes/winners/:month': ['/api/prizes/winners/2026-11', '/api/prizes/winners/2026-13'],
    '/api/shares/achievements/:type': ['/api/shares/achievements/first_five'],
    '/join/:code': [`/join/${league.code}`, '/join/WRONG'],
    '/og/invite/:file': [`/og/invite/${league.code}.png`, '/og/invite/WRONG.png'],
    '/share/streak/:token': [`/share/streak/${shares.streak}`],
    '/og/streak/:file': [`/og/streak/${shares.streak}.png`],
    '/share/achievement/:type/:token': [`/share/achievement/first_five/${shares.achievement}`],
    '/og/achievement/:type/:file': [`/og/achievement/first_five/${shares.achievement}.png`],
    '/api/leagues/:id/messages': [`/api/leagues/${league.id}/messages?limit=5`],
    '/api/invites/:code': [`/api/invites/${league.code}`, '/api/invites/WRONG'],
    '/api/leagues/:id/leaderboard/weekly': board('weekly'),
    '/api/leagues/:id/leaderboard/season': board('season'),
    '/api/leagues/:id/leaderboard/alltime': board('alltime'),
    // A provider's answer without this browser's sign-in under way changes nothing (it signs in or links only
    // in the browser whose cookie started the flow: docs/rules.md, "Sign-in with providers").
    '/api/auth/oauth/:provider/callback': [
      '/api/auth/oauth/google/callback?code=abc&state=def',
      '/api/auth/oauth/discord/callback?error=access_denied&state=x',
      '/api/auth/oauth/nobody/callback',
    ],
    '/api/user/exports/:id': [`/api/user/exports/${given.exportId}`],
    '/unsubscribe': [`/unsubscribe?token=${unsubscribe}`, '/unsubscribe?token=1.AAAA', '/unsubscribe'],
    '/calendar/:token': [`/calendar/${calendar}`, '/calendar/not-a-token.ics'],
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
