import type { MonthWinner, WinnerRecord } from '../../../shared/schemas/prizes';
import type { AppDeps } from '../../deps';
import { recordAdminAction } from '../../platform/audit/audit.service';
import type { DB } from '../../platform/db/client';
import { bannerShows, type Contender, type Decision, previousMonth, sameWinners } from './prize-winner.rules';
import {
  allWinners,
  currentWinnersOf,
  decidedMonths,
  insertWinners,
  lockWinners,
  monthsAwaitingWinner,
  supersedeWinners,
  type WinnerRow,
} from './prize-winners.repo';

export { lockWinners };

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

const figuresOf = (c: Contender) => ({
  userId: c.userId,
  peakStreak: c.peakStreak,
  wins: c.wins,
  picks: c.picks,
  winPercentage: c.winPercentage,
  peakReachedAt: iso(c.peakReachedAt),
});

/** One decision's rows (a row per winner) as the API shows it. */
function toMonthWinner(rows: readonly WinnerRow[]): MonthWinner {
  const first = rows[0]!;
  return {
    month: first.month,
    prizeId: first.prize_id,
    prizeTitle: first.prize_title,
    winners: rows.map((r) => ({
      userId: r.user_id,
      username: r.username,
      firstName: r.first_name,
      lastName: r.last_name,
      avatarKey: r.avatar_key,
      peakStreak: r.peak_streak,
      wins: r.wins,
      picks: r.picks,
      winPercentage: r.win_percentage,
      peakReachedAt: iso(r.peak_reached_at),
    })),
    shared: first.shared,
    decidedBy: first.decided_by,
    runnerUp: (first.runner_up as MonthWinner['runnerUp']) ?? null,
    decidedAt: new Date(first.decided_at).toISOString(),
  };
}

/** A month's ('YYYY-MM') winner now, or null when none is decided. */
export async function winnerOfMonth(db: DB, month: string): Promise<MonthWinner | null> {
  const rows = await currentWinnersOf(db, month);
  return rows.length > 0 ? toMonthWinner(rows) : null;
}

/** Last month's winner while the banner shows it (the first days of this month, New York), else null. */
export function recentWinner(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<MonthWinner | null> {
  const now = deps.clock();
  return bannerShows(now) ? winnerOfMonth(deps.db, previousMonth(now)) : Promise.resolve(null);
}

/** Every decision, current and superseded, newest month first: the admin's prize list. */
export async function winnerHistory(deps: Pick<AppDeps, 'db'>): Promise<WinnerRecord[]> {
  const decisions = new Map<string, WinnerRow[]>();
  for (const row of await allWinners(deps.db)) {
    const key = String(row.decision);
    decisions.set(key, [...(decisions.get(key) ?? []), row]);
  }
  return [...decisions.values()].map((rows) => ({
    ...toMonthWinner(rows),
    supersededAt: iso(rows[0]!.superseded_at),
    supersededReason: rows[0]!.superseded_reason,
  }));
}

/** Months with a winner named now (none superseded), oldest first. */
export function monthsWithWinner(db: DB): Promise<string[]> {
  return decidedMonths(db);
}

/** Months before `month` whose active prize has no winner yet. */
export function prizeMonthsAwaitingWinner(db: DB, month: string) {
  return monthsAwaitingWinner(db, month);
}

/**
 * Why a month is decided: the close, a correction of one of its games (named in the audit entry), or the admin's
 * full recompute ("Fix User Streaks"), which may change any month's figures.
 */
export type DecisionCause =
  | { kind: 'close' }
  | { kind: 'correction'; action: string; gameId: number }
  | { kind: 'recompute' };

/**
 * Records a month's decision under the winner lock (the caller holds it): the first decision of the month, or a
 * change of winner after a correction, which marks the old rows superseded and keeps them. Each is an audit entry
 * by the server ('prize.winner', 'prize.winner.change'). The same winners again record nothing. Returns whether
 * anything was recorded.
 */
export async function recordDecision(
  trx: DB,
  input: {
    month: string;
    prize: { id: number | null; title: string };
    /** Null: nobody is on the month's board (a correction took every graded pick away). */
    decision: Decision | null;
    at: Date;
    cause: DecisionCause;
  },
): Promise<boolean> {
  const { month, prize, at, cause } = input;
  const decision = input.decision ?? { winners: [], decidedBy: 'only' as const, runnerUp: null };
  const before = await currentWinnersOf(trx, month);
  const winners = decision.winners.map((w) => ({ userId: w.userId }));
  if (
    sameWinners(
      before.map((r) => ({ userId: r.user_id })),
      winners,
    )
  )
    return false;
  const reason =
    cause.kind === 'correction'
      ? `${cause.action} of game ${cause.gameId}`
      : cause.kind === 'recompute'
        ? 'Fix User Streaks'
        : 'month close';
  if (before.length > 0) await supersedeWinners(trx, month, at, reason);
  const runnerUp = decision.runnerUp ? JSON.stringify(figuresOf(decision.runnerUp)) : null;
  await insertWinners(
    trx,
    decision.winners.map((w) => ({
      month,
      prize_id: prize.id,
      prize_title: prize.title,
      user_id: w.userId,
      peak_streak: w.peakStreak,
      wins: w.wins,
      picks: w.picks,
      win_percentage: w.winPercentage,
      peak_reached_at: w.peakReachedAt,
      decided_by: decision.decidedBy,
      shared: decision.winners.length > 1,
      runner_up: runnerUp,
      decided_at: at,
    })),
  );
  await recordAdminAction(trx, {
    adminId: null,
    action: before.length > 0 ? 'prize.winner.change' : 'prize.winner',
    target: { kind: 'prize', id: prize.id },
    before: before.length > 0 ? toMonthWinner(before) : null,
    after: {
      month,
      winners: decision.winners.map(figuresOf),
      decidedBy: decision.decidedBy,
      runnerUp: decision.runnerUp ? figuresOf(decision.runnerUp) : null,
      cause: reason,
    },
    at,
  });
  return true;
}
