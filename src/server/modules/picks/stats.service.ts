import { addDays, localDay } from '../../../shared/periods';
import { type AdvancedStats, STATS_PREMIUM_ONLY } from '../../../shared/schemas/stats';
import type { AppDeps } from '../../deps';
import type { UserRow } from '../../platform/db/schema';
import { forbidden } from '../../platform/errors';
import { findStatsPicks } from './stats.repo';
import { summarizeStats } from './stats.rules';

const CALENDAR_DAYS = 365;

/** A premium player's advanced stats, in their time zone; a free player is refused. */
export async function advancedStats(deps: AppDeps, user: UserRow): Promise<AdvancedStats> {
  if (user.subscription_tier !== 'premium') throw forbidden(STATS_PREMIUM_ONLY);
  const today = localDay(deps.clock(), user.timezone).date;
  const since = addDays(today, 1 - CALENDAR_DAYS);
  return summarizeStats(await findStatsPicks(deps.db, user.id, user.timezone), since, today);
}
