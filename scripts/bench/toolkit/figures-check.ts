import { summarizePeriods, summarizeRecord } from '../../../src/server/kernel/record.rules';
import {
  gradedRecords,
  storedArchiveLines,
  storedStandings,
} from '../../../src/server/modules/grading/recompute.repo';
import {
  formatPeriods,
  parsePeriods,
  slotPeriods,
} from '../../../src/server/modules/grading/recompute.rules';
import type { DB } from '../../../src/server/platform/db/client';

/**
 * Throws unless the stored figures of these players (totals, and every week and month wherever it is kept) equal
 * summarizeRecord and summarizePeriods of their graded picks; answers how many players it checked.
 */
export async function expectFiguresTrue(db: DB, userIds: readonly number[]): Promise<number> {
  const ids = [...userIds].sort((a, b) => a - b);
  const [histories, stored, lines] = await Promise.all([
    gradedRecords(db, ids),
    storedStandings(db, ids),
    storedArchiveLines(db, ids),
  ]);
  for (const row of stored) {
    const history = histories.get(row.userId) ?? [];
    const totals = summarizeRecord(history.map((h) => h.result));
    const storedTotals = {
      currentStreak: row.currentStreak,
      longestStreak: row.longestStreak,
      totalWins: row.totalWins,
      totalLosses: row.totalLosses,
      totalPushes: row.totalPushes,
      totalPicks: row.totalPicks,
      winPercentage: row.winPercentage,
    };
    if (JSON.stringify(storedTotals) !== JSON.stringify(totals))
      throw new Error(`player ${row.userId}: totals differ from a recompute`);
    const periods = [...slotPeriods(row), ...parsePeriods(row.userId, lines.get(row.userId) ?? '')];
    if (formatPeriods(periods) !== formatPeriods(summarizePeriods(history)))
      throw new Error(`player ${row.userId}: weeks and months differ from a recompute`);
  }
  return stored.length;
}
