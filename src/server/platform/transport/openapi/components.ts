import { z } from 'zod';
import {
  catalogueEntrySchema,
  newUnlockSchema,
  unlockedAchievementSchema,
} from '../../../../shared/schemas/achievements';
import {
  adminPickSchema,
  adminSportSchema,
  adminTeamSchema,
  adminUserPageSchema,
  adminUserSchema,
  analyticsSchema,
} from '../../../../shared/schemas/admin';
import { publicUserSchema } from '../../../../shared/schemas/auth';
import { gameListSchema, gameSchema, teamSchema } from '../../../../shared/schemas/games';
import { leaderboardResponseSchema, leaderboardRowSchema } from '../../../../shared/schemas/leaderboard';
import {
  historyEntrySchema,
  myPicksSchema,
  pickChangeSchema,
  pickSchema,
} from '../../../../shared/schemas/picks';
import { playerSummarySchema, profileSchema } from '../../../../shared/schemas/players';
import { prizeSchema } from '../../../../shared/schemas/prizes';
import {
  fetchSummarySchema,
  sportImportSchema,
  sportSyncSchema,
  suggestedGameSchema,
  suggestedGamesListSchema,
  teamSyncSummarySchema,
} from '../../../../shared/schemas/sports-feed';
import { restErrorSchema } from '../rest/errors';
import { sessionTokenSchema } from '../rest/session-token';

/**
 * Shared output schemas the document names (`#/components/schemas/Game`), so a game reads the same
 * everywhere it appears. The schemas are the ones the procedures use; only the names are added here.
 * Answers with no name of their own are named after their operation.
 */
export const NAMED_SCHEMAS: Record<string, z.ZodType> = {
  Error: restErrorSchema,
  User: publicUserSchema,
  SessionToken: sessionTokenSchema,
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

/** A fresh registry holding the named schemas (one per document build: ids must stay unique in it). */
export function namedRegistry(): z.core.$ZodRegistry<{ id: string }> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(NAMED_SCHEMAS)) registry.add(schema, { id });
  return registry;
}
