import { sql } from 'kysely';
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
import { outcomeResultSql, pickResultSql } from '../../kernel/pick-result.sql';
import type { PickResult } from '../../kernel/record.rules';
import type { DB } from '../../platform/db/client';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { recordGradedOutcome } from '../games/game-record.service';
import { clearManualResults, pickForHandGrading, setManualResult } from '../picks/game-picks.service';
import {
  changedPlayers,
  countPicksOfGame,
  findGame,
  type GameForGrading,
  lockGrading,
  pickColumnsOfGame,
  picksOfGame,
} from './grading.repo';
import { gamePeriods } from './grading.rules';
import { applyNewestGrades } from './incremental.repo';
import { archiveClosedSlotsIfFree, boundCloseBatch } from './period-close.repo';
import { recomputeLocked, withinTransaction } from './recompute.service';
import { type Refolded, recordChanges, refoldChanged, refoldGame } from './refold.service';

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
  /** How many players had their record walked from the game on (ADR 0046), rather than stepped or recomputed. */
  walked: number;
  /**
   * Achievements the grading decided from each player's record before a pick it graded or walked again (types, per
   * player; `month` is the pick's, 'YYYY-MM', when it is not the graded game's).
   */
  earned: { userId: number; type: string; month?: string }[];
}

export interface UngradeResult {
  affectedUserIds: number[];
}

const NOTHING: GradeResult = {
  game: null,
  graded: [],
  affectedUserIds: [],
  recomputedUserIds: [],
  walked: 0,
  earned: [],
};
const unique = (ids: readonly number[]) => [...new Set(ids)];

const outcomeOf = (game: GameForGrading) =>
  gameOutcome({ status: game.status, winnerTeamId: game.winner_team_id, isPush: game.is_push });
const gradedOf = (game: GameForGrading) =>
  gradedOutcome({ gradedWinnerTeamId: game.graded_winner_team_id, gradedPush: game.graded_push });

/**
 * Walks the records of the players whose result at the game `recordChanges` recorded, from the game on (ADR 0046),
 * and recomputes whole those it could not walk for want of a checkpoint.
 */
async function walkChanged(trx: DB, game: { id: number; scheduled_time: Date }): Promise<Refolded> {
  const walked = await refoldChanged(trx, refoldGame(game));
  await recomputeLocked(trx, walked.recompute);
  return walked;
}

/** A game's first outcome: its newest graded picks in place, set-based; the other players walked from the game on. */
async function gradeFirstTime(trx: DB, game: GameForGrading, outcome: GameOutcome): Promise<GradeResult> {
  await recordGradedOutcome(trx, game.id, outcome);
  const applied = await applyNewestGrades(trx, {
    gameId: game.id,
    scheduledTime: game.scheduled_time,
    ...gamePeriods(game.scheduled_time),
    outcome,
  });
  const { exceptions } = applied;
  // Players with a later graded pick, a hand-made result here, or a slot before still taken: walked from here.
  const late = unique(exceptions.filter((a) => !a.incremental).map((a) => a.userId));
  if (late.length > 0)
    await recordChanges(trx, game.id, {
      before: sql`p.manual_result`,
      after: pickResultSql(),
      userIds: late,
    });
  if (exceptions.some((a) => a.hadManualResult)) await clearManualResults(trx, game.id);
  const walked = late.length > 0 ? await walkChanged(trx, game) : { earned: [], recompute: [], walked: 0 };
  return {
    game: { gameId: game.id, outcome, picks: applied.picks },
    graded: [],
    affectedUserIds: [],
    recomputedUserIds: walked.recompute,
    walked: walked.walked,
    earned: [
      ...exceptions.flatMap((a) => a.earned.map((type) => ({ userId: a.userId, type }))),
      ...walked.earned,
    ],
  };
}

/** A corrected outcome: every pick of the game changes result; its players are walked from the game on. */
async function regrade(trx: DB, game: GameForGrading, outcome: GameOutcome): Promise<GradeResult> {
  // The results before are read off the game's graded outcome, so they are recorded before it is overwritten.
  await recordChanges(trx, game.id, { before: pickResultSql(), after: outcomeResultSql(outcome) });
  await recordGradedOutcome(trx, game.id, outcome);
  const walked = await walkChanged(trx, game);
  return {
    game: { gameId: game.id, outcome, picks: await countPicksOfGame(trx, game.id) },
    graded: [],
    affectedUserIds: [],
    recomputedUserIds: walked.recompute,
    walked: walked.walked,
    earned: walked.earned,
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

/**
 * Takes every result of a game's picks away (its outcome and the hand-made ones) and walks their players' records
 * from the game on, as if its picks had never been graded; answers those players and the walk.
 */
async function ungradeLocked(trx: DB, game: GameForGrading): Promise<UngradeResult & Refolded> {
  await recordChanges(trx, game.id, { before: pickResultSql(), after: sql`null` });
  const affectedUserIds = await changedPlayers(trx);
  await recordGradedOutcome(trx, game.id, null);
  await clearManualResults(trx, game.id);
  return { affectedUserIds, ...(await walkChanged(trx, game)) };
}

/**
 * Grades every pick of a game by its current result, in the caller's transaction (the score entry that
 * completes the game grades it in the same one). Idempotent: an outcome already graded changes nothing. A
 * completed game with an unknown winner changes nothing (admins grade its picks by hand); a game that is not
 * completed has its grades cleared. The first outcome is written once on the game and reaches the players for
 * whom the game is the newest graded pick in place, set-based; any other player, and every player of a correction,
 * has their record walked from the game on (ADR 0046). The graded
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
      const { affectedUserIds, recompute, earned, walked } = await ungradeLocked(trx, game);
      return { game: null, graded: [], affectedUserIds, recomputedUserIds: recompute, walked, earned };
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
    const { affectedUserIds } = await ungradeLocked(trx, game);
    return { affectedUserIds };
  });
}

/**
 * Before a game is deleted (the caller holds its row lock and deletes it after): the grading lock, and the records of
 * every player graded on it walked from the game on as if it had never been played. Answers those players and what
 * the walks earned; the caller recomputes `recompute` once the game is gone.
 */
export async function correctForDeletion(
  trx: DB,
  gameId: number,
): Promise<{ affectedUserIds: number[] } & Refolded> {
  await lockGrading(trx);
  const game = await findGame(trx, gameId);
  if (!game) throw notFound(GRADING_MESSAGES.gameNotFound);
  await recordChanges(trx, game.id, { before: pickResultSql(), after: sql`null` });
  const affectedUserIds = await changedPlayers(trx);
  const walked = await refoldChanged(trx, refoldGame(game));
  return { affectedUserIds, ...walked };
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
    await recordChanges(trx, pick.game_id, {
      before: pickResultSql(),
      after: sql`${result}::text`,
      userIds: [pick.user_id],
    });
    await setManualResult(trx, pickId, result, now);
    const walked = await walkChanged(trx, { id: pick.game_id, scheduled_time: pick.scheduled_time });
    return {
      ...ofGame,
      game: null,
      graded: [{ pickId, userId: pick.user_id, result }],
      affectedUserIds: [pick.user_id],
      recomputedUserIds: walked.recompute,
      walked: walked.walked,
      earned: walked.earned,
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

/** Bounds the next archiving statement of the transaction to `statementMs` (see `boundCloseBatch`). */
export function boundClosingBatch(trx: DB, statementMs: number): Promise<void> {
  return boundCloseBatch(trx, statementMs);
}
