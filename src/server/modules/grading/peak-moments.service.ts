import type { DB } from '../../platform/db/client';
import { monthPeakMoment } from './peak-moment.rules';
import { gradedHistories } from './recompute.service';

/**
 * When each player first reached their peak streak of a month ('YYYY-MM-01'): the prize's last tiebreaker
 * (ADR 0048). Reads the players' records; it is asked only for the few who share rank 1 of the month.
 */
export async function monthPeakMoments(
  db: DB,
  userIds: readonly number[],
  month: string,
): Promise<Map<number, { peak: number; reachedAt: Date | null }>> {
  const histories = await gradedHistories(db, userIds);
  return new Map([...histories].map(([userId, history]) => [userId, monthPeakMoment(history, month)]));
}
