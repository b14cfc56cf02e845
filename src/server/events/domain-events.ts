import type { NewUnlock } from '../../shared/schemas/achievements';
import type { PickResult } from '../grading/record.rules';
import { type BusEvent, GRADED_BATCH, RESULT_LETTERS } from './events';

/** What a grading reports (grading.service's GradeResult and UngradeResult both fit). */
export interface GradingOutcome {
  graded?: readonly { pickId: number; userId: number; result: PickResult }[];
  affectedUserIds: readonly number[];
}

/**
 * The events of a grading of one game: the graded picks (`picks.graded`, GRADED_BATCH a event, ADR 0038),
 * `stats.changed` for users whose figures moved without a pick of theirs being graded (a cleared result, a deleted
 * game), and the boards: only the players named before it changed (kept league entries are refreshed for them
 * alone, ADR 0029).
 */
export function gradingEvents(gameId: number, outcome: GradingOutcome): BusEvent[] {
  const graded = outcome.graded ?? [];
  const events: BusEvent[] = [];
  for (let from = 0; from < graded.length; from += GRADED_BATCH) {
    const batch = graded.slice(from, from + GRADED_BATCH);
    events.push({
      type: 'picks.graded',
      gameId,
      userIds: batch.map((g) => g.userId),
      pickIds: batch.map((g) => g.pickId),
      results: batch.map((g) => RESULT_LETTERS[g.result]).join(''),
    });
  }
  // A game's grading names its 100,000 players in both lists: one set of them, none of the (few) others' repeats.
  const named = new Set<number>();
  for (const g of graded) named.add(g.userId);
  for (const userId of outcome.affectedUserIds) {
    if (named.has(userId)) continue;
    named.add(userId);
    events.push({ type: 'stats.changed', userId });
  }
  if (outcome.affectedUserIds.length > 0 || graded.length > 0)
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
