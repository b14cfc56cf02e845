import type { HistoryEntry } from '../../../shared/schemas/picks';
import type { AppDeps } from '../../deps';
import {
  findLatestGradedPicks,
  findPicksNewestFirst,
  type PickRow,
  toPick,
} from '../../modules/picks/picks.service';
import type { DB } from '../../platform/db/client';
import type { UserRow } from '../../platform/db/schema';
import { gamesByIds } from '../../workflows/game-cards';

/** Picks with their games (pick stats included) and the chosen and opposing teams, in the given order. */
export async function toHistoryEntries(db: DB, picks: PickRow[]): Promise<HistoryEntry[]> {
  if (picks.length === 0) return [];
  const games = new Map(
    (
      await gamesByIds(
        db,
        picks.map((p) => p.game_id),
      )
    ).map((g) => [g.id, g]),
  );
  return picks.map((p) => {
    const game = games.get(p.game_id)!;
    const home = p.selected_team_id === game.homeTeam.id;
    return {
      ...toPick(p),
      game,
      selectedTeam: home ? game.homeTeam : game.awayTeam,
      opponent: home ? game.awayTeam : game.homeTeam,
    };
  });
}

/** Every pick of the player, newest first. */
export async function pickHistory(deps: AppDeps, user: UserRow, limit: number): Promise<HistoryEntry[]> {
  return toHistoryEntries(deps.db, await findPicksNewestFirst(deps.db, user.id, limit));
}

/** A player's latest graded picks, by game time, newest first. */
export async function latestGradedPicks(
  deps: AppDeps,
  userId: number,
  limit: number,
): Promise<HistoryEntry[]> {
  return toHistoryEntries(deps.db, await findLatestGradedPicks(deps.db, userId, limit));
}
