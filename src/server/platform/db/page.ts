import type { SelectQueryBuilder } from 'kysely';
import { countRows } from './row-facts';

/** Which page of a list an admin screen asks for, and in which order of its time column. */
export interface PageRequest {
  offset: number;
  limit: number;
  oldestFirst: boolean;
}

/**
 * One page of a filtered list and how many rows the filter selects in all. `ordered` gives the rows in the page's
 * direction; `filtered` is the same filter, whose rows are counted (what it selects is replaced by the count).
 */
export async function readPage<DB, TB extends keyof DB, Row>(
  page: PageRequest,
  ordered: (direction: 'asc' | 'desc') => SelectQueryBuilder<DB, TB, Row>,
  filtered: SelectQueryBuilder<DB, TB, unknown>,
): Promise<{ rows: Row[]; total: number }> {
  const rows = await ordered(page.oldestFirst ? 'asc' : 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return { rows, total: await countRows(filtered) };
}
