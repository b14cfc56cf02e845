import type { Analytics } from '../../shared/schemas/admin';
import type { AppDeps } from '../deps';
import { activityWindows, CHAMPION_MIN_PICKS, conversionPercent, revenue } from './admin.rules';
import { bestWinRate, gameCounts, longestStreak, mostPicks, pickCounts, userCounts } from './analytics.repo';

type ChampionRow = { id: number; username: string; value: number } | undefined;
const champion = (row: ChampionRow) =>
  row ? { id: row.id, username: row.username, value: row.value } : null;

/** The Stats tab: usage, revenue and community champions, by the server's clock. */
export async function analytics(deps: AppDeps): Promise<Analytics> {
  const { db } = deps;
  const { weekStart, dayStart } = activityWindows(deps.clock());
  // Read one after another: PGlite serves a single connection anyway.
  const users = await userCounts(db, weekStart, dayStart);
  const picks = await pickCounts(db, dayStart);
  const games = await gameCounts(db);
  return {
    totalUsers: users.total,
    activeUsersWeek: users.activeWeek,
    activeUsers24h: users.activeDay,
    totalPicks: picks.total,
    picks24h: picks.recent,
    premiumUsers: users.premium,
    conversionRate: conversionPercent(users.premium, users.total),
    activeGames: games.live,
    scheduledGames: games.scheduled,
    revenue: revenue(users.premium, users.total),
    champions: {
      winRate: champion(await bestWinRate(db, CHAMPION_MIN_PICKS)),
      longestStreak: champion(await longestStreak(db)),
      mostPicks: champion(await mostPicks(db)),
    },
  };
}
