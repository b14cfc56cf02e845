import type { Insertable } from 'kysely';
import type { GameOutcome } from '../../kernel/pick-result.rules';
import type { DB } from '../../platform/db/client';
import type { GamesTable } from '../../platform/db/schema';
import { insertFeedGames, insertGame, setGradedOutcome } from './game-changes.repo';
import { setFinalClock } from './live-scores.repo';

// What other modules write on games, in the caller's transaction when they pass one: grading records the
// outcome a game's picks were graded with, an approved suggestion and the live demo add games, the demo
// ends a game's clock. Only this module's repos write the games table.

/** A new game; returns its id. */
export async function addGame(db: DB, game: Insertable<GamesTable>): Promise<number> {
  return (await insertGame(db, game)).id;
}

/** New feed games; one whose event is a game already is left out. Returns the new games' ids. */
export const addFeedGames = (db: DB, games: Insertable<GamesTable>[]) => insertFeedGames(db, games);

/**
 * Records the outcome a game's picks are graded with (null: they are not graded), at the database's clock once
 * the caller holds the game's row lock.
 */
export async function recordGradedOutcome(
  db: DB,
  gameId: number,
  outcome: GameOutcome | null,
): Promise<void> {
  await setGradedOutcome(db, gameId, outcome);
}

/** The clock label FINAL (and the last period) on a game the feed completed. */
export async function showFinalClock(db: DB, gameId: number, currentPeriod: number | null): Promise<void> {
  await setFinalClock(db, gameId, currentPeriod);
}

export { dueFreePicks, freePickAt, lockFreePicks } from './free-pick.repo';
export { deleteGame, insertGame, refreshFeedLine, setFinalResult, updateGame } from './game-changes.repo';
export { ADMIN_LINE_SOURCE, type LineFacts, lineColumns } from './game-line.rules';
// The games rows the workflows and the api read and change (score entry, the free pick, the admin's edits, the game
// cards): the owner's queries, named here so nothing else reaches games.repo or game-changes.repo.
export {
  findGamesByIds,
  findGamesForDay,
  findGameTeams,
  findGameWithTeams,
  type GameRowWithTeams,
  type HistoryFilter,
  listGameHistory,
  listScheduledGames,
  lockGame,
  lockGameForScore,
  pageGameHistory,
} from './games.repo';
export {
  dueFeedGames,
  hasDueFeedGames,
  isCompleted,
  rescheduleGame,
  setFinalClock as recordFinalClock,
  setLiveState,
} from './live-scores.repo';
