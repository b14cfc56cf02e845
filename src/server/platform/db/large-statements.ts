import { sql } from 'kysely';
import type { DB } from './client';

/**
 * For the rest of the transaction: no JIT compiling, and 64 MB to sort and hash in. Statements over a game's or a
 * batch's players (a grading, its awarding, a period's close) cost enough to invite JIT compiling, which takes
 * longer than it saves (the awarding's ranking of a 100,000-player grading: 250 ms of JIT in a 1.6 s statement,
 * docs/benchmarks.md); the standings triggers' transition tables fit in memory instead of spilling to disk.
 */
export async function planWithoutJit(trx: DB): Promise<void> {
  await sql`set local jit = off`.execute(trx);
  await sql`set local work_mem = '64MB'`.execute(trx);
}
