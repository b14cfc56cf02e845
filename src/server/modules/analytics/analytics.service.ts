import { ADMIN_TIMEZONE } from '../../../shared/constants';
import type { Analytics } from '../../../shared/schemas/admin';
import type { AppDeps } from '../../deps';
import {
  bestWinRate,
  gameCounts,
  mostOf,
  pickCounts,
  picksPerDay,
  signUpsPerDay,
  userCounts,
} from './analytics.repo';
import { activityWindows, CHAMPION_MIN_PICKS, conversionPercent, revenue } from './analytics.rules';
import { DAILY_SERIES_DAYS, dailyWindow, fillDailySeries } from './daily-series.rules';

type ChampionRow = { id: number; username: string; value: number } | undefined;
const champion = (row: ChampionRow) =>
  row ? { id: row.id, username: row.username, value: row.value } : null;

/** The Stats tab: usage, revenue, community champions and the last 30 Denver days, by the server's clock. */
export async function analytics(deps: AppDeps): Promise<Analytics> {
  const { db } = deps;
  const now = deps.clock();
  const { weekStart, dayStart } = activityWindows(now);
  const { firstDay, lastDay } = dailyWindow(now, DAILY_SERIES_DAYS, ADMIN_TIMEZONE);
  // Read one after another: PGlite serves a single connection anyway.
  const users = await userCounts(db, weekStart, dayStart);
  const picks = await pickCounts(db, dayStart);
  const games = await gameCounts(db);
  const signUpDays = await signUpsPerDay(db, firstDay, lastDay, ADMIN_TIMEZONE);
  const pickDays = await picksPerDay(db, firstDay, lastDay, ADMIN_TIMEZONE);
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
      longestStreak: champion(await mostOf(db, 'longest_streak')),
      mostPicks: champion(await mostOf(db, 'total_picks')),
    },
    daily: fillDailySeries(firstDay, DAILY_SERIES_DAYS, signUpDays, pickDays),
  };
}
