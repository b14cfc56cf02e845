import { sql } from 'kysely';
import {
  ALLTIME_KEYS_SQL,
  boardOrder,
  boardOrderLastFirst,
  periodKeysSql,
  RANK_GROUP_COLUMNS,
} from '../../kernel/board-order.sql';
import type { DB } from '../../platform/db/client';
import { BOARD_FOLLOW_FUNCTION } from './board-follow.sql';

// The functions, view and triggers that keep every board's counts, rank groups and top list right whoever writes
// the figures, built from the board order (board.sql.ts) and the accuracy rounding (grading/record.sql.ts). A
// migration installs them; one that changes this SQL installs it again (ADR 0015), and a test checks that the
// newest such migration recorded this SQL's hash.
//
// A board entry is (board, period start, user, k1, k2, k3, picks), its keys in board order. Entries live in
// standings (this week and month, the week and month before, all time) and in period_archive (older weeks and
// months). Each board's top list (board_leaders) holds exactly the entries at or above its cut (board_tops), in
// board order; with no cut it holds the whole board. Only when the list falls under 100 entries (the longest
// page) is it filled again from every entry of that board (board_refill).

/** A week's or month's board entry of a standings row `r`, with the slot prefix at `%2$s`. */
const slotEntry = (slot: string) => {
  const [k1, k2, k3] = periodKeysSql({
    wins: `r.${slot}_wins`,
    picks: `r.${slot}_picks`,
    peak: `r.${slot}_peak`,
  });
  return `(${k1})::int as k1, (${k2})::int as k2, (${k3})::int as k3, r.${slot}_picks::int as picks`;
};
const [archiveK1, archiveK2, archiveK3] = periodKeysSql({
  wins: 'r.wins',
  picks: 'r.picks',
  peak: 'r.peak_streak',
});
const [allK1, allK2, allK3] = ALLTIME_KEYS_SQL;

/**
 * The function that writes the select of one board's entries over `%1$s r`, a relation shaped like `source`:
 * every period when `ps` is null (and every board of period_archive when `board` is null).
 */
const ENTRIES_SQL = `
  create function board_entries_sql(board text, ps date, source text) returns text
  language sql immutable as $f$
    select case
      when source = 'period_archive' then format(
        'select r.period_type as board, r.period_start as ps, r.user_id, ${archiveK1} as k1, ${archiveK2} as k2,
           ${archiveK3} as k3, r.picks from %%1$s r where true%s%s',
        case when board is null then '' else format(' and r.period_type = %L', board) end,
        case when ps is null then '' else format(' and r.period_start = %L', ps) end)
      when board = 'alltime' then
        'select ''alltime''::text as board, ''-infinity''::date as ps, r.user_id, ${allK1} as k1, ${allK2} as k2,
           ${allK3} as k3, r.total_picks as picks from %1$s r where r.total_picks > 0'
      else format(
        'select %1$L::text as board, r.%2$s_start as ps, r.user_id, ${slotEntry('%2$s')}
         from %%1$s r where r.%2$s_picks > 0%3$s
         union all
         select %1$L::text, r.prev_%2$s_start, r.user_id, ${slotEntry('prev_%2$s')}
         from %%1$s r where r.prev_%2$s_picks > 0%4$s',
        board, board_slot(board),
        case when ps is null then '' else format(' and r.%s_start = %L', board_slot(board), ps) end,
        case when ps is null then '' else format(' and r.prev_%s_start = %L', board_slot(board), ps) end)
    end
  $f$`;

/** The standings columns of a period board: weekly reads the week_* slots, monthly the month_* ones. */
const SLOT_SQL = `
  create function board_slot(board text) returns text language sql immutable as $f$
    select case board when 'weekly' then 'week' when 'monthly' then 'month' end
  $f$`;

/** Rebuilds one board's top list from every entry: its best 500 and the cut after them. */
const REFILL = `
  create function board_refill(b text, p date) returns void language plpgsql set jit = off as $fn$
  declare
    kept bigint;
    last record;
  begin
    delete from board_leaders where board = b and period_start = p;
    execute format('insert into board_leaders (board, period_start, user_id, k1, k2, k3, picks)
      select board, ps, user_id, k1, k2, k3, picks from (%s union all %s) e
      order by ${boardOrder()} limit 501',
      format(board_entries_sql(b, p, 'standings'), 'standings'),
      case when b = 'alltime' then 'select null, null::date, null, null, null, null, null where false'
        else format(board_entries_sql(b, p, 'period_archive'), 'period_archive') end);
    get diagnostics kept = row_count;
    delete from board_tops where board = b and period_start = p;
    if kept > 500 then
      delete from board_leaders l using (select user_id from board_leaders where board = b and period_start = p
        order by ${boardOrderLastFirst()} limit 1) x where l.board = b and l.period_start = p and l.user_id = x.user_id;
      select k1, k2, k3, user_id into last from board_leaders where board = b and period_start = p
        order by ${boardOrderLastFirst()} limit 1;
      insert into board_tops (board, period_start, cut_k1, cut_k2, cut_k3, cut_user)
      values (b, p, last.k1, last.k2, last.k3, last.user_id);
    end if;
  end $fn$`;

/** Every board entry of every period, for reads that span standings and period_archive. */
const ENTRIES_VIEW = `
  do $do$ begin
    execute 'create view board_entries as '
      || format(board_entries_sql('weekly', null, 'standings'), 'standings') || ' union all '
      || format(board_entries_sql('monthly', null, 'standings'), 'standings') || ' union all '
      || format(board_entries_sql('alltime', null, 'standings'), 'standings') || ' union all '
      || format(board_entries_sql(null, null, 'period_archive'), 'period_archive');
  end $do$`;

/** Counts, rank groups and top lists of every board recounted from the figures. */
const REBUILD = `
  create function boards_rebuild() returns void language plpgsql set jit = off as $fn$
  declare
    b record;
  begin
    delete from leaderboard_counts;
    delete from leaderboard_rank_groups;
    delete from board_leaders;
    delete from board_tops;
    insert into leaderboard_counts (board, period_start, players)
    select board, ps, count(*) from board_entries group by 1, 2;
    insert into leaderboard_rank_groups (period_type, period_start, ${RANK_GROUP_COLUMNS.join(', ')}, players)
    select board, ps, k1, k2, k3, count(*) from board_entries where board <> 'alltime' group by 1, 2, 3, 4, 5;
    for b in select board, period_start from leaderboard_counts loop
      perform board_refill(b.board, b.period_start);
    end loop;
  end $fn$`;

/** The statements that install board keeping, in order; their text is what the installing migration hashes. */
export const BOARD_KEEPING_STATEMENTS: readonly string[] = [
  SLOT_SQL,
  ENTRIES_SQL,
  REFILL,
  BOARD_FOLLOW_FUNCTION,
  ENTRIES_VIEW,
  REBUILD,
];

const TRIGGERS = ['standings', 'period_archive'].flatMap((table) =>
  (
    [
      ['insert', 'new table as new_rows'],
      ['update', 'old table as old_rows new table as new_rows'],
      ['delete', 'old table as old_rows'],
    ] as const
  ).map(([event, tables]) => ({ table, event, tables })),
);

/** Installs the board functions, the view and the triggers, then recounts every board from the figures. */
export async function installBoardKeeping(db: DB): Promise<void> {
  for (const statement of BOARD_KEEPING_STATEMENTS) await sql.raw(statement).execute(db);
  await sql`select boards_rebuild()`.execute(db);
  for (const { table, event, tables } of TRIGGERS) {
    await sql`create trigger ${sql.raw(`${table}_boards_on_${event}`)} after ${sql.raw(event)}
      on ${sql.raw(table)} referencing ${sql.raw(tables)}
      for each statement execute function boards_follow_changes()`.execute(db);
  }
}

/** Installs the trigger function again over the one in place: a change that gives the same answers recounts nothing. */
export async function replaceBoardFollowFunction(db: DB): Promise<void> {
  await sql.raw(BOARD_FOLLOW_FUNCTION.replace('create function', 'create or replace function')).execute(db);
}

/** Removes what installBoardKeeping made (the board tables and their rows stay). */
export async function removeBoardKeeping(db: DB): Promise<void> {
  for (const { table, event } of TRIGGERS) {
    await sql`drop trigger ${sql.raw(`${table}_boards_on_${event}`)} on ${sql.raw(table)}`.execute(db);
  }
  await sql`drop function boards_rebuild()`.execute(db);
  await sql`drop view board_entries`.execute(db);
  await sql`drop function boards_follow_changes()`.execute(db);
  await sql`drop function board_refill(text, date)`.execute(db);
  await sql`drop function board_entries_sql(text, date, text)`.execute(db);
  await sql`drop function board_slot(text)`.execute(db);
}
