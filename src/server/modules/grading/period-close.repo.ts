import { sql } from 'kysely';
import type { PeriodBoard } from '../../../shared/schemas/leaderboard';
import { PERIOD_SLOT, type Slot } from '../../kernel/record.sql';
import type { DB } from '../../platform/db/client';
import { GRADING_LOCK_KEY } from './grading.repo';

const slotToArchive = (board: PeriodBoard) => {
  const c = (field: string) => sql.raw(`b.prev_${PERIOD_SLOT[board]}_${field}`);
  return sql`select ${board}::text, ${c('start')}, b.user_id, ${c('wins')}, ${c('picks')} - ${c('wins')} - ${c('pushes')},
    ${c('pushes')}, ${c('picks')}, ${c('peak')} from b where ${c('picks')} > 0`;
};

const emptied = (type: Slot) =>
  sql.raw(
    ['start = null', 'wins = 0', 'pushes = 0', 'picks = 0', 'peak = 0']
      .map((s) => `prev_${type}_${s}`)
      .join(', '),
  );

/**
 * Bounds the batch's statement to `statementMs` (PostgreSQL cancels it past that and the transaction rolls back,
 * letting the grading lock go), and lets the batch's COMMIT return without waiting for its WAL to reach the disk:
 * the lock is held from the statement's start to the commit's end, and a disk flush that stalls must not hold it.
 * Safe to lose on a crash: a batch not on disk left its slots where they were, the next close moves them, and a
 * grading that saw the batch and committed flushed the batch's WAL with its own (the WAL is one sequence).
 */
export async function boundCloseBatch(trx: DB, statementMs: number): Promise<void> {
  await sql`select set_config('statement_timeout', ${String(Math.round(statementMs))}, true),
    set_config('synchronous_commit', 'off', true)`.execute(trx);
}

/**
 * Moves up to `limit` players' closed weeks and months (the standings slots before this week and month) into
 * period_archive in one statement, so the board triggers see each period stay on its board, if the grading lock is
 * free: the same statement takes it, so a batch is one round trip between BEGIN and COMMIT and holds the lock for
 * that long only. Returns how many players it moved, or null when a grading held the lock. A period already
 * archived (which the grading never leaves behind) takes the slot's figures.
 */
export async function archiveClosedSlotsIfFree(trx: DB, limit: number): Promise<number | null> {
  const { rows } = await sql<{ locked: boolean; moved: number }>`
    with l as materialized (select pg_try_advisory_xact_lock(${sql.lit(GRADING_LOCK_KEY)}::bigint) as locked),
    -- The lock gates the scan as a one-time filter (a subquery the plan runs first): joined as a row instead, the
    -- planner may walk every taken slot and test the lock on each, so a batch that finds a grading would scan them
    -- all while the grading runs (docs/benchmarks/grading-and-standings.md, the close's own scan).
    b as materialized (
      select s.* from standings s
      where (select locked from l) and (s.prev_week_picks > 0 or s.prev_month_picks > 0)
      order by s.user_id limit ${limit}
    ),
    cleared as (
      update standings s set ${emptied('week')}, ${emptied('month')} from b where s.user_id = b.user_id
    ),
    archived as (
      insert into period_archive (period_type, period_start, user_id, wins, losses, pushes, picks, peak_streak)
      ${slotToArchive('weekly')} union all ${slotToArchive('monthly')}
      on conflict (user_id, period_type, period_start) do update set wins = excluded.wins,
        losses = excluded.losses, pushes = excluded.pushes, picks = excluded.picks, peak_streak = excluded.peak_streak
    )
    select (select locked from l) as locked, (select count(*)::int from b) as moved`.execute(trx);
  const row = rows[0];
  return row?.locked ? row.moved : null;
}
