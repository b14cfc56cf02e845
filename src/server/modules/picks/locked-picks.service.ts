import { LRUCache } from 'lru-cache';
import type { PickResultValue } from '../../../shared/schemas/games';
import type { DB } from '../../platform/db/client';
import { keptPerHandle } from '../../platform/db/kept-per-handle';
import { revealedPicks } from './game-picks.repo';

// A league's picks on games that have locked, kept per server: a 1,000-member league's day of 12 games read
// 12,000 rows for each member who opened it, though a locked game's picks no longer change (issue 41).

/** A game's picks of some players as columns: pick i is users[i]'s, on teams[i], with results[i]. */
export interface PickColumns {
  users: Int32Array;
  teams: Int32Array;
  results: (PickResultValue | null)[];
}

/** A game's state as far as its revealed picks go: when it starts, whether it is over, how it was graded. */
export interface LockedGame {
  id: number;
  status: string;
  scheduledTime: Date;
  gradedWinnerTeamId: number | null;
  gradedPush: boolean;
}

/** How long a game's picks are kept: the most an admin's moving a game's start out and back can keep them stale. */
const TTL_MS = 30_000;
/** (game, players) lists kept per database handle: a day's locked games of many leagues (1,000 players: about 20 KB). */
const MAX_KEPT = 2_000;

interface Kept {
  players: string;
  picks: PickColumns;
}

const keptOf = keptPerHandle(() => new LRUCache<string, Kept>({ max: MAX_KEPT, ttl: TTL_MS }));

/**
 * Its key holds whatever would change what the game's picks show. The start and status: a game moved back to open
 * gets another key (and the caller does not ask for an open game at all). The grading: every result follows it.
 */
const keyOf = (g: LockedGame) =>
  `${g.id}|${g.status}|${g.scheduledTime.getTime()}|${g.gradedWinnerTeamId}|${g.gradedPush}`;

/**
 * A completed game not graded (no known winner) is the one whose picks an admin grades by hand, one at a time,
 * without the game's row changing: its picks are read each time.
 */
const keepable = (g: LockedGame) =>
  !(g.status === 'completed' && g.gradedWinnerTeamId === null && !g.gradedPush);

/**
 * The picks of `playerIds` on `games`, which the caller has found locked at `now`, as columns per game. A locked
 * game's picks no longer change (nobody picks or changes a pick after the lock, picks are never deleted), so each
 * game's are kept per database handle under its state (start, status, grading) and the players listed: a member
 * joining or leaving, a grading or a game moved back to open never reads a kept list. The statement decides the
 * lock itself again (nobody's own pick is let through), so a game reopened meanwhile gives no picks, and none are kept.
 * Inside a transaction they are read afresh.
 */
export async function lockedGamePicks(
  db: DB,
  games: readonly LockedGame[],
  playerIds: readonly number[],
  now: Date,
): Promise<Map<number, PickColumns>> {
  const found = new Map<number, PickColumns>();
  if (games.length === 0 || playerIds.length === 0) return found;
  const cache = keptOf(db);
  const players = [...playerIds].sort((a, b) => a - b).join(',');
  const missing: LockedGame[] = [];
  for (const g of games) {
    const hit = keepable(g) ? cache?.get(keyOf(g)) : undefined;
    if (hit && hit.players === players) found.set(g.id, hit.picks);
    else missing.push(g);
  }
  if (missing.length === 0) return found;
  const rows = await revealedPicks(
    db,
    missing.map((g) => g.id),
    playerIds,
    null,
    now,
  );
  const sizes = new Map<number, number>();
  for (const r of rows) sizes.set(r.game_id, (sizes.get(r.game_id) ?? 0) + 1);
  const filled = new Map<number, number>();
  for (const [id, size] of sizes) {
    found.set(id, { users: new Int32Array(size), teams: new Int32Array(size), results: new Array(size) });
    filled.set(id, 0);
  }
  for (const r of rows) {
    const picks = found.get(r.game_id)!;
    const i = filled.get(r.game_id)!;
    picks.users[i] = r.user_id;
    picks.teams[i] = r.selected_team_id;
    picks.results[i] = r.result ?? null;
    filled.set(r.game_id, i + 1);
  }
  for (const g of missing) {
    const picks = found.get(g.id);
    if (picks && keepable(g)) cache?.set(keyOf(g), { players, picks });
  }
  return found;
}
