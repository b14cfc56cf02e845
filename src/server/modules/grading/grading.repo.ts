import { sql } from 'kysely';
import type { DB } from '../../platform/db/client';
import { countRows } from '../../platform/db/row-facts';

// Every change to records and standings holds this transaction-scoped lock, so two gradings never
// decide "newest pick" from snapshots that miss each other. Callers lock the game row first.
export const GRADING_LOCK_KEY = 7_240_311_001;

export async function lockGrading(trx: DB): Promise<void> {
  await sql`select pg_advisory_xact_lock(${sql.lit(GRADING_LOCK_KEY)}::bigint)`.execute(trx);
}

/** The grading lock if nobody holds it (background work that can wait for the next turn). */
export async function tryLockGrading(trx: DB): Promise<boolean> {
  const { rows } = await sql<{ locked: boolean }>`
    select pg_try_advisory_xact_lock(${sql.lit(GRADING_LOCK_KEY)}::bigint) as locked`.execute(trx);
  return rows[0]?.locked === true;
}

export interface GameForGrading {
  id: number;
  status: string;
  winner_team_id: number | null;
  is_push: boolean;
  graded_winner_team_id: number | null;
  graded_push: boolean;
  scheduled_time: Date;
}

const GAME_COLUMNS = [
  'id',
  'status',
  'winner_team_id',
  'is_push',
  'graded_winner_team_id',
  'graded_push',
  'scheduled_time',
] as const;

export function findGame(trx: DB, gameId: number, lock = false): Promise<GameForGrading | undefined> {
  const query = trx.selectFrom('games').select(GAME_COLUMNS).where('id', '=', gameId);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/**
 * Every pick of a game as columns in id order (the i-th pick's id, player and team): a game of 100,000 picks is three
 * arrays of numbers, not 100,000 row objects (its events are made from them, ADR 0038).
 */
export async function pickColumnsOfGame(db: DB, gameId: number) {
  // The three aggregates take the same rows in the same order (one sorted scan: half the time of an `order by` in
  // each aggregate, which sorts once each), so the i-th places stay one pick's.
  const { rows } = await sql<{ ids: number[] | null; user_ids: number[] | null; teams: number[] | null }>`
    select array_agg(p.id) as ids, array_agg(p.user_id) as user_ids, array_agg(p.selected_team_id) as teams
    from (select id, user_id, selected_team_id from picks where game_id = ${gameId} order by id) p`.execute(
    db,
  );
  const row = rows[0];
  return { ids: row?.ids ?? [], userIds: row?.user_ids ?? [], teams: row?.teams ?? [] };
}

/** Every pick of a game: who picked which team, and any result an admin gave it by hand. */
export function picksOfGame(trx: DB, gameId: number) {
  return trx
    .selectFrom('picks')
    .select(['id', 'user_id', 'selected_team_id', 'manual_result'])
    .where('game_id', '=', gameId)
    .orderBy('id')
    .execute();
}

/** How many picks a game has (its grading's size, without listing them). */
export function countPicksOfGame(trx: DB, gameId: number): Promise<number> {
  return countRows(trx.selectFrom('picks').where('game_id', '=', gameId));
}

/** The players a correction changed (refold_change, the scratch table `recordChanges` made), in id order. */
export async function changedPlayers(trx: DB): Promise<number[]> {
  const { rows } = await sql<{ user_id: number }>`select user_id from refold_change order by user_id`.execute(
    trx,
  );
  return rows.map((r) => r.user_id);
}
