import { sql } from 'kysely';
import type { PeriodBoard } from '../../../shared/schemas/leaderboard';
import { PERIOD_SLOT, type Slot } from '../../kernel/record.sql';
import type { DB } from '../../platform/db/client';

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
 * Moves up to `limit` players' closed weeks and months (the standings slots before this week and month) into
 * period_archive in one statement, so the board triggers see each period stay on its board; returns how many
 * players it moved. A period already archived (which the grading never leaves behind) takes the slot's figures.
 */
export async function archiveClosedSlots(trx: DB, limit: number): Promise<number> {
  const { rows } = await sql<{ moved: number }>`
    with b as materialized (
      select * from standings where prev_week_picks > 0 or prev_month_picks > 0 order by user_id limit ${limit}
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
    select count(*)::int as moved from b`.execute(trx);
  return rows[0]?.moved ?? 0;
}
