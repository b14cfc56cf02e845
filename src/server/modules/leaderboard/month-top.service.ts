import type { DB } from '../../platform/db/client';
import { type MonthEntry, monthTop } from './month-top.repo';

export type { MonthEntry };

/** Rank 1 of a month's board ('YYYY-MM-01') and the first entry after it: the prize's contenders (ADR 0048). */
export function monthContenders(
  db: DB,
  monthStart: string,
): Promise<{ top: MonthEntry[]; next: MonthEntry | null }> {
  return monthTop(db, monthStart);
}
