import { sql } from 'kysely';
import type { GameOutcome } from '../../kernel/pick-result.rules';
import type { PickResult } from '../../kernel/record.rules';
import { periodStep, RECORD_STEP, setList, slotFitsSql } from '../../kernel/record.sql';
import { shieldHeldStepSql } from '../../kernel/shield.sql';
import { comebackArmedStepSql, earnedAtStepSql } from '../../kernel/step.sql';
import type { DB } from '../../platform/db/client';
import { planWithoutJit } from '../../platform/db/large-statements';

/** A pick the in-place step did not settle alone: its player is recomputed, it had a hand result, or it earned. */
export interface AppliedGrade {
  pickId: number;
  userId: number;
  result: PickResult;
  /** The user's figures were updated in place; false means the caller must recompute them. */
  incremental: boolean;
  /** The pick had a result an admin gave it by hand, which the game's outcome now replaces. */
  hadManualResult: boolean;
  /** Achievement types the pick earned, decided with the in-place step (empty when `incremental` is false). */
  earned: string[];
}

/** Whether any player has a checkpoint at the game (only a stale one could: its picks were never graded). */
async function hasCheckpoints(trx: DB, gameId: number): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`
    select exists (select 1 from record_checkpoints where game_id = ${gameId}::int) as found`.execute(trx);
  return rows[0]?.found === true;
}

/**
 * Grades every pick of a game that had no outcome yet with `outcome`, in one statement: players for whom the game
 * becomes the newest graded pick (`gradingPath`) get their standings row updated in place, totals and the game's
 * week and month included, the record before the pick kept as its checkpoint (record_checkpoints), and what the
 * pick earns decided from the row before it (achievements/step.sql.ts);
 * every other pick comes back with `incremental: false`, for its player's record to be walked from the game on. Answers how many picks it graded and
 * only the picks that need more than the step (a recompute, a cleared hand result, an award): a game of 100,000
 * picks sends back a few thousand rows, not 100,000 (issue 23's answer time).
 */
export async function applyNewestGrades(
  trx: DB,
  input: { gameId: number; scheduledTime: Date; week: string; month: string; outcome: GameOutcome },
): Promise<{ picks: number; exceptions: AppliedGrade[] }> {
  const { gameId, scheduledTime, week, month, outcome } = input;
  const result =
    outcome.kind === 'push'
      ? sql`'push'`
      : sql`case when p.selected_team_id = ${outcome.teamId}::int then 'win' else 'loss' end`;
  // A game's first grading finds none of its checkpoints, and then writes them without ON CONFLICT: a plain insert
  // does not probe the key before each of its 100,000 rows (about a seventh of the statement, issue 42).
  const checkpointed = (await hasCheckpoints(trx, gameId))
    ? sql`on conflict (game_id, user_id) do update set prev_game_id = excluded.prev_game_id, streak = excluded.streak,
        longest = excluded.longest, week_peak = excluded.week_peak, month_peak = excluded.month_peak,
        comeback_armed = excluded.comeback_armed, shield_held = excluded.shield_held`
    : sql``;
  await planWithoutJit(trx);
  const { rows } = await sql<{ picks: number; exceptions: AppliedGrade[] }>`
    with c as materialized (
      select p.id, p.user_id, p.manual_result, ${result}::text as result, p.shield_armed as armed,
        ${week}::date as week, ${month}::date as month
      from picks p where p.game_id = ${gameId}::int
    ),
    updated as (
      update standings s set
        ${setList(RECORD_STEP)},
        comeback_armed = ${sql.raw(comebackArmedStepSql('s'))},
        shield_held = ${sql.raw(shieldHeldStepSql('s'))},
        last_game_time = ${scheduledTime}::timestamptz,
        last_game_id = ${gameId}::int,
        ${setList(periodStep('week', week))},
        ${setList(periodStep('month', month))}
      -- o is the row as the statement found it: what the pick earns is read from the record before it.
      from c join standings o on o.user_id = c.user_id
      where s.user_id = c.user_id and c.manual_result is null
        and (s.last_game_time is null
          or (s.last_game_time, s.last_game_id) < (${scheduledTime}::timestamptz, ${gameId}::int))
        and ${slotFitsSql('week', week)} and ${slotFitsSql('month', month)}
      returning s.user_id, ${sql.raw(earnedAtStepSql('o'))} as earned, o.last_game_id as prev_game_id,
        o.current_streak as streak, o.longest_streak as longest,
        case when o.week_start = ${week}::date then o.week_peak else 0 end as week_peak,
        case when o.month_start = ${month}::date then o.month_peak else 0 end as month_peak,
        o.comeback_armed, o.shield_held
    ),
    -- The record before the pick, kept for the corrections that walk on from it (ADR 0046).
    checkpointed as (
      insert into record_checkpoints (game_id, user_id, prev_game_id, streak, longest, week_peak, month_peak,
        comeback_armed, shield_held)
      select ${gameId}::int, u.user_id, u.prev_game_id, u.streak, u.longest, u.week_peak, u.month_peak,
        u.comeback_armed, u.shield_held
      from updated u
      ${checkpointed}
    )
    select count(*)::int as picks, coalesce(json_agg(json_build_object('pickId', c.id, 'userId', c.user_id,
        'result', c.result, 'incremental', u.user_id is not null, 'hadManualResult', c.manual_result is not null,
        'earned', coalesce(u.earned, '{}'))) filter (where u.user_id is null or c.manual_result is not null
          or cardinality(u.earned) > 0), '[]') as exceptions
    from c left join updated u on u.user_id = c.user_id`.execute(trx);
  return rows[0] ?? { picks: 0, exceptions: [] };
}
