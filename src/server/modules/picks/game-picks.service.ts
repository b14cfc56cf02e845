import { LRUCache } from 'lru-cache';
import type { DB } from '../../platform/db/client';
import { keptPerHandle } from '../../platform/db/kept-per-handle';
import { countPicksByTeam } from './game-picks.repo';

// What other modules read and write of picks (game cards, live feeds, editing a game, grading by hand), in
// the caller's transaction when they pass one. Only this module's repos touch the picks table.
export {
  clearManualResults,
  countPicksByTeam,
  findUserPicksForGames,
  hasPicks as gameHasPicks,
  pickersOf,
  playersNamed,
  revealedPicks,
  setManualResult,
  winningPicksBetween,
} from './game-picks.repo';
export { countPicksMadeBetween, findPickWithGame as pickForHandGrading } from './picks.repo';

/** Picks on each team of a game, by team id. */
export type TeamPickCounts = ReadonlyMap<number, number>;

/** How long a locked game's counts are kept: an admin moving a game's start back out reopens it for this long. */
const LOCKED_COUNTS_TTL_MS = 30_000;
/** Games kept per database handle: a few days of every sport's slate. */
const LOCKED_COUNTS_MAX = 5_000;

const lockedCountsOf = keptPerHandle(
  () => new LRUCache<number, TeamPickCounts>({ max: LOCKED_COUNTS_MAX, ttl: LOCKED_COUNTS_TTL_MS }),
);

/**
 * Picks on each team of games that have locked (the caller decides which), kept for a while per database handle.
 * Nobody picks or changes a pick on a locked game and picks are never deleted, so a locked game's counts hold;
 * counting them on each call read every pick of the games (132,000 for a league's day of 12 big games), for each
 * member who looked. Inside a transaction they are counted afresh.
 */
export async function lockedGamePickCounts(
  db: DB,
  gameIds: readonly number[],
): Promise<Map<number, TeamPickCounts>> {
  const counts = new Map<number, TeamPickCounts>();
  if (gameIds.length === 0) return counts;
  const cache = lockedCountsOf(db);
  const missing: number[] = [];
  for (const id of gameIds) {
    const kept = cache?.get(id);
    if (kept) counts.set(id, kept);
    else missing.push(id);
  }
  if (missing.length === 0) return counts;
  const read = new Map<number, Map<number, number>>(missing.map((id) => [id, new Map()]));
  for (const c of await countPicksByTeam(db, missing))
    read.get(c.game_id)?.set(c.selected_team_id, Number(c.count));
  for (const [id, teams] of read) {
    cache?.set(id, teams);
    counts.set(id, teams);
  }
  return counts;
}
