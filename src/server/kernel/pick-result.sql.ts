import { type RawBuilder, sql } from 'kysely';
import type { GameOutcome } from './pick-result.rules';
import type { PickResult } from './record.rules';

/**
 * A pick's result in SQL, over a pick `p` joined with its game `g`: the outcome its game was graded with
 * (`pickResult` says the same), else the result an admin gave it by hand, else null (not graded). Grading a game
 * writes the outcome once on the game instead of a result on each of its picks.
 */
export function pickResultSql(p = 'p', g = 'g'): RawBuilder<PickResult | null> {
  const pick = (column: string) => sql.ref(`${p}.${column}`);
  const game = (column: string) => sql.ref(`${g}.${column}`);
  return sql<PickResult | null>`(case when ${game('graded_push')} then 'push'
    when ${game('graded_winner_team_id')} is null then ${pick('manual_result')}
    when ${game('graded_winner_team_id')} = ${pick('selected_team_id')} then 'win' else 'loss' end)`;
}

/** `pickResult` in SQL: the result `outcome` gives the pick `p` (its `selected_team_id`), before it is written. */
export function outcomeResultSql(outcome: GameOutcome, p = 'p'): RawBuilder<PickResult> {
  return outcome.kind === 'push'
    ? sql<PickResult>`'push'::text`
    : sql<PickResult>`(case when ${sql.ref(`${p}.selected_team_id`)} = ${outcome.teamId}::int then 'win'
        else 'loss' end)`;
}
