import { type RawBuilder, sql } from 'kysely';
import { pickResultSql } from '../../kernel/pick-result.sql';
import type { PickResult } from '../../kernel/record.rules';
import { monthStartSql, refoldStepsSql, weekStartSql } from '../../kernel/refold.sql';
import type { DB } from '../../platform/db/client';

// What a correction walks (refold.service.ts), built in the transaction's scratch tables, set-based over every player
// the correction changes: their change at the game (refold_change), their graded picks after it (refold_tail), where
// each walk starts (refold_start: the checkpoint there and the counts before it) and the picks walked (refold_seq).
// A player whose checkpoint is missing (a database from before checkpoints, or a pick graded around them) is left
// out of the walk and recomputed whole instead.

/** The game a correction changes the picks of: where every walk starts. */
export interface RefoldGame {
  gameId: number;
  scheduledTime: Date;
  week: string;
  month: string;
}

/** A scratch table of the transaction, made afresh from `query` and analyzed (the planner has no other figures). */
async function scratch(trx: DB, name: string, query: RawBuilder<unknown>): Promise<void> {
  await sql`drop table if exists ${sql.raw(name)}`.execute(trx);
  await sql`create temp table ${sql.raw(name)} on commit drop as ${query}`.execute(trx);
  await sql`analyze ${sql.raw(name)}`.execute(trx);
}

const ids = (list: readonly number[]) => {
  for (const id of list) if (!Number.isSafeInteger(id)) throw new Error(`not an id: ${id}`);
  return sql.raw(`'{${list.join(',')}}'::int[]`);
};

/**
 * The change at the game of the players of its picks (all, or `userIds`): each one's result before and after, as
 * SQL over the pick `p` and its game `g` (null: not graded). Players whose result stays the same are left out.
 */
export async function recordChanges(
  trx: DB,
  gameId: number,
  change: { before: RawBuilder<PickResult | null>; after: RawBuilder<PickResult | null>; userIds?: number[] },
): Promise<number> {
  await scratch(
    trx,
    'refold_change',
    sql`select p.user_id, ${change.before}::text as old_result, ${change.after}::text as new_result,
        p.shield_armed as armed
      from picks p join games g on g.id = p.game_id
      where p.game_id = ${gameId}::int ${change.userIds ? sql`and p.user_id = any(${ids(change.userIds)})` : sql``}
        and ${change.before} is distinct from ${change.after}`,
  );
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from refold_change`.execute(trx);
  return rows[0]?.n ?? 0;
}

/** The graded picks after the game of every changed player, in record order's terms (their game's time and id). */
export async function readTails(trx: DB, game: RefoldGame): Promise<void> {
  const result = pickResultSql();
  await scratch(
    trx,
    'refold_tail',
    sql`select p.user_id, g.id as game_id, g.scheduled_time as at, ${sql.raw(weekStartSql('g.scheduled_time'))} as week,
        ${sql.raw(monthStartSql('g.scheduled_time'))} as month, ${result}::text as result, p.shield_armed as armed
      from games g join picks p on p.game_id = g.id join refold_change c on c.user_id = p.user_id
      where g.status = 'completed' and ${result} is not null
        and (g.scheduled_time, g.id) > (${game.scheduledTime}::timestamptz, ${game.gameId}::int)`,
  );
}

/** A stored week or month figure of the game's week (month) wherever the row keeps it: a slot, the archive, or none. */
const stored = (slot: 'week' | 'month', start: string, field: 'wins' | 'pushes' | 'picks' | 'peak') => {
  const archived = field === 'peak' ? 'peak_streak' : field;
  return sql.raw(`(case when s.${slot}_start = '${start}'::date then s.${slot}_${field}
    when s.prev_${slot}_start = '${start}'::date then s.prev_${slot}_${field}
    else coalesce(a_${slot}.${archived}, 0) end)`);
};

/**
 * Where each changed player's walk starts (refold_start), and the players left out of it for want of a checkpoint
 * (answered, to be recomputed whole). The start is the checkpoint of the game's pick when it was graded, else of the
 * first graded pick after it, else the standings row (the game becomes the newest); the totals and the game's week
 * and month so far are the stored figures less what the old picks from the game on added.
 */
export async function readStarts(trx: DB, game: RefoldGame): Promise<number[]> {
  const { week, month } = game;
  // A null old result (the pick was not graded) counts as none of the three.
  const is = (column: string, result: string) => sql.raw(`(${column} is not distinct from '${result}')::int`);
  const oldAt = (result: string) => is('c.old_result', result);
  const tailed = (result: string) => sql.raw(`coalesce(t.${result}, 0)`);
  const figure = (slot: 'week' | 'month', start: string, field: 'wins' | 'pushes' | 'picks') => {
    const counted = field === 'picks' ? 'n' : field === 'wins' ? 'win' : 'push';
    const old =
      field === 'picks'
        ? sql.raw('(c.old_result is not null)::int')
        : oldAt(counted === 'win' ? 'win' : 'push');
    return sql`${stored(slot, start, field)} - coalesce(t.${sql.raw(`${slot}_${counted}`)}, 0) - ${old}`;
  };
  const peak = (slot: 'week' | 'month', start: string) =>
    sql`coalesce(kg.${sql.raw(`${slot}_peak`)}, case when n.${sql.raw(slot)} = ${start}::date
      then kn.${sql.raw(`${slot}_peak`)} end, ${stored(slot, start, 'peak')})`;
  await scratch(
    trx,
    'refold_start',
    sql`with tails as (
        select user_id, count(*) filter (where result = 'win') as win, count(*) filter (where result = 'loss') as loss,
          count(*) filter (where result = 'push') as push,
          count(*) filter (where week = ${week}::date and result = 'win') as week_win,
          count(*) filter (where week = ${week}::date and result = 'push') as week_push,
          count(*) filter (where week = ${week}::date) as week_n,
          count(*) filter (where month = ${month}::date and result = 'win') as month_win,
          count(*) filter (where month = ${month}::date and result = 'push') as month_push,
          count(*) filter (where month = ${month}::date) as month_n
        from refold_tail group by user_id
      ),
      next_pick as (select distinct on (user_id) user_id, game_id, week, month from refold_tail
        order by user_id, at, game_id)
      select c.user_id,
        case when c.old_result is not null then kg.game_id is not null
          else n.game_id is null or kn.game_id is not null end as ok,
        case when c.old_result is not null then kg.prev_game_id when n.game_id is not null then kn.prev_game_id
          else s.last_game_id end as prev_game_id,
        coalesce(kg.streak, kn.streak, s.current_streak) as streak,
        coalesce(kg.longest, kn.longest, s.longest_streak) as longest,
        ${peak('week', week)} as week_peak, ${peak('month', month)} as month_peak,
        coalesce(kg.comeback_armed, kn.comeback_armed, s.comeback_armed) as comeback_armed,
        coalesce(kg.shield_held, kn.shield_held, s.shield_held) as shield_held,
        s.total_wins - ${tailed('win')} - ${oldAt('win')} as wins,
        s.total_losses - ${tailed('loss')} - ${oldAt('loss')} as losses,
        s.total_pushes - ${tailed('push')} - ${oldAt('push')} as pushes,
        ${week}::date as week_start, ${figure('week', week, 'wins')} as week_wins,
        ${figure('week', week, 'pushes')} as week_pushes, ${figure('week', week, 'picks')} as week_picks,
        ${month}::date as month_start, ${figure('month', month, 'wins')} as month_wins,
        ${figure('month', month, 'pushes')} as month_pushes, ${figure('month', month, 'picks')} as month_picks
      from refold_change c
      join standings s on s.user_id = c.user_id
      left join tails t on t.user_id = c.user_id
      left join next_pick n on n.user_id = c.user_id
      left join record_checkpoints kg on kg.game_id = ${game.gameId}::int and kg.user_id = c.user_id
        and c.old_result is not null
      left join record_checkpoints kn on kn.game_id = n.game_id and kn.user_id = c.user_id
      left join period_archive a_week on a_week.user_id = c.user_id and a_week.period_type = 'weekly'
        and a_week.period_start = ${week}::date
      left join period_archive a_month on a_month.user_id = c.user_id and a_month.period_type = 'monthly'
        and a_month.period_start = ${month}::date`,
  );
  const { rows } = await sql<{ user_id: number }>`
    delete from refold_start where not ok returning user_id`.execute(trx);
  return rows.map((r) => r.user_id);
}

/** The picks each walk takes (refold_seq): the game's own (when it is graded now) and the tail, numbered in order. */
export async function readWalks(trx: DB, game: RefoldGame): Promise<void> {
  await scratch(
    trx,
    'refold_seq',
    sql`select x.user_id, row_number() over (partition by x.user_id order by x.at, x.game_id)::int as n,
        x.game_id, x.week, x.month, x.result, x.armed
      from (
        select t.user_id, t.game_id, t.at, t.week, t.month, t.result, t.armed from refold_tail t
        union all
        select c.user_id, ${game.gameId}::int, ${game.scheduledTime}::timestamptz, ${game.week}::date,
          ${game.month}::date, c.new_result, c.armed
        from refold_change c where c.new_result is not null
      ) x join refold_start r on r.user_id = x.user_id`,
  );
  await scratch(trx, 'refold_steps', sql.raw(refoldStepsSql('refold_seq', 'refold_start')));
}
