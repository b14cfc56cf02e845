import { sql } from 'kysely';
import type { DB } from './client';

/**
 * For the rest of the transaction: no JIT compiling, and 64 MB to sort and hash in. Statements over a game's or a
 * batch's players (a grading, its awarding, a period's close) cost enough to invite JIT compiling, which takes
 * longer than it saves (docs/benchmarks/grading-and-standings.md has the figures); the standings triggers'
 * transition tables fit in memory instead of spilling to disk.
 */
export async function planWithoutJit(trx: DB): Promise<void> {
  await sql`set local jit = off`.execute(trx);
  await sql`set local work_mem = '64MB'`.execute(trx);
}
