import type { RawBuilder } from 'kysely';
import type { DB } from '../db/client';
import { badRequest, conflict, notFound } from '../errors';
import {
  deleteGame,
  findGame,
  findPickWithGame,
  gradedUserIds,
  lockGrading,
  manualTarget,
  outcomeTargets,
  ungradePicks,
} from './grading.repo';
import {
  GRADING_MESSAGES,
  gameOutcome,
  gamePeriods,
  isPickResult,
  manualGradeRefusal,
} from './grading.rules';
import { applyGrades } from './incremental.repo';
import { recomputeLocked, withinTransaction } from './recompute.service';
import type { PickResult } from './record.rules';

export interface GradeResult {
  /** Picks whose result changed, with their new result. */
  graded: { pickId: number; userId: number; result: PickResult }[];
  /** Users whose record changed. */
  affectedUserIds: number[];
  /** The affected users that needed a full recompute (the rest were updated in place). */
  recomputedUserIds: number[];
}

export interface UngradeResult {
  affectedUserIds: number[];
}

const unique = (ids: readonly number[]) => [...new Set(ids)];

/** Applies the targets' results (in place where possible), then recomputes the users that need it. */
async function settle(
  trx: DB,
  game: { id: number; scheduledTime: Date },
  targets: RawBuilder<unknown>,
  now: Date,
): Promise<GradeResult> {
  const applied = await applyGrades(trx, {
    gameId: game.id,
    scheduledTime: game.scheduledTime,
    ...gamePeriods(game.scheduledTime),
    now,
    targets,
  });
  const recomputedUserIds = applied.filter((a) => !a.incremental).map((a) => a.userId);
  await recomputeLocked(trx, recomputedUserIds);
  return {
    graded: applied.map(({ pickId, userId, result }) => ({ pickId, userId, result })),
    affectedUserIds: applied.map((a) => a.userId),
    recomputedUserIds,
  };
}

async function ungradeLocked(trx: DB, gameId: number): Promise<UngradeResult> {
  const affectedUserIds = unique(await ungradePicks(trx, gameId));
  await recomputeLocked(trx, affectedUserIds);
  return { affectedUserIds };
}

/**
 * Grades every pick of a game by its current result, in the caller's transaction (the score entry that
 * completes the game grades it in the same one). Idempotent: picks whose result stands are untouched. A
 * completed game with an unknown winner changes nothing (admins grade its picks by hand); a game that is
 * not completed has its graded picks cleared. Users for whom the game is the newest graded pick are updated
 * in place, set-based; the others (late grading, corrections) are recomputed in batches.
 */
export function gradeGame(db: DB, gameId: number, now: Date): Promise<GradeResult> {
  return withinTransaction(db, async (trx) => {
    const game = await findGame(trx, gameId);
    if (!game) throw notFound(GRADING_MESSAGES.gameNotFound);
    await lockGrading(trx);
    const outcome = gameOutcome({
      status: game.status,
      winnerTeamId: game.winner_team_id,
      isPush: game.is_push,
    });
    if (!outcome) {
      if (game.status === 'completed') return { graded: [], affectedUserIds: [], recomputedUserIds: [] };
      const { affectedUserIds } = await ungradeLocked(trx, gameId);
      return { graded: [], affectedUserIds, recomputedUserIds: affectedUserIds };
    }
    const target = { id: gameId, scheduledTime: game.scheduled_time };
    return settle(trx, target, outcomeTargets(gameId, outcome), now);
  });
}

/** Clears every result of a game's picks and recomputes their users, as if the game were never graded. */
export function ungradeGame(db: DB, gameId: number): Promise<UngradeResult> {
  return withinTransaction(db, async (trx) => {
    if (!(await findGame(trx, gameId, true))) throw notFound(GRADING_MESSAGES.gameNotFound);
    await lockGrading(trx);
    return ungradeLocked(trx, gameId);
  });
}

/**
 * Deletes a game (its picks cascade) and leaves every affected user's totals, streaks and standings as
 * if it had never existed.
 */
export function removeGameEffects(db: DB, gameId: number): Promise<UngradeResult> {
  return withinTransaction(db, async (trx) => {
    // The game row first, then the grading lock: the same order as a score entry that grades.
    if (!(await findGame(trx, gameId, true))) throw notFound(GRADING_MESSAGES.gameNotFound);
    await lockGrading(trx);
    const affectedUserIds = unique(await gradedUserIds(trx, gameId));
    await deleteGame(trx, gameId);
    await recomputeLocked(trx, affectedUserIds);
    return { affectedUserIds };
  });
}

/**
 * An admin grades (or re-grades) a pick of a completed game whose winner is unknown; streaks and
 * standings change exactly as automatic grading would change them.
 */
export function gradePickManually(
  db: DB,
  pickId: number,
  result: PickResult,
  now: Date,
): Promise<GradeResult> {
  if (!isPickResult(result)) return Promise.reject(badRequest(GRADING_MESSAGES.badResult));
  return withinTransaction(db, async (trx) => {
    const pick = await findPickWithGame(trx, pickId);
    if (!pick) throw notFound(GRADING_MESSAGES.pickNotFound);
    const refusal = manualGradeRefusal({
      status: pick.status,
      winnerTeamId: pick.winner_team_id,
      isPush: pick.is_push,
    });
    if (refusal) throw conflict(refusal);
    await lockGrading(trx);
    const game = { id: pick.game_id, scheduledTime: pick.scheduled_time };
    return settle(trx, game, manualTarget(pickId, result), now);
  });
}
