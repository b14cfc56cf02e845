import { type Kysely, sql } from 'kysely';
// The one exception to "a migration never imports application code" (ADR 0015): the board functions are the
// board order and the accuracy rounding in SQL, and they have one home, beside the rules they mirror. A change
// to that SQL comes with a migration that installs it again and records its hash (a test holds the newest such
// migration to the SQL of the day), so a fresh database and an upgraded one end alike.
import {
  installBoardKeeping,
  removeBoardKeeping,
} from '../../src/server/modules/leaderboard/board-keeping.sql';
import { createBoardFunctions, dropBoardFunctions } from '../migration-support/boards-20261125';

// Boards and archived periods are named as everywhere else: 'weekly', 'monthly', 'alltime' (they said 'week' and
// 'month'). The board functions are installed from src/server/modules/leaderboard/board-keeping.sql.ts.

/** sha256 of the board-keeping SQL this migration installs (BOARD_KEEPING_STATEMENTS joined by newlines). */
export const BOARD_KEEPING_SHA256 = '6ad7b54056673178a9f9cf687b570168404eefe0579033a1c918b3e49f862055';

/** Each board table's column of period words, and its words after this migration. */
const BOARD_WORDS: readonly [string, string, readonly string[]][] = [
  ['period_archive', 'period_type', ['weekly', 'monthly']],
  ['leaderboard_rank_groups', 'period_type', ['weekly', 'monthly']],
  ['leaderboard_counts', 'board', ['weekly', 'monthly', 'alltime']],
  ['board_leaders', 'board', ['weekly', 'monthly', 'alltime']],
];
/** Word before -> word after. */
const RENAMED: Readonly<Record<string, string>> = { week: 'weekly', month: 'monthly' };
const OLD_OF = Object.fromEntries(Object.entries(RENAMED).map(([old, now]) => [now, old]));

/** Renames the period words of every board table forward (week -> weekly) or back, with their checks. */
async function renameWords(db: Kysely<any>, direction: 'forward' | 'back'): Promise<void> {
  // Counts, rank groups and top lists are recounted from the figures when the functions are installed.
  for (const table of ['leaderboard_counts', 'leaderboard_rank_groups', 'board_leaders', 'board_tops']) {
    await sql`delete from ${sql.table(table)}`.execute(db);
  }
  const renames = Object.entries(direction === 'forward' ? RENAMED : OLD_OF);
  for (const [table, column, after] of BOARD_WORDS) {
    const { rows } = await sql<{ conname: string }>`
      select conname from pg_constraint where conrelid = ${table}::regclass and contype = 'c'
        and pg_get_constraintdef(oid) like ${`%${column}%`}`.execute(db);
    for (const { conname } of rows) {
      await sql`alter table ${sql.table(table)} drop constraint ${sql.id(conname)}`.execute(db);
    }
    for (const [from, to] of renames) {
      await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${to} where ${sql.ref(column)} = ${from}`.execute(
        db,
      );
    }
    const words = direction === 'forward' ? after : after.map((w) => OLD_OF[w] ?? w);
    await sql`alter table ${sql.table(table)} add constraint ${sql.id(`${table}_${column}_check`)}
      check (${sql.ref(column)} in (${sql.join(words.map((w) => sql.lit(w)))}))`.execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await dropBoardFunctions(db);
  await renameWords(db, 'forward');
  await installBoardKeeping(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await removeBoardKeeping(db);
  await renameWords(db, 'back');
  await createBoardFunctions(db);
}
