import type { z } from 'zod';
import {
  catalogueEntrySchema,
  newUnlockSchema,
  unlockedAchievementSchema,
} from '../../shared/schemas/achievements';
import {
  adminPickSchema,
  adminSportSchema,
  adminTeamSchema,
  adminUserPageSchema,
  adminUserSchema,
  analyticsSchema,
} from '../../shared/schemas/admin';
import { publicUserSchema } from '../../shared/schemas/auth';
import { gameListSchema, gameSchema, teamSchema } from '../../shared/schemas/games';
import { leaderboardResponseSchema, leaderboardRowSchema } from '../../shared/schemas/leaderboard';
import { historyEntrySchema, myPicksSchema, pickChangeSchema, pickSchema } from '../../shared/schemas/picks';
import { playerSummarySchema, profileSchema } from '../../shared/schemas/players';
import { monthWinnerSchema, prizeSchema, winnerRecordSchema } from '../../shared/schemas/prizes';
import {
  fetchSummarySchema,
  sportImportSchema,
  sportSyncSchema,
  suggestedGameSchema,
  suggestedGamesListSchema,
  teamSyncSummarySchema,
} from '../../shared/schemas/sports-feed';
import { type ApiReference, buildOpenApiDocument } from '../platform/transport/openapi/document';
import { sessionTokenSchemaOf } from '../platform/transport/rest/session-token';
import { navigations } from './navigations';
import { appProcedures } from './router';
import { restRoutes } from './routes';

// The app's words and names in its OpenAPI document (GET /api/openapi.json, /api/docs); the platform builds the
// document from them, the route table and the procedures' schemas and declared access.

/** POST /api/auth/token's answer: the token, its expiry and the signed-in user. */
const sessionToken = sessionTokenSchemaOf(publicUserSchema);

/**
 * Shared output schemas the document names (`#/components/schemas/Game`), so a game reads the same
 * everywhere it appears. The schemas are the ones the procedures use; only the names are added here.
 */
const namedSchemas: Record<string, z.ZodType> = {
  User: publicUserSchema,
  SessionToken: sessionToken,
  Team: teamSchema,
  Game: gameSchema,
  GameList: gameListSchema,
  Pick: pickSchema,
  PickChange: pickChangeSchema,
  MyPicks: myPicksSchema,
  PickHistoryEntry: historyEntrySchema,
  PlayerSummary: playerSummarySchema,
  Profile: profileSchema,
  Leaderboard: leaderboardResponseSchema,
  LeaderboardRow: leaderboardRowSchema,
  Prize: prizeSchema,
  MonthWinner: monthWinnerSchema,
  WinnerRecord: winnerRecordSchema,
  Achievement: catalogueEntrySchema,
  UnlockedAchievement: unlockedAchievementSchema,
  NewUnlock: newUnlockSchema,
  AdminUser: adminUserSchema,
  AdminUserPage: adminUserPageSchema,
  AdminPick: adminPickSchema,
  AdminTeam: adminTeamSchema,
  AdminSport: adminSportSchema,
  Analytics: analyticsSchema,
  SuggestedGame: suggestedGameSchema,
  SuggestedGames: suggestedGamesListSchema,
  FetchSummary: fetchSummarySchema,
  SportImport: sportImportSchema,
  SportSync: sportSyncSchema,
  TeamSyncSummary: teamSyncSummarySchema,
};

/** What each section of the reference is about (every tag a routes file names has a line here). */
const tags: Record<string, string> = {
  Auth: 'Registration, sign-in (cookie or bearer token), sign-out, the current user and the browser navigations.',
  'Sign-in with providers and passkeys':
    'Continue with Google, Apple, Discord or an operator’s OpenID provider (the one short screen a first sign-in ' +
    'asks), and sign in with a passkey.',
  'Password reset': 'Reset links by e-mail: request one, check it, set a new password with it.',
  'Games and picks':
    "Today's and tomorrow's games, making and changing picks, pick history, the current prize.",
  Leaderboards: 'The weekly, monthly (season) and all-time boards (sign-in).',
  Leagues:
    "Private leagues: create, join by invite code (see an invite first), manage members, each league's boards and " +
    'its members’ picks once games lock.',
  'League chat': "A league's chat: messages, reactions, deletions and unread counts (members only).",
  Achievements: 'The catalogue, your unlocks and sharing one.',
  Settings: 'Your settings, avatar, password and advanced stats (premium).',
  Account:
    'Your sign-in methods (linked providers, passkeys), downloading your data and deleting your account.',
  Notifications: 'Web Push: the public key, your devices, the one-time prompt and a test notification.',
  Calendar:
    'Your private calendar feed (iCalendar): turn it on, make a new address, choose its leagues, turn it off.',
  'Admin: users, picks, prizes':
    'Admins: stats, users, picks and hand grading, prizes, leagues, effects, audit log.',
  'Admin: games': 'Admins: games, score entry and the free pick.',
  'Admin: teams, sports, feed': 'Admins: teams and sports, the sports feed, suggested games and team syncs.',
};

/** The app's reference: everything the document is built from but the server's origin. */
export const apiReference: ApiReference = {
  describe: (path) => appProcedures.describe(path),
  routes: restRoutes,
  navigations,
  title: "Streak Pick'em REST API",
  description:
    'JSON over HTTP for third-party clients: the same procedures the browser calls over tRPC. ' +
    'Sign in with POST /api/auth/login (session cookie) or POST /api/auth/token (bearer token). ' +
    'Dates are ISO 8601. Every refusal is `{ "message": ... }`, in Spanish when Accept-Language asks for it ' +
    '(`es`), in English otherwise; its status never changes. A readable reference is at /api/docs.',
  tags,
  errorWords: {
    403: "Not allowed: an admin call by a player, another player's pick, or a cookie call from a foreign Origin.",
    409:
      'Conflicts with what exists: a taken name, an existing pick, a game already decided; or a call with the ' +
      'same Idempotency-Key is still running after a few seconds (retry it in a moment).',
    502: 'The sports feed could not be read.',
  },
  namedSchemas,
  sessionToken,
};

/** The app's OpenAPI document, with `origin` (APP_ORIGIN) as its server when given. */
export const appOpenApiDocument = (origin?: string) => buildOpenApiDocument({ ...apiReference, origin });
