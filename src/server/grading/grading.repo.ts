import { type RawBuilder, sql } from 'kysely';
import type { DB } from '../db/client';
import type { GameOutcome } from './grading.rules';
import type { PickResult } from './record.rules';

// Every change to records and standings holds this transaction-scoped lock, so two gradings never
// decide "newest pick" from snapshots that miss each other. Callers lock the game row first.
const GRADING_LOCK_KEY = 7_240_311_001;

export async function lockGrading(trx: DB): Promise<void> {
  await sql`select pg_advisory_xact_lock(${sql.lit(GRADING_LOCK_KEY)}::bigint)`.execute(trx);
}

export interface GameForGrading {
  id: number;
  status: string;
  winner_team_id: number | null;
  is_push: boolean;
  scheduled_time: Date;
}

export function findGame(trx: DB, gameId: number, lock = false): Promise<GameForGrading | undefined> {
  const query = trx
    .selectFrom('games')
    .select(['id', 'status', 'winner_team_id', 'is_push', 'scheduled_time'])
    .where('id', '=', gameId);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** A pick with its game, the game row locked (admins grading by hand). */
export function findPickWithGame(trx: DB, pickId: number) {
  return trx
    .selectFrom('picks')
    .innerJoin('games', 'games.id', 'picks.game_id')
    .select([
      'picks.id',
      'picks.user_id',
      'picks.result',
      'games.id as game_id',
      'games.status',
      'games.winner_team_id',
      'games.is_push',
      'games.scheduled_time',
    ])
    .where('picks.id', '=', pickId)
    .forUpdate('games')
    .executeTakeFirst();
}

/** Every pick of a game with the result the outcome gives it (mirrors `pickResult`). */
export function outcomeTargets(gameId: number, outcome: GameOutcome): RawBuilder<unknown> {
  const result =
    outcome.kind === 'push'
      ? sql`'push'`
      : sql`case when p.selected_team_id = ${outcome.teamId}::int then 'win' else 'loss' end`;
  return sql`select p.id, p.user_id, p.result as old_result, ${result}::text as new_result
    from picks p where p.game_id = ${gameId}::int`;
}

/** One pick with the result an admin gave it. */
export function manualTarget(pickId: number, result: PickResult): RawBuilder<unknown> {
  return sql`select p.id, p.user_id, p.result as old_result, ${result}::text as new_result
    from picks p where p.id = ${pickId}::int`;
}

/** Clears the results of a game's picks; returns the users whose record lost a pick. */
export async function ungradePicks(trx: DB, gameId: number): Promise<number[]> {
  const rows = await trx
    .updateTable('picks')
    .set({ result: null, graded_at: null })
    .where('game_id', '=', gameId)
    .where('result', 'is not', null)
    .returning('user_id')
    .execute();
  return rows.map((r) => r.user_id);
}

/** Users with a graded pick on the game. */
export async function gradedUserIds(trx: DB, gameId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('picks')
    .select('user_id')
    .where('game_id', '=', gameId)
    .where('result', 'is not', null)
    .execute();
  return rows.map((r) => r.user_id);
}

/** Deletes the game; its picks go with it (ON DELETE CASCADE). */
export async function deleteGame(trx: DB, gameId: number): Promise<void> {
  await trx.deleteFrom('games').where('id', '=', gameId).execute();
}
