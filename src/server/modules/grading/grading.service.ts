import { type GradedColumns, gradedColumns } from '../../kernel/domain-events';
import { RESULT_LETTERS } from '../../kernel/events';
import {
  type GameOutcome,
  GRADING_MESSAGES,
  gameOutcome,
  gradedOutcome,
  isPickResult,
  manualGradeRefusal,
  pickResult,
  sameOutcome,
} from '../../kernel/pick-result.rules';
import type { PickResult } from '../../kernel/record.rules';
import type { DB } from '../../platform/db/client';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { recordGradedOutcome } from '../games/game-record.service';
import { clearManualResults, pickForHandGrading, setManualResult } from '../picks/game-picks.service';
import { findGame, type GameForGrading, lockGrading, pickColumnsOfGame, picksOfGame } from './grading.repo';
import { gamePeriods } from './grading.rules';
import { applyNewestGrades } from './incremental.repo';
import { archiveClosedSlotsIfFree } from './period-close.repo';
import { recomputeLocked, withinTransaction } from './recompute.service';

export interface GradedPick {
  pickId: number;
  userId: number;
  result: PickResult;
}

/** A game's grading, named rather than listed: every pick of the game took the result `outcome` gives its team. */
export interface GameGrading {
  gameId: number;
  outcome: GameOutcome;
  /** How many picks that is. */
  picks: number;
}

/**
 * What a grading changed. A game's grading (`game`) names the game instead of listing its picks and players, so
 * a game of 100,000 picks stays a few bytes in the transaction and in the effects it records; whoever needs the
 * list reads it (`listGrading`). `graded` and `affectedUserIds` list what changed besides (a hand grade, an
 * ungrading).
 */
export interface GradeResult {
  game: GameGrading | null;
  /** Picks whose result changed besides the game's, with their new result. */
  graded: GradedPick[];
  /** Users whose record changed besides the game's players. */
  affectedUserIds: number[];
  /** The affected users that needed a full recompute (the rest were updated in place). */
  recomputedUserIds: number[];
  /** Achievements the in-place grading decided from each player's record before the pick (types, per player). */
  earned: { userId: number; type: string }[];
}

export interface UngradeResult {
  affectedUserIds: number[];
}

const NOTHING: GradeResult = {
  game: null,
  graded: [],
  affectedUserIds: [],
  recomputedUserIds: [],
  earned: [],
};
const unique = (ids: readonly number[]) => [...new Set(ids)];

const outcomeOf = (game: GameForGrading) =>
  gameOutcome({ status: game.status, winnerTeamId: game.winner_team_id, isPush: game.is_push });
const gradedOf = (game: GameForGrading) =>
  gradedOutcome({ gradedWinnerTeamId: game.graded_winner_team_id, gradedPush: game.graded_push });

/** A game's first outcome: its newest graded picks in place, set-based; the other players recomputed. */
async function gradeFirstTime(trx: DB, game: GameForGrading, outcome: GameOutcome): Promise<GradeResult> {
  await recordGradedOutcome(trx, game.id, outcome);
  const applied = await applyNewestGrades(trx, {
    gameId: game.id,
    scheduledTime: game.scheduled_time,
    ...gamePeriods(game.scheduled_time),
    outcome,
  });
  const { exceptions } = applied;
  if (exceptions.some((a) => a.hadManualResult)) await clearManualResults(trx, game.id);
  const recomputedUserIds = unique(exceptions.filter((a) => !a.incremental).map((a) => a.userId));
  await recomputeLocked(trx, recomputedUserIds);
  return {
    game: { gameId: game.id, outcome, picks: applied.picks },
    graded: [],
    affectedUserIds: [],
    recomputedUserIds,
    earned: exceptions.flatMap((a) => a.earned.map((type) => ({ userId: a.userId, type }))),
  };
}

/** A corrected outcome: every pick of the game changes result and every player of it is recomputed. */
async function regrade(trx: DB, game: GameForGrading, outcome: GameOutcome): Promise<GradeResult> {
  await recordGradedOutcome(trx, game.id, outcome);
  const picks = await picksOfGame(trx, game.id);
  const affectedUserIds = unique(picks.map((p) => p.user_id));
  await recomputeLocked(trx, affectedUserIds);
  return {
    game: { gameId: game.id, outcome, picks: picks.length },
    graded: [],
    affectedUserIds: [],
    recomputedUserIds: affectedUserIds,
    earned: [],
  };
}

/**
 * A grading's picks and players as lists, the game's read from its picks (read after the grading committed, they
 * are the same: a graded game takes no new picks, and its outcome is the one recorded in `game`).
 */
export async function listGrading(
  db: DB,
  result: Pick<GradeResult, 'game' | 'graded' | 'affectedUserIds'>,
): Promise<{ graded: GradedPick[]; affectedUserIds: number[] }> {
  if (!result.game) return { graded: result.graded, affectedUserIds: result.affectedUserIds };
  const { outcome } = result.game;
  const graded = (await picksOfGame(db, result.game.gameId)).map((p) => ({
    pickId: p.id,
    userId: p.user_id,
    result: pickResult(outcome, p.selected_team_id),
  }));
  return {
    graded: [...graded, ...result.graded],
    affectedUserIds: unique([...graded.map((g) => g.userId), ...result.affectedUserIds]),
  };
}

/**
 * A grading's picks as columns (GradedColumns: a game of 100,000 picks without an object a pick, ADR 0038), and the
 * players changed besides them: what its events are made of.
 */
export async function listGradingColumns(
  db: DB,
  result: Pick<GradeResult, 'game' | 'graded' | 'affectedUserIds'>,
): Promise<{ graded: GradedColumns; affectedUserIds: number[] }> {
  const besides = gradedColumns(result.graded);
  if (!result.game) return { graded: besides, affectedUserIds: result.affectedUserIds };
  const { outcome } = result.game;
  const picks = await pickColumnsOfGame(db, result.game.gameId);
  const results = picks.teams.map((team) => RESULT_LETTERS[pickResult(outcome, team)]).join('');
  return {
    graded: {
      pickIds: picks.ids.concat(besides.pickIds),
      userIds: picks.userIds.concat(besides.userIds),
      results: results + besides.results,
    },
    affectedUserIds: result.affectedUserIds,
  };
}

/** Users whose record holds a pick of the game: all its players once graded, else those graded by hand. */
async function gradedPlayers(trx: DB, game: GameForGrading): Promise<number[]> {
  const picks = await picksOfGame(trx, game.id);
  const graded = gradedOf(game) ? picks : picks.filter((p) => p.manual_result !== null);
  return unique(graded.map((p) => p.user_id));
}

/** Takes every result of a game's picks away (its outcome and the hand-made ones) and recomputes their users. */
async function ungradeLocked(trx: DB, game: GameForGrading): Promise<UngradeResult> {
  const affectedUserIds = await gradedPlayers(trx, game);
  await recordGradedOutcome(trx, game.id, null);
  await clearManualResults(trx, game.id);
  await recomputeLocked(trx, affectedUserIds);
  return { affectedUserIds };
}

/**
 * Grades every pick of a game by its current result, in the caller's transaction (the score entry that
 * completes the game grades it in the same one). Idempotent: an outcome already graded changes nothing. A
 * completed game with an unknown winner changes nothing (admins grade its picks by hand); a game that is not
 * completed has its grades cleared. The first outcome is written once on the game and reaches the players for
 * whom the game is the newest graded pick in place, set-based; a correction recomputes its players. The graded
 * time is the database's, read under the game's row lock: no pick graded with the game is later.
 */
export function gradeGame(db: DB, gameId: number): Promise<GradeResult> {
  return withinTransaction(db, async (trx) => {
    // The game's row first, then the grading lock (every grading's order; a score entry holds the row already).
    // Every grading of the game holds its row, so the game is read as the last one committed it and an outcome is
    // never applied twice; and a pick, which share-locks the row, has committed before, or waits and is refused.
    const game = await findGame(trx, gameId, true);
    if (!game) throw notFound(GRADING_MESSAGES.gameNotFound);
    await lockGrading(trx);
    const outcome = outcomeOf(game);
    const graded = gradedOf(game);
    if (!outcome) {
      if (game.status === 'completed') return NOTHING;
      const { affectedUserIds } = await ungradeLocked(trx, game);
      return { game: null, graded: [], affectedUserIds, recomputedUserIds: affectedUserIds, earned: [] };
    }
    if (sameOutcome(outcome, graded)) return NOTHING;
    return graded ? regrade(trx, game, outcome) : gradeFirstTime(trx, game, outcome);
  });
}

/** Clears every result of a game's picks and recomputes their users, as if the game were never graded. */
export function ungradeGame(db: DB, gameId: number): Promise<UngradeResult> {
  return withinTransaction(db, async (trx) => {
    const game = await findGame(trx, gameId, true);
    if (!game) throw notFound(GRADING_MESSAGES.gameNotFound);
    await lockGrading(trx);
    return ungradeLocked(trx, game);
  });
}

/**
 * The players whose figures hold a pick of the game, the grading lock taken first: the caller that deletes
 * the game (holding its row lock) recomputes them afterwards with `recomputeLocked`.
 */
export async function playersGradedOn(trx: DB, gameId: number): Promise<number[]> {
  await lockGrading(trx);
  const game = await findGame(trx, gameId);
  if (!game) throw notFound(GRADING_MESSAGES.gameNotFound);
  return gradedPlayers(trx, game);
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
): Promise<GradeResult & { gameId: number; gameTime: Date }> {
  if (!isPickResult(result)) return Promise.reject(badRequest(GRADING_MESSAGES.badResult));
  return withinTransaction(db, async (trx) => {
    const pick = await pickForHandGrading(trx, pickId);
    if (!pick) throw notFound(GRADING_MESSAGES.pickNotFound);
    const refusal = manualGradeRefusal({
      status: pick.status,
      winnerTeamId: pick.winner_team_id,
      isPush: pick.is_push,
      graded: gradedOutcome({ gradedWinnerTeamId: pick.graded_winner_team_id, gradedPush: pick.graded_push }),
    });
    if (refusal) throw conflict(refusal);
    await lockGrading(trx);
    const ofGame = { gameId: pick.game_id, gameTime: pick.scheduled_time };
    if (pick.manual_result === result) return { ...NOTHING, ...ofGame };
    await setManualResult(trx, pickId, result, now);
    await recomputeLocked(trx, [pick.user_id]);
    return {
      ...ofGame,
      game: null,
      graded: [{ pickId, userId: pick.user_id, result }],
      affectedUserIds: [pick.user_id],
      recomputedUserIds: [pick.user_id],
      earned: [],
    };
  });
}

/**
 * Moves up to `limit` players' closed weeks and months to period_archive, if no grading holds the grading lock (then
 * null: the period close waits for its next turn rather than for the grading).
 */
export function archiveClosedPeriods(trx: DB, limit: number): Promise<number | null> {
  return archiveClosedSlotsIfFree(trx, limit);
}
