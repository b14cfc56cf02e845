import type { NewUnlock } from '../../shared/schemas/achievements';
import { type BusEvent, GRADED_BATCH, RESULT_LETTERS } from './events';
import type { PickResult } from './record.rules';

/**
 * Graded picks as columns: the i-th pick is `pickIds[i]` of player `userIds[i]`, its result the i-th letter of
 * `results` (RESULT_LETTERS). A game of 100,000 picks is listed so, without an object a pick (ADR 0038).
 */
export interface GradedColumns {
  pickIds: readonly number[];
  userIds: readonly number[];
  results: string;
}

/** What a grading reports (grading.service's GradeResult and UngradeResult both fit), its picks listed or as columns. */
export interface GradingOutcome {
  graded?: readonly { pickId: number; userId: number; result: PickResult }[] | GradedColumns;
  affectedUserIds: readonly number[];
}

/** Graded picks as columns. */
export function gradedColumns(
  graded: readonly { pickId: number; userId: number; result: PickResult }[],
): GradedColumns {
  return {
    pickIds: graded.map((g) => g.pickId),
    userIds: graded.map((g) => g.userId),
    results: graded.map((g) => RESULT_LETTERS[g.result]).join(''),
  };
}

/**
 * The events of a grading of one game: the graded picks (`picks.graded`, GRADED_BATCH a event, ADR 0038),
 * `stats.changed` for users whose figures moved without a pick of theirs being graded (a cleared result, a deleted
 * game), and the boards: only the players named before it changed (kept league entries are refreshed for them
 * alone, ADR 0029).
 */
export function gradingEvents(gameId: number, outcome: GradingOutcome): BusEvent[] {
  const listed = outcome.graded ?? [];
  const graded = Array.isArray(listed) ? gradedColumns(listed) : (listed as GradedColumns);
  const events: BusEvent[] = [];
  for (let from = 0; from < graded.pickIds.length; from += GRADED_BATCH) {
    const to = from + GRADED_BATCH;
    events.push({
      type: 'picks.graded',
      gameId,
      userIds: graded.userIds.slice(from, to),
      pickIds: graded.pickIds.slice(from, to),
      results: graded.results.slice(from, to),
    });
  }
  // The players changed besides the graded picks' (few; none for a game's first grading): once each.
  const named = new Set<number>(outcome.affectedUserIds.length > 0 ? graded.userIds : []);
  for (const userId of outcome.affectedUserIds) {
    if (named.has(userId)) continue;
    named.add(userId);
    events.push({ type: 'stats.changed', userId });
  }
  if (outcome.affectedUserIds.length > 0 || graded.pickIds.length > 0)
    events.push({ type: 'standings.changed', players: 'named' });
  return events;
}

/** One event per fresh unlock; the player's live.me raises a toast for each. */
export function unlockEvents(unlocked: readonly NewUnlock[]): BusEvent[] {
  return unlocked.map((u) => ({
    type: 'achievement.unlocked',
    userId: u.userId,
    achievement: u.type,
    period: u.period,
  }));
}

export const gameUpdated = (gameId: number): BusEvent => ({ type: 'game.updated', gameId });
export const gameRemoved = (gameId: number): BusEvent => ({ type: 'game.removed', gameId });
