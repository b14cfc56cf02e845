import { type Insertable, sql } from 'kysely';
import type { GameOutcome } from '../../kernel/pick-result.rules';
import type { DB } from '../../platform/db/client';
import type { GamesTable } from '../../platform/db/schema';
import { ADMIN_LINE_SOURCE, type LineColumns } from './game-line.rules';

// Every write to the games table but the live poller's (live-scores.repo.ts).

/** Inserts a game; returns its id. */
export function insertGame(db: DB, game: Insertable<GamesTable>) {
  return db.insertInto('games').values(game).returning('id').executeTakeFirstOrThrow();
}

/** Inserts feed games; one whose event id exists already is left out. Returns the new games' ids. */
export async function insertFeedGames(db: DB, rows: Insertable<GamesTable>[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insertInto('games')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['provider', 'provider_event_id']).where('provider_event_id', 'is not', null).doNothing(),
    )
    .returning('id')
    .execute();
  return inserted.map((r) => r.id);
}

export function updateGame(
  db: DB,
  id: number,
  set: {
    sport_id: number;
    home_team_id: number;
    away_team_id: number;
    scheduled_time: Date;
    notes?: string | null;
    updated_at: Date;
  } & Partial<LineColumns>,
) {
  return db.updateTable('games').set(set).where('id', '=', id).execute();
}

/**
 * A re-import's line on the scheduled game of a feed event, unless the admin typed that game's line; returns the
 * game's id when it changed.
 */
export async function refreshFeedLine(
  db: DB,
  provider: string,
  eventId: string,
  line: LineColumns,
): Promise<number | undefined> {
  const row = await db
    .updateTable('games')
    .set(line)
    .where('provider', '=', provider)
    .where('provider_event_id', '=', eventId)
    .where('status', '=', 'scheduled')
    .where((eb) => eb.or([eb('line_source', 'is', null), eb('line_source', '<>', ADMIN_LINE_SOURCE)]))
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Writes a game's final result; returns the game, or nothing when it does not exist. Locks the row. */
export function setFinalResult(
  trx: DB,
  gameId: number,
  result: { homeScore: number; awayScore: number; winner: 'home' | 'away' | 'push'; at: Date },
) {
  const { winner } = result;
  return trx
    .updateTable('games')
    .set((eb) => ({
      status: 'completed',
      home_score: result.homeScore,
      away_score: result.awayScore,
      is_push: winner === 'push',
      winner_team_id:
        winner === 'push' ? null : winner === 'home' ? eb.ref('home_team_id') : eb.ref('away_team_id'),
      completed_at: result.at,
      updated_at: result.at,
    }))
    .where('id', '=', gameId)
    .returning(['id', 'scheduled_time'])
    .executeTakeFirst();
}

/**
 * Records the outcome a game's picks are graded with; null: none, they are not graded. The graded time is the
 * database's clock as this statement runs (clock_timestamp(), not the transaction's start): the caller holds the
 * game's row lock already, so it is later than every pick that could still join the game (picks share-lock the
 * row and take the database's clock too).
 */
export async function setGradedOutcome(trx: DB, gameId: number, outcome: GameOutcome | null) {
  await trx
    .updateTable('games')
    .set({
      graded_winner_team_id: outcome?.kind === 'winner' ? outcome.teamId : null,
      graded_push: outcome?.kind === 'push',
      graded_at: outcome ? sql<Date>`clock_timestamp()` : null,
    })
    .where('id', '=', gameId)
    .execute();
}

/** Deletes the game; its picks go with it (ON DELETE CASCADE). */
export async function deleteGame(trx: DB, gameId: number): Promise<void> {
  await trx.deleteFrom('games').where('id', '=', gameId).execute();
}

/** Moves every scheduled game whose start has passed (database clock) to live; returns their ids. */
export async function startDueGames(db: DB): Promise<number[]> {
  const rows = await db
    .updateTable('games')
    .set({ status: 'live', updated_at: sql`now()` })
    .where('status', '=', 'scheduled')
    .where('scheduled_time', '<=', sql<Date>`now()`)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}
