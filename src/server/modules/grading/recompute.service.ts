import type { DB } from '../../platform/db/client';
import { planWithoutJit } from '../../platform/db/large-statements';
import { inTransaction } from '../../platform/db/transaction';
import { lockGrading } from './grading.repo';
import {
  deleteArchived,
  gradedRecords,
  insertArchived,
  replaceCheckpoints,
  storedArchiveLines,
  storedCheckpointLines,
  storedStandings,
  updateArchived,
  userIdsAfter,
  writeStandings,
} from './recompute.repo';
import {
  type ArchiveRow,
  type CheckpointRow,
  checkpointKeys,
  diffArchive,
  formatPeriods,
  type GradedPick,
  parsePeriods,
  placeRecord,
  recordCheckpoints,
  type StandingsFigures,
  standingsDiffer,
} from './recompute.rules';

/** The graded picks of some users in record order (game time, then game id): what achievements judge. */
export function gradedHistories(db: DB, userIds: readonly number[]): Promise<Map<number, GradedPick[]>> {
  return gradedRecords(db, userIds);
}

/** Users per recompute batch: three reads (records, standings, archive), then writes of only what differs. */
export const RECOMPUTE_BATCH = 2000;

/**
 * Runs `fn` in the caller's transaction, or in a new one when given the plain database, re-run whole on a
 * serialization failure or deadlock.
 */
export function withinTransaction<T>(db: DB, fn: (trx: DB) => Promise<T>): Promise<T> {
  return inTransaction(db, fn);
}

/** Recomputes one batch, writing only what differs from the stored figures; returns the users found. */
async function recomputeBatch(trx: DB, batch: readonly number[]): Promise<number> {
  const stored = await storedStandings(trx, batch);
  const ids = stored.map((s) => s.userId);
  const records = await gradedRecords(trx, ids);
  const storedLines = await storedArchiveLines(trx, ids);
  const checkpointLines = await storedCheckpointLines(trx, ids);
  const rows: (StandingsFigures & { userId: number })[] = [];
  const inserts: ArchiveRow[] = [];
  const updates: ArchiveRow[] = [];
  const deletes: ArchiveRow[] = [];
  const staleCheckpoints: { gameId: number; userId: number }[] = [];
  const checkpoints: CheckpointRow[] = [];
  for (const before of stored) {
    const { userId } = before;
    const history = records.get(userId) ?? [];
    const truth = placeRecord(history);
    if (standingsDiffer(before, truth.row)) rows.push({ userId, ...truth.row });
    // A user's checkpoints are written again whole when any differs (few do: each grading keeps them).
    const kept = checkpointLines.get(userId) ?? '';
    const right = recordCheckpoints(userId, history);
    if (right.line !== kept) {
      staleCheckpoints.push(...checkpointKeys(userId, kept));
      checkpoints.push(...right.rows);
    }
    const line = storedLines.get(userId) ?? '';
    if (formatPeriods(truth.archive) === line) continue;
    const changes = diffArchive(
      parsePeriods(userId, line),
      truth.archive.map((p) => ({ userId, ...p })),
    );
    inserts.push(...changes.inserts);
    updates.push(...changes.updates);
    deletes.push(...changes.deletes);
  }
  // A period leaves one place before it enters the other, so no statement sees it in both (the board triggers
  // rely on that): archived rows that go first, then the standings rows, then the archive's new rows.
  await deleteArchived(trx, deletes);
  await writeStandings(trx, rows);
  await updateArchived(trx, updates);
  await insertArchived(trx, inserts);
  await replaceCheckpoints(trx, staleCheckpoints, checkpoints);
  return ids.length;
}

/** Full recompute inside a transaction that already holds the grading lock. */
export async function recomputeLocked(trx: DB, userIds: Iterable<number>): Promise<number> {
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  if (ids.length === 0) return 0;
  await planWithoutJit(trx);
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
 * embedded database's single connection is never held for long. `onDone` runs inside the last batch's
 * transaction (alone when no users are left for it), so what it writes commits with the recompute's end.
 */
export async function recomputeAllUsers(
  db: DB,
  onDone?: (trx: DB, processedUsers: number) => Promise<void>,
): Promise<{ processedUsers: number }> {
  let processedUsers = 0;
  let afterId = 0;
  for (;;) {
    const ids = await userIdsAfter(db, afterId, RECOMPUTE_BATCH);
    const last = ids.length < RECOMPUTE_BATCH;
    processedUsers += await withinTransaction(db, async (trx) => {
      let processed = 0;
      if (ids.length > 0) {
        await lockGrading(trx);
        processed = await recomputeLocked(trx, ids);
      }
      if (last) await onDone?.(trx, processedUsers + processed);
      return processed;
    });
    if (last) return { processedUsers };
    afterId = ids[ids.length - 1]!;
  }
}
