import type { Kysely } from 'kysely';
// The board functions' one home is board-keeping.sql.ts (ADR 0015: the exception to "a migration never imports
// application code"); this migration installs its trigger function again and records the hash of the whole SQL.
import { replaceBoardFollowFunction } from '../../src/server/modules/leaderboard/board-keeping.sql';

// The trigger that keeps boards following the figures looked up the touched leaders of a week or month in
// period_archive with a join the planner answered by hashing the period's whole archive (100,000 rows, about 145 ms
// on each board it walked); it now looks each one up by key (about 17 ms for 1,000). Same answers, so nothing is
// recounted: only the function is replaced.

/** sha256 of the board-keeping SQL after this migration (BOARD_KEEPING_STATEMENTS joined by newlines). */
export const BOARD_KEEPING_SHA256 = '3513b9a6c0643e7c942fb69172c8acff0c2ea516523ca6afefe153195b2af1df';

export async function up(db: Kysely<any>): Promise<void> {
  await replaceBoardFollowFunction(db);
}

// The function before this one gave the same answers by a slower plan; going back keeps this one.
export async function down(_db: Kysely<any>): Promise<void> {}
