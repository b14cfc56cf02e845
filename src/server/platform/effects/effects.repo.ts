import { sql } from 'kysely';
import type { DB } from '../db/client';

export interface NewEffect {
  kind: string;
  key: string;
  payload: unknown;
  runAfter: Date;
  attempts: number;
  lastError: string | null;
}

export interface EffectJob extends NewEffect {
  id: number;
  parkedAt: Date | null;
  createdAt: Date;
}

/** An effect a worker took, with how long it waited: from when it was due (recorded, or its retry time). */
export interface TakenEffect extends EffectJob {
  waitedMs: number;
}

interface Row {
  id: number;
  kind: string;
  key: string;
  payload: unknown;
  run_after: Date;
  attempts: number;
  last_error: string | null;
  parked_at: Date | null;
  created_at: Date;
}

const toJob = (r: Row): EffectJob => ({
  id: Number(r.id),
  kind: r.kind,
  key: r.key,
  payload: r.payload,
  runAfter: new Date(r.run_after),
  attempts: r.attempts,
  lastError: r.last_error,
  parkedAt: r.parked_at ? new Date(r.parked_at) : null,
  createdAt: new Date(r.created_at),
});

const toTaken = (r: Row & { waited_ms: number }): TakenEffect => ({
  ...toJob(r),
  waitedMs: Number(r.waited_ms),
});

// How long a taken effect waited: due from its recording (close to its commit) or its retry time. A retry time is
// set on the app's clock, which may run a little ahead of the database's: never below 0.
const WAITED_MS =
  sql<number>`greatest(0, extract(epoch from clock_timestamp() - greatest(created_at, run_after)) * 1000)`.as(
    'waited_ms',
  );

/** Records effects in the caller's transaction; a key that waits already is left as it is. */
export async function insertEffects(db: DB, effects: NewEffect[]): Promise<number> {
  if (effects.length === 0) return 0;
  const rows = await db
    .insertInto('effect_jobs')
    .values(
      effects.map((e) => ({
        kind: e.kind,
        key: e.key,
        payload: JSON.stringify(e.payload ?? {}),
        run_after: e.runAfter,
        attempts: e.attempts,
        last_error: e.lastError,
        // The clock at the recording statement, near the commit, rather than the transaction's start: a grading
        // records its effects after a second of work, and their wait is counted from here (pickem_effect_*).
        created_at: sql<Date>`clock_timestamp()`,
      })),
    )
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('id')
    .execute();
  return rows.length;
}

/**
 * Due effects that no other transaction holds (of one kind besides one, with `only`), oldest first: their rows
 * stay locked until this transaction ends, so a worker elsewhere skips them and a crash (the connection gone)
 * frees them at once.
 */
function dueUnheld(trx: DB, now: Date, limit: number, only?: { kind: string; besides: number }) {
  let query = trx
    .selectFrom('effect_jobs')
    .selectAll()
    .select(WAITED_MS)
    .where('parked_at', 'is', null)
    .where('run_after', '<=', now);
  if (only) query = query.where('kind', '=', only.kind).where('id', '!=', only.besides);
  return query.orderBy('run_after').orderBy('id').limit(limit).forUpdate().skipLocked();
}

/** Takes the oldest due effect that no other transaction holds. */
export async function claimDueEffect(trx: DB, now: Date): Promise<TakenEffect | null> {
  const row = await dueUnheld(trx, now, 1).executeTakeFirst();
  return row ? toTaken(row as Row & { waited_ms: number }) : null;
}

/**
 * More due effects of one kind besides `besides` (already held by this transaction, which SKIP LOCKED would not
 * skip), oldest first, locked like claimDueEffect's: a batch carried out in one transaction.
 */
export async function claimMoreDueEffects(
  trx: DB,
  now: Date,
  o: { kind: string; besides: number; limit: number },
): Promise<TakenEffect[]> {
  const rows = await dueUnheld(trx, now, o.limit, o).execute();
  return rows.map((r) => toTaken(r as Row & { waited_ms: number }));
}

/** Done, many at once: the rows go in the transaction that made the effects' writes. */
export async function deleteEffects(trx: DB, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .deleteFrom('effect_jobs')
    .where('id', '=', sql<number>`any(${`{${ids.join(',')}}`}::int[])`)
    .execute();
}

/** Done: the row goes in the transaction that made the effect's writes. */
export async function deleteEffect(trx: DB, id: number): Promise<void> {
  await trx.deleteFrom('effect_jobs').where('id', '=', id).execute();
}

/** A failed attempt: counted, with its error, and either due again later or parked. */
export async function recordEffectFailure(
  db: DB,
  id: number,
  o: { error: string; retryAt: Date; parkAt: Date | null },
): Promise<void> {
  await db
    .updateTable('effect_jobs')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      last_error: o.error,
      run_after: o.retryAt,
      parked_at: o.parkAt,
    }))
    .where('id', '=', id)
    .execute();
}

export type EffectState = 'parked' | 'waiting';

/** Effects in one state, oldest first. */
export async function listEffects(db: DB, state: EffectState, limit: number): Promise<EffectJob[]> {
  const rows = await db
    .selectFrom('effect_jobs')
    .selectAll()
    .where('parked_at', state === 'parked' ? 'is not' : 'is', null)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => toJob(r as Row));
}

/** A parked effect due again now with its attempts counted afresh; false when no such parked effect. */
export async function unparkEffect(db: DB, id: number, now: Date): Promise<EffectJob | null> {
  const row = await db
    .updateTable('effect_jobs')
    .set({ parked_at: null, attempts: 0, run_after: now })
    .where('id', '=', id)
    .where('parked_at', 'is not', null)
    .returningAll()
    .executeTakeFirst();
  return row ? toJob(row as Row) : null;
}

/** Effects waiting (due or not) and parked ones: the queue's figures for /metrics. */
export async function countEffects(db: DB): Promise<{ waiting: number; parked: number }> {
  const row = await db
    .selectFrom('effect_jobs')
    .select([
      sql<number>`count(*) filter (where parked_at is null)`.as('waiting'),
      sql<number>`count(*) filter (where parked_at is not null)`.as('parked'),
    ])
    .executeTakeFirstOrThrow();
  return { waiting: Number(row.waiting), parked: Number(row.parked) };
}
