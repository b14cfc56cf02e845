import { sql } from 'kysely';
import type { DB } from '../db/client';

/** Takes a transaction-scoped advisory lock if no other session holds it; released at commit. */
export async function tryTransactionLock(trx: DB, key: number): Promise<boolean> {
  const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${key}) as locked`.execute(
    trx,
  );
  return rows[0]?.locked === true;
}
