import type { PeriodFigures, RecordTotals } from './record.rules';

// A full recompute compares millions of stored figures with the truth. Comparing one line of text per user
// (the same line the database builds for the stored rows, see recompute.repo.ts) keeps that cheap; only the
// users whose line differs are looked at row by row.

export interface StandingRow extends PeriodFigures {
  userId: number;
}

export interface UserTotalsRow extends RecordTotals {
  userId: number;
}

const periodKey = (p: PeriodFigures) => `${p.periodType}|${p.periodStart}`;
// Type, then start: the types differ in their first letter and the starts are ISO dates of one length.
const byPeriod = (a: PeriodFigures, b: PeriodFigures) =>
  periodKey(a) < periodKey(b) ? -1 : periodKey(a) > periodKey(b) ? 1 : 0;

const standingLine = (p: PeriodFigures) =>
  [p.periodType, p.periodStart, p.wins, p.losses, p.pushes, p.picks, p.peakStreak].join(',');

/** One user's period rows as one line: type, start and figures per row, ordered by type then start. */
export function formatStandings(periods: readonly PeriodFigures[]): string {
  return [...periods].sort(byPeriod).map(standingLine).join(';');
}

/** The rows of a line written by formatStandings (or by the database the same way). */
export function parseStandings(userId: number, line: string): StandingRow[] {
  if (line === '') return [];
  return line.split(';').map((row) => {
    const [periodType, periodStart, wins, losses, pushes, picks, peakStreak] = row.split(',');
    if (periodType !== 'week' && periodType !== 'month') throw new Error(`unknown period type in "${row}"`);
    return {
      userId,
      periodType,
      periodStart: periodStart ?? '',
      wins: Number(wins),
      losses: Number(losses),
      pushes: Number(pushes),
      picks: Number(picks),
      peakStreak: Number(peakStreak),
    };
  });
}

export interface StandingChanges {
  inserts: StandingRow[];
  updates: StandingRow[];
  /** Stored rows of periods the user no longer has a graded pick in. */
  deletes: StandingRow[];
}

/** What turns a user's stored rows into the true ones: rows to add, to overwrite and to remove. */
export function diffStandings(
  stored: readonly StandingRow[],
  truth: readonly StandingRow[],
): StandingChanges {
  const old = new Map(stored.map((s) => [periodKey(s), s]));
  const changes: StandingChanges = { inserts: [], updates: [], deletes: [] };
  for (const row of truth) {
    const before = old.get(periodKey(row));
    old.delete(periodKey(row));
    if (!before) changes.inserts.push(row);
    else if (standingLine(before) !== standingLine(row)) changes.updates.push(row);
  }
  changes.deletes.push(...old.values());
  return changes;
}

/** Whether two sets of totals differ in any figure. */
export function totalsDiffer(a: RecordTotals, b: RecordTotals): boolean {
  return (
    a.currentStreak !== b.currentStreak ||
    a.longestStreak !== b.longestStreak ||
    a.totalWins !== b.totalWins ||
    a.totalLosses !== b.totalLosses ||
    a.totalPushes !== b.totalPushes ||
    a.totalPicks !== b.totalPicks ||
    a.winPercentage !== b.winPercentage
  );
}
