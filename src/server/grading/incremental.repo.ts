import { type RawBuilder, sql } from 'kysely';
import type { DB } from '../db/client';
import type { PickResult } from './record.rules';

export interface AppliedGrade {
  pickId: number;
  userId: number;
  result: PickResult;
  /** The user's figures were updated in place; false means the caller must recompute them. */
  incremental: boolean;
}

// The streak after one more result, as `nextStreak` says: wins count up, losses down, a push keeps it.
const NEXT_STREAK = sql`case i.new_result when 'win' then greatest(u.current_streak, 0) + 1
  when 'loss' then least(u.current_streak, 0) - 1 else u.current_streak end`;
const IS = (result: PickResult) => sql`(i.new_result = ${sql.lit(result)})::int`;

/** One period's rows of the bumped users: add to the existing row, or insert it when there is none. */
function periodUpsert(name: string, periodType: 'week' | 'month', periodStart: string, now: Date) {
  // A separate UPDATE and INSERT beat INSERT ... ON CONFLICT here: no speculative insertion per row, and the
  // common case (the player already has this week's and month's row) is a plain primary-key update.
  return sql`
    ${sql.raw(`${name}_updated`)} as (
      update period_standings s set
        wins = s.wins + (b.new_result = 'win')::int,
        losses = s.losses + (b.new_result = 'loss')::int,
        pushes = s.pushes + (b.new_result = 'push')::int,
        picks = s.picks + 1,
        peak_streak = greatest(s.peak_streak, b.current_streak),
        updated_at = ${now}
      from bumped b
      where s.period_type = ${periodType} and s.period_start = ${periodStart}::date and s.user_id = b.user_id
      returning s.user_id
    ),
    ${sql.raw(`${name}_inserted`)} as (
      insert into period_standings
        (period_type, period_start, user_id, wins, losses, pushes, picks, peak_streak, updated_at)
      select ${periodType}, ${periodStart}::date, b.user_id, (b.new_result = 'win')::int,
        (b.new_result = 'loss')::int, (b.new_result = 'push')::int, 1, greatest(b.current_streak, 0), ${now}
      from bumped b
      where not exists (select 1 from ${sql.raw(`${name}_updated`)} x where x.user_id = b.user_id)
    )`;
}

/**
 * Sets the targets' results where they change, in one statement. Users for whom the pick was ungraded and
 * is now their newest graded one get their totals and this game's week and month figures updated in place
 * (`gradingPath`, `appendToRecord`, `appendToPeriod`); every other changed pick comes back with
 * `incremental: false` for a full recompute. Every target must be a pick of `gameId`.
 */
export async function applyGrades(
  trx: DB,
  input: {
    gameId: number;
    scheduledTime: Date;
    week: string;
    month: string;
    now: Date;
    targets: RawBuilder<unknown>;
  },
): Promise<AppliedGrade[]> {
  const { rows } = await sql<AppliedGrade>`
    with target as (${input.targets}),
    changed as materialized (
      select id, user_id, old_result, new_result from target where old_result is distinct from new_result
    ),
    graded as (
      update picks p set result = c.new_result, graded_at = ${input.now}
      from changed c where p.game_id = ${input.gameId}::int and p.id = c.id
    ),
    -- Graded picks only exist on completed games (gradeGame ungrades the picks of a game that is not).
    later as materialized (
      select distinct lp.user_id
      from games lg join picks lp on lp.game_id = lg.id
      where lg.status = 'completed' and lp.result is not null
        and (lg.scheduled_time, lg.id) > (${input.scheduledTime}::timestamptz, ${input.gameId}::int)
    ),
    i as materialized (
      select c.user_id, c.new_result from changed c
      where c.old_result is null and not exists (select 1 from later l where l.user_id = c.user_id)
    ),
    bumped as (
      update users u set
        current_streak = ${NEXT_STREAK},
        longest_streak = greatest(u.longest_streak, ${NEXT_STREAK}),
        total_wins = u.total_wins + ${IS('win')},
        total_losses = u.total_losses + ${IS('loss')},
        total_pushes = u.total_pushes + ${IS('push')},
        total_picks = u.total_picks + 1,
        -- round(100 * wins / picks) in integers: floor((200 * wins + picks) / (2 * picks))
        win_percentage = (200 * (u.total_wins + ${IS('win')}) + u.total_picks + 1) / (2 * (u.total_picks + 1))
      from i where u.id = i.user_id
      returning u.id as user_id, u.current_streak, i.new_result
    ),
    ${periodUpsert('week', 'week', input.week, input.now)},
    ${periodUpsert('month', 'month', input.month, input.now)}
    select c.id as "pickId", c.user_id as "userId", c.new_result as result,
      (i.user_id is not null) as incremental
    from changed c left join i on i.user_id = c.user_id`.execute(trx);
  return rows;
}
