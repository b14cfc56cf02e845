import type { DB } from '../../platform/db/client';
import { databaseNow } from '../../platform/db/now';
import type { ScheduledJob } from '../../platform/scheduler/scheduler';
import { writeRankSnapshot } from './achievements.repo';
import { snapshotDay } from './board.rules';

/** Records the weekly board's ranks at the end of the New York day before `now`, once per day. */
export function snapshotWeeklyRanks(db: DB, now: Date): Promise<number> {
  const { date, week } = snapshotDay(now);
  return writeRankSnapshot(db, date, week);
}

/**
 * dark_horse compares a rank with the one at the end of the day before. The first tick after midnight
 * (New York) writes that day's ranks; later ticks find the day done and write nothing.
 */
export const weeklyRankSnapshotJob: ScheduledJob = {
  name: 'weeklyRankSnapshot',
  run: async (trx) => snapshotWeeklyRanks(trx, await databaseNow(trx)),
};
