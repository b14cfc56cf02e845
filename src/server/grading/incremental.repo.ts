import { type RawBuilder, sql } from 'kysely';
import type { DB } from '../db/client';
import { planWithoutJit } from './grading.repo';
import type { GameOutcome } from './grading.rules';
import type { PickResult } from './record.rules';

export interface AppliedGrade {
  pickId: number;
  userId: number;
  result: PickResult;
  /** The user's figures were updated in place; false means the caller must recompute them. */
  incremental: boolean;
  /** The pick had a result an admin gave it by hand, which the game's outcome now replaces. */
  hadManualResult: boolean;
}

// The streak after one more result, as `nextStreak` says: wins count up, losses down, a push keeps it.
const NEXT_STREAK = sql`(case c.result when 'win' then greatest(s.current_streak, 0) + 1
  when 'loss' then least(s.current_streak, 0) - 1 else s.current_streak end)`;
const IS = (result: PickResult) => sql`(c.result = ${sql.lit(result)})::int`;

/**
 * The SET list of one period slot: the same period grows (`appendToPeriod`), a new one starts from this pick, and
 * the one it replaces moves to the slot before, which the statement found free (`slotFits`).
 */
function slotUpdate(slot: 'week' | 'month', start: string): RawBuilder<unknown> {
  const now = (column: string) => sql.raw(`${slot}_${column}`);
  const before = (column: string) => sql.raw(`prev_${slot}_${column}`);
  const same = sql`(s.${now('start')} = ${start}::date)`;
  const rolls = sql`(s.${now('picks')} > 0 and s.${now('start')} <> ${start}::date)`;
  const moved = (column: string) =>
    sql`${before(column)} = case when ${rolls} then s.${now(column)} else s.${before(column)} end`;
  return sql`${now('start')} = ${start}::date,
    ${now('wins')} = case when ${same} then s.${now('wins')} else 0 end + ${IS('win')},
    ${now('pushes')} = case when ${same} then s.${now('pushes')} else 0 end + ${IS('push')},
    ${now('picks')} = case when ${same} then s.${now('picks')} else 0 end + 1,
    ${now('peak')} = greatest(case when ${same} then s.${now('peak')} else 0 end, ${NEXT_STREAK}),
    ${sql.join(['start', 'wins', 'pushes', 'picks', 'peak'].map(moved))}`;
}

/** Whether a slot takes a pick of period `start`: it is empty, holds that period, or the slot before is free. */
const slotFits = (slot: 'week' | 'month', start: string) =>
  sql`(s.${sql.raw(`${slot}_picks`)} = 0 or s.${sql.raw(`${slot}_start`)} = ${start}::date
    or s.${sql.raw(`prev_${slot}_picks`)} = 0)`;

/**
 * Grades every pick of a game that had no outcome yet with `outcome`, in one statement: players for whom the game
 * becomes the newest graded pick (`gradingPath`) get their standings row updated in place, totals and the game's
 * week and month included; every other pick comes back with `incremental: false` for a full recompute.
 */
export async function applyNewestGrades(
  trx: DB,
  input: { gameId: number; scheduledTime: Date; week: string; month: string; outcome: GameOutcome },
): Promise<AppliedGrade[]> {
  const { gameId, scheduledTime, week, month, outcome } = input;
  const result =
    outcome.kind === 'push'
      ? sql`'push'`
      : sql`case when p.selected_team_id = ${outcome.teamId}::int then 'win' else 'loss' end`;
  await planWithoutJit(trx);
  const { rows } = await sql<AppliedGrade>`
    with c as materialized (
      select p.id, p.user_id, p.manual_result, ${result}::text as result
      from picks p where p.game_id = ${gameId}::int
    ),
    updated as (
      update standings s set
        current_streak = ${NEXT_STREAK},
        longest_streak = greatest(s.longest_streak, ${NEXT_STREAK}),
        total_wins = s.total_wins + ${IS('win')},
        total_losses = s.total_losses + ${IS('loss')},
        total_pushes = s.total_pushes + ${IS('push')},
        total_picks = s.total_picks + 1,
        -- round(100 * wins / picks) in integers: floor((200 * wins + picks) / (2 * picks))
        win_percentage = (200 * (s.total_wins + ${IS('win')}) + s.total_picks + 1) / (2 * (s.total_picks + 1)),
        last_game_time = ${scheduledTime}::timestamptz,
        last_game_id = ${gameId}::int,
        ${slotUpdate('week', week)},
        ${slotUpdate('month', month)}
      from c
      where s.user_id = c.user_id and c.manual_result is null
        and (s.last_game_time is null
          or (s.last_game_time, s.last_game_id) < (${scheduledTime}::timestamptz, ${gameId}::int))
        and ${slotFits('week', week)} and ${slotFits('month', month)}
      returning s.user_id
    )
    select c.id as "pickId", c.user_id as "userId", c.result, (u.user_id is not null) as incremental,
      (c.manual_result is not null) as "hadManualResult"
    from c left join updated u on u.user_id = c.user_id`.execute(trx);
  return rows;
}
