import { sql } from 'kysely';
import type { DB } from '../db/client';

/** Takes a transaction-scoped advisory lock if no other session holds it; released at commit. */
export async function tryTransactionLock(trx: DB, key: number): Promise<boolean> {
  const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${key}) as locked`.execute(
    trx,
  );
  return rows[0]?.locked === true;
}

/**
 * Claims a job's turn for `leaseMs` by the database clock, in one statement: true when this caller
 * got it (no row yet, or the last turn's lease ran out), false when another instance holds it.
 */
export async function claimTurn(db: DB, name: string, leaseMs: number): Promise<boolean> {
  const row = await db
    .insertInto('job_leases')
    .values({
      name,
      next_run_at: sql<Date>`now() + make_interval(secs => ${leaseMs / 1000})`,
      claimed_at: sql<Date>`now()`,
    })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({
          next_run_at: (eb) => eb.ref('excluded.next_run_at'),
          claimed_at: (eb) => eb.ref('excluded.claimed_at'),
        })
        .where('job_leases.next_run_at', '<=', sql<Date>`now()`),
    )
    .returning('name')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Extends a turn its caller holds by `leaseMs` from now, if its lease has not run out (no other instance can hold
 * it then): true when extended. Called well before the lease ends, by the one instance whose turn it is.
 */
export async function extendTurn(db: DB, name: string, leaseMs: number): Promise<boolean> {
  const row = await db
    .updateTable('job_leases')
    .set({ next_run_at: sql<Date>`now() + make_interval(secs => ${leaseMs / 1000})` })
    .where('name', '=', name)
    .where('next_run_at', '>', sql<Date>`now()`)
    .returning('name')
    .executeTakeFirst();
  return row !== undefined;
}

/** Waits for an advisory lock held until the transaction ends. */
export async function waitForTransactionLock(trx: DB, key: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${key})`.execute(trx);
}
