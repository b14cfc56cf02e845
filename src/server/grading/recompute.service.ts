import type { DB } from '../db/client';
import { lockGrading } from './grading.repo';
import {
  deleteStandings,
  type GradedPickRow,
  gradedHistories,
  type StandingRow,
  storedStandings,
  storedTotals,
  type UserTotalsRow,
  upsertStandings,
  userIdsAfter,
  writeTotals,
} from './recompute.repo';
import { summarizePeriods, summarizeRecord } from './record.rules';

/** Users per recompute batch: a few reads (picks, totals, standings), then writes of only what differs. */
export const RECOMPUTE_BATCH = 500;

/** Runs `fn` in the caller's transaction, or in a new one when given the plain database. */
export function withinTransaction<T>(db: DB, fn: (trx: DB) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn);
}

const standingKey = (s: StandingRow) => `${s.userId}|${s.periodType}|${s.periodStart}`;
const standingFigures = (s: StandingRow) => `${s.wins}|${s.losses}|${s.pushes}|${s.picks}|${s.peakStreak}`;
const totalsFigures = (t: UserTotalsRow) =>
  [
    t.currentStreak,
    t.longestStreak,
    t.totalWins,
    t.totalLosses,
    t.totalPushes,
    t.totalPicks,
    t.winPercentage,
  ].join();

/** The truth for some users from their graded picks in record order. */
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

/** Recomputes one batch, writing only what differs from the stored figures; returns the users found. */
async function recomputeBatch(trx: DB, batch: readonly number[]): Promise<number> {
  const stored = await storedTotals(trx, batch);
  const ids = stored.map((s) => s.userId);
  const truth = summarizeBatch(ids, await gradedHistories(trx, ids));
  const storedFigures = new Map(stored.map((s) => [s.userId, totalsFigures(s)]));
  await writeTotals(
    trx,
    truth.totals.filter((t) => storedFigures.get(t.userId) !== totalsFigures(t)),
  );
  const storedRows = new Map((await storedStandings(trx, ids)).map((s) => [standingKey(s), s]));
  const changed = truth.standings.filter((s) => {
    const old = storedRows.get(standingKey(s));
    storedRows.delete(standingKey(s));
    return !old || standingFigures(old) !== standingFigures(s);
  });
  // What is left in storedRows are periods the user no longer has a graded pick in.
  await deleteStandings(trx, [...storedRows.values()]);
  await upsertStandings(trx, changed);
  return ids.length;
}

/** Full recompute inside a transaction that already holds the grading lock. */
export async function recomputeLocked(trx: DB, userIds: Iterable<number>): Promise<number> {
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  let processed = 0;
  for (let i = 0; i < ids.length; i += RECOMPUTE_BATCH) {
    processed += await recomputeBatch(trx, ids.slice(i, i + RECOMPUTE_BATCH));
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
