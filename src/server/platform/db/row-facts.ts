import { type DeleteResult, type SelectQueryBuilder, sql } from 'kysely';

// Three facts the repos ask of a query again and again, each asked one way: did a delete remove anything, is
// there such a row, how many rows are there.

/**
 * Runs a delete and says whether it removed any row: the services answer "not found" (or "already gone") on false,
 * so every repo's delete-by-owner reports it the same way.
 */
export async function deletedAny(query: { executeTakeFirst(): Promise<DeleteResult> }): Promise<boolean> {
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Whether the query's filter selects at least one row (reads one row's constant, never the rows themselves). */
export async function anyRow<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<boolean> {
  const row = await query.clearSelect().select(sql<number>`1`.as('one')).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** How many rows the query's filter selects (what it selects is replaced by the count). */
export async function countRows<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  const row = await query
    .clearSelect()
    .select(sql<number>`count(*)::int`.as('n'))
    .$castTo<{ n: number }>()
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
