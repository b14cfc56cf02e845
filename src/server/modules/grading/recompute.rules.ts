import { monthStart, weekStart } from '../../../shared/periods';
import {
  type PeriodFigures,
  type PickResult,
  type RecordTotals,
  summarizePeriods,
  summarizeRecord,
} from '../../kernel/record.rules';
import { type Checkpoint, checkpointsOf } from '../../kernel/refold.rules';
import { shieldWalk, streakResult } from '../../kernel/shield.rules';
import { comebackArmedOf } from '../../kernel/step.rules';

// A full recompute compares millions of stored figures with the truth. Comparing one line of text per user
// for the archived periods (the same line the database builds for the stored rows, see recompute.repo.ts) keeps
// that cheap; only the users whose line differs are looked at row by row.

/** A graded pick as a record needs it, in record order (game time, then game id). */
export interface GradedPick {
  result: PickResult;
  scheduledTime: Date;
  gameId: number;
  /** The player's streak shield rode on it (ADR 0050; none when left out). */
  armed?: boolean;
}

/** One week or month of a standings row. */
export interface SlotFigures {
  start: string;
  wins: number;
  pushes: number;
  picks: number;
  peak: number;
}

/** A player's standings row: totals, the newest graded pick, and the four period slots. */
export interface StandingsFigures extends RecordTotals {
  lastGameTime: Date | null;
  lastGameId: number | null;
  week: SlotFigures | null;
  prevWeek: SlotFigures | null;
  month: SlotFigures | null;
  prevMonth: SlotFigures | null;
  /** comeback_kid's state at the end of the record (achievements/step.rules.ts). */
  comebackArmed: boolean;
  /** Whether the player holds a streak shield at the end of the record (kernel/shield.rules.ts). */
  shieldHeld: boolean;
}

export interface ArchiveRow extends PeriodFigures {
  userId: number;
}

const slotOf = (p: PeriodFigures | undefined): SlotFigures | null =>
  p ? { start: p.periodStart, wins: p.wins, pushes: p.pushes, picks: p.picks, peak: p.peakStreak } : null;

/**
 * Where a record's figures belong after a full recompute: totals and the week and month of the newest graded pick
 * in the standings row (the slots before left empty), every other week and month in the archive.
 */
export function placeRecord(history: readonly GradedPick[]): {
  row: StandingsFigures;
  archive: PeriodFigures[];
} {
  const shields = shieldWalk(
    history.map((h) => ({ result: h.result, armed: h.armed ?? false, week: weekStart(h.scheduledTime) })),
  );
  const totals = summarizeRecord(
    history.map((h) => h.result),
    shields.shielded,
  );
  const periods = summarizePeriods(history.map((h, i) => ({ ...h, shielded: shields.shielded[i] })));
  const newest = history.at(-1);
  const week = newest ? weekStart(newest.scheduledTime) : null;
  const month = newest ? monthStart(newest.scheduledTime) : null;
  const isSlot = (p: PeriodFigures) => p.periodStart === (p.periodType === 'weekly' ? week : month);
  return {
    row: {
      ...totals,
      lastGameTime: newest?.scheduledTime ?? null,
      lastGameId: newest?.gameId ?? null,
      week: slotOf(periods.find((p) => p.periodType === 'weekly' && isSlot(p))),
      prevWeek: null,
      month: slotOf(periods.find((p) => p.periodType === 'monthly' && isSlot(p))),
      prevMonth: null,
      comebackArmed: comebackArmedOf(history.map((h, i) => streakResult(h.result, shields.shielded[i]!))),
      shieldHeld: shields.held,
    },
    archive: periods.filter((p) => !isSlot(p)),
  };
}

/** The weeks and months a standings row holds in its four slots, as period figures. */
export function slotPeriods(row: StandingsFigures): PeriodFigures[] {
  const slots = [
    ['weekly', row.week],
    ['weekly', row.prevWeek],
    ['monthly', row.month],
    ['monthly', row.prevMonth],
  ] as const;
  return slots.flatMap(([periodType, s]) =>
    s
      ? [
          {
            periodType,
            periodStart: s.start,
            wins: s.wins,
            losses: s.picks - s.wins - s.pushes,
            pushes: s.pushes,
            picks: s.picks,
            peakStreak: s.peak,
          },
        ]
      : [],
  );
}

const slotLine = (s: SlotFigures | null) => (s ? [s.start, s.wins, s.pushes, s.picks, s.peak].join(',') : '');

/** Whether two standings rows differ in any figure. */
export function standingsDiffer(a: StandingsFigures, b: StandingsFigures): boolean {
  return (
    a.currentStreak !== b.currentStreak ||
    a.longestStreak !== b.longestStreak ||
    a.totalWins !== b.totalWins ||
    a.totalLosses !== b.totalLosses ||
    a.totalPushes !== b.totalPushes ||
    a.totalPicks !== b.totalPicks ||
    a.winPercentage !== b.winPercentage ||
    (a.lastGameTime?.getTime() ?? null) !== (b.lastGameTime?.getTime() ?? null) ||
    a.lastGameId !== b.lastGameId ||
    a.comebackArmed !== b.comebackArmed ||
    a.shieldHeld !== b.shieldHeld ||
    [a.week, a.prevWeek, a.month, a.prevMonth].map(slotLine).join(';') !==
      [b.week, b.prevWeek, b.month, b.prevMonth].map(slotLine).join(';')
  );
}

const periodKey = (p: PeriodFigures) => `${p.periodType}|${p.periodStart}`;
// Type, then start: the types differ in their first letter and the starts are ISO dates of one length.
const byPeriod = (a: PeriodFigures, b: PeriodFigures) =>
  periodKey(a) < periodKey(b) ? -1 : periodKey(a) > periodKey(b) ? 1 : 0;

const periodLine = (p: PeriodFigures) =>
  [p.periodType, p.periodStart, p.wins, p.losses, p.pushes, p.picks, p.peakStreak].join(',');

/** One user's archived periods as one line: type, start and figures per row, ordered by type then start. */
export function formatPeriods(periods: readonly PeriodFigures[]): string {
  return [...periods].sort(byPeriod).map(periodLine).join(';');
}

/** The rows of a line written by formatPeriods (or by the database the same way). */
export function parsePeriods(userId: number, line: string): ArchiveRow[] {
  if (line === '') return [];
  return line.split(';').map((row) => {
    const [periodType, periodStart, wins, losses, pushes, picks, peakStreak] = row.split(',');
    if (periodType !== 'weekly' && periodType !== 'monthly')
      throw new Error(`unknown period type in "${row}"`);
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

export interface ArchiveChanges {
  inserts: ArchiveRow[];
  updates: ArchiveRow[];
  /** Stored rows of periods the user no longer has archived (gone, or now in the standings row). */
  deletes: ArchiveRow[];
}

/** What turns a user's archived rows into the true ones: rows to add, to overwrite and to remove. */
export function diffArchive(stored: readonly ArchiveRow[], truth: readonly ArchiveRow[]): ArchiveChanges {
  const old = new Map(stored.map((s) => [periodKey(s), s]));
  const changes: ArchiveChanges = { inserts: [], updates: [], deletes: [] };
  for (const row of truth) {
    const before = old.get(periodKey(row));
    old.delete(periodKey(row));
    if (!before) changes.inserts.push(row);
    else if (periodLine(before) !== periodLine(row)) changes.updates.push(row);
  }
  changes.deletes.push(...old.values());
  return changes;
}

/** A checkpoint as stored: its pick's game and player with the record before it. */
export interface CheckpointRow extends Checkpoint {
  gameId: number;
  userId: number;
}

const checkpointLine = (gameId: number, c: Checkpoint) =>
  [
    gameId,
    c.prevGameId ?? '',
    c.streak,
    c.longest,
    c.weekPeak,
    c.monthPeak,
    c.comebackArmed ? 't' : 'f',
    c.shieldHeld ? 't' : 'f',
  ].join(':');

/** Every checkpoint of a user's record (record order), and the same as one line (as the database builds it). */
export function recordCheckpoints(
  userId: number,
  history: readonly GradedPick[],
): { rows: CheckpointRow[]; line: string } {
  const checkpoints = checkpointsOf(
    history.map((h) => ({
      gameId: h.gameId,
      result: h.result,
      armed: h.armed,
      week: weekStart(h.scheduledTime),
      month: monthStart(h.scheduledTime),
    })),
  );
  const rows = checkpoints.map((c, i) => ({ ...c, gameId: history[i]!.gameId, userId }));
  return { rows, line: rows.map((r) => checkpointLine(r.gameId, r)).join(';') };
}

/** The (game, user) keys a stored checkpoint line holds. */
export function checkpointKeys(userId: number, line: string): { gameId: number; userId: number }[] {
  if (line === '') return [];
  return line.split(';').map((entry) => ({ gameId: Number(entry.split(':')[0]), userId }));
}
