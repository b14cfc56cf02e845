import type { Game } from '../../../shared/schemas/games';
import { i18n } from '../../i18n/i18n';

/** Where a game stands for the list: open for picks, under way (or past its start), or finished. */
export type ListStage = 'open' | 'live' | 'final';

/** A game whose start has passed counts as under way even if not yet marked live (player.md section 4). */
export function listStage(game: Pick<Game, 'status' | 'scheduledTime'>, nowMs: number): ListStage {
  if (game.status === 'completed') return 'final';
  if (game.status === 'live' || Date.parse(game.scheduledTime) <= nowMs) return 'live';
  return 'open';
}

const STAGE_ORDER: Record<ListStage, number> = { live: 0, open: 1, final: 2 };

/**
 * The day's games as a player wants them: those under way first (what is happening now), then those still open
 * for picks (soonest start first), then the finished ones; by start, then id, inside each.
 */
export function orderGames<G extends Pick<Game, 'id' | 'status' | 'scheduledTime'>>(
  games: readonly G[],
  nowMs: number,
): G[] {
  return [...games].sort(
    (a, b) =>
      STAGE_ORDER[listStage(a, nowMs)] - STAGE_ORDER[listStage(b, nowMs)] ||
      Date.parse(a.scheduledTime) - Date.parse(b.scheduledTime) ||
      a.id - b.id,
  );
}

/** The leagues of a list, in the order they first appear, for its filter chips. */
export function leaguesOf(games: readonly Pick<Game, 'sport'>[]): string[] {
  return [...new Set(games.map((g) => g.sport))];
}

/** The line above the list: how many picks are left today (the cap's own words once reached: CapNotice). */
export function picksLeftText(used: number, max: number | null): string {
  if (max === null) return i18n.t('games:picksLeft.unlimited', { used });
  const left = Math.max(0, max - used);
  if (left === 0) return i18n.t('games:picksLeft.reached', { used, max });
  return i18n.t('games:picksLeft.left', { count: left, used, max });
}
