import type { DB } from '../db/client';
import { lockGrading } from './grading.repo';
import {
  type GradedPickRow,
  gradedHistories,
  replaceStandings,
  type StandingRow,
  type UserTotalsRow,
  userIdsAfter,
  writeTotals,
} from './recompute.repo';
import { summarizePeriods, summarizeRecord } from './record.rules';

/** Users per recompute batch: one read of their graded picks, one write of totals, one of standings. */
export const RECOMPUTE_BATCH = 500;

/** Runs `fn` in the caller's transaction, or in a new one when given the plain database. */
export function withinTransaction<T>(db: DB, fn: (trx: DB) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn);
}

function summarizeBatch(userIds: readonly number[], picks: readonly GradedPickRow[]) {
  const byUser = new Map<number, GradedPickRow[]>(userIds.map((id) => [id, []]));
  for (const pick of picks) byUser.get(pick.user_id)?.push(pick);
  const totals: UserTotalsRow[] = [];
  const standings: StandingRow[] = [];
  for (const [userId, history] of byUser) {
    totals.push({ userId, ...summarizeRecord(history.map((h) => h.result)) });
    const periods = summarizePeriods(
      history.map((h) => ({ result: h.result, scheduledTime: h.scheduled_time })),
    );
    for (const p of periods) standings.push({ userId, ...p });
  }
  return { totals, standings };
}

/** Full recompute inside a transaction that already holds the grading lock. */
export async function recomputeLocked(trx: DB, userIds: Iterable<number>): Promise<number> {
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  let processed = 0;
  for (let i = 0; i < ids.length; i += RECOMPUTE_BATCH) {
    const batch = ids.slice(i, i + RECOMPUTE_BATCH);
    const { totals, standings } = summarizeBatch(batch, await gradedHistories(trx, batch));
    processed += await writeTotals(trx, totals);
    await replaceStandings(trx, batch, standings);
  }
  return processed;
}

/**
 * Rewrites the users' totals, streaks and period standings from their graded picks (the truth of
 * `summarizeRecord` and `summarizePeriods`). Runs in the caller's transaction when given one.
 */
export function recomputeUsers(db: DB, userIds: Iterable<number>): Promise<{ processedUsers: number }> {
  return withinTransaction(db, async (trx) => {
    await lockGrading(trx);
    return { processedUsers: await recomputeLocked(trx, userIds) };
  });
}

/**
 * "Fix User Streaks": the full recompute for every user, one short transaction per batch so the
 * embedded database's single connection is never held for long.
 */
export async function recomputeAllUsers(db: DB): Promise<{ processedUsers: number }> {
  let processedUsers = 0;
  let afterId = 0;
  for (;;) {
    const ids = await userIdsAfter(db, afterId, RECOMPUTE_BATCH);
    if (ids.length === 0) return { processedUsers };
    processedUsers += (await recomputeUsers(db, ids)).processedUsers;
    afterId = ids[ids.length - 1]!;
  }
}
