import type { AppDeps } from '../deps';
import { gamesInPlayOfMonth } from '../modules/games/month-games.service';
import { monthPeakMoments } from '../modules/grading/peak-moments.service';
import { monthContenders } from '../modules/leaderboard/month-top.service';
import { type Contender, decideWinner, monthDecidable, monthOf } from '../modules/prizes/prize-winner.rules';
import {
  type DecisionCause,
  lockWinners,
  prizeMonthsAwaitingWinner,
  recordDecision,
  winnerOfMonth,
} from '../modules/prizes/prize-winners.service';
import type { DB } from '../platform/db/client';
import { inTransaction } from '../platform/db/transaction';
import { effectKey } from '../platform/effects/effects.rules';
import { effectsCommitted, enqueueEffect } from '../platform/effects/effects.service';
import { PUBLISH_EFFECT } from '../platform/events/publish.effect';

// A prize month's named winner (issue 42, ADR 0048). The period close names it once the month is over; a correction
// of one of its games (Fix Score, a hand grade, a late grading, a deletion) decides it again in the correction's
// own transaction and records any change, never silently. Neither takes the grading lock for it: the month's board
// is read from what the board triggers keep (rank 1 and the entry after it), and only the few players who share
// rank 1 have their records read, for the last tiebreaker.

/** The month's contenders with their figures, and the moment each of rank 1 reached their peak. */
async function contendersOf(trx: DB, month: string): Promise<Contender[]> {
  const start = `${month}-01`;
  const { top, next } = await monthContenders(trx, start);
  const moments =
    top.length > 1
      ? await monthPeakMoments(
          trx,
          top.map((e) => e.user_id),
          start,
        )
      : new Map();
  const contender = (e: (typeof top)[number], withMoment: boolean): Contender => ({
    userId: e.user_id,
    peakStreak: e.peak,
    wins: e.wins,
    picks: e.picks,
    winPercentage: e.accuracy,
    peakReachedAt: withMoment ? (moments.get(e.user_id)?.reachedAt ?? null) : null,
  });
  return [...top.map((e) => contender(e, true)), ...(next ? [contender(next, false)] : [])];
}

/**
 * Decides a month's winner and records it (or its change) in the caller's transaction, under the winner lock; a
 * recorded decision is published ('prize.winner') after the commit.
 * A correction or a recompute leaves a month with no winner yet to the close.
 */
export async function decideMonth(
  trx: DB,
  month: string,
  at: Date,
  cause: DecisionCause,
  prize?: { id: number | null; title: string },
): Promise<boolean> {
  await lockWinners(trx);
  const current = await winnerOfMonth(trx, month);
  if (cause.kind !== 'close' && !current) return false;
  const decision = decideWinner(await contendersOf(trx, month));
  const named = prize ?? (current ? { id: current.prizeId, title: current.prizeTitle } : null);
  if (!named) return false;
  const recorded = await recordDecision(trx, { month, prize: named, decision, at, cause });
  // Every open home hears of it after the commit and reads the banner again.
  if (recorded)
    await enqueueEffect(trx, {
      kind: PUBLISH_EFFECT,
      key: effectKey(PUBLISH_EFFECT, 'winner', month, at.getTime()),
      payload: { events: [{ type: 'prize.winner', month }] },
    });
  return recorded;
}

/**
 * A correction of a game in a closed month ('YYYY-MM' of the game's time, New York) decides that month's winner
 * again, in the correction's transaction, when one was named. Called by every workflow that can change a closed
 * month's figures.
 */
export async function recheckClosedMonth(
  trx: DB,
  gameTime: Date,
  now: Date,
  cause: Omit<Extract<DecisionCause, { kind: 'correction' }>, 'kind'>,
): Promise<boolean> {
  const month = monthOf(gameTime);
  if (month >= monthOf(now)) return false;
  return decideMonth(trx, month, now, { kind: 'correction', ...cause });
}

/**
 * Names the winner of every past prize month that has none yet and whose games are done (or that ended a day
 * ago). Each month is one short transaction. Returns the months named.
 */
export async function nameDueWinners(deps: Pick<AppDeps, 'db' | 'clock' | 'effects'>): Promise<string[]> {
  const now = deps.clock();
  const named: string[] = [];
  for (const prize of await prizeMonthsAwaitingWinner(deps.db, monthOf(now))) {
    const { live, monthEnd } = await gamesInPlayOfMonth(deps.db, prize.month);
    if (!monthDecidable(prize.month, now, live, monthEnd)) continue;
    const done = await inTransaction(deps.db, (trx) =>
      decideMonth(trx, prize.month, deps.clock(), { kind: 'close' }, { id: prize.id, title: prize.title }),
    );
    if (done) named.push(prize.month);
  }
  if (named.length > 0) await effectsCommitted(deps);
  return named;
}
