import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthStart, weekStart } from '../../shared/periods';
import { type PickResult, summarizePeriods, summarizeRecord } from './record.rules';
import { checkpointsOf, emptyStart, type RefoldPick, type RefoldStart, refold } from './refold.rules';
import { shieldWalk, streakResult } from './shield.rules';
import { comebackArmedOf } from './step.rules';

// A walk from any checkpoint gives what the walk from the record's first pick gives, and the walk from the first pick
// gives what a full recompute gives (summarizeRecord, summarizePeriods).

const BASE = Date.parse('2026-10-26T16:00:00Z');
const DAY = 86_400_000;

/** A record of picks, each `days` after the start (sorted), its game ids in record order. */
const historyArb = fc
  .array(
    fc.record({
      day: fc.integer({ min: 0, max: 80 }),
      result: fc.constantFrom<PickResult>('win', 'win', 'loss', 'loss', 'push'),
      armed: fc.nat({ max: 3 }).map((n) => n === 0),
    }),
    { maxLength: 60 },
  )
  .map((picks) =>
    picks
      .sort((a, b) => a.day - b.day)
      .map(({ day, result, armed }, i) => {
        const at = new Date(BASE + day * DAY);
        return { gameId: i + 1, result, armed, at, week: weekStart(at), month: monthStart(at) };
      }),
  );

/** Where a walk from the k-th pick starts, read off the walk from the first pick (as the tables keep it). */
function startAt(picks: readonly RefoldPick[], k: number): RefoldStart {
  const whole = refold(emptyStart(picks[0]!.week, picks[0]!.month), picks);
  const before = picks.slice(0, k);
  const of = (list: readonly RefoldPick[]) => ({
    wins: list.filter((p) => p.result === 'win').length,
    pushes: list.filter((p) => p.result === 'push').length,
    picks: list.length,
  });
  const at = picks[k]!;
  const totals = summarizeRecord(before.map((p) => p.result));
  // (Totals count results: a shielded loss is a loss, whatever the streak did.)
  return {
    ...whole.steps[k]!.checkpoint,
    wins: totals.totalWins,
    losses: totals.totalLosses,
    pushes: totals.totalPushes,
    week: { start: at.week, ...of(before.filter((p) => p.week === at.week)) },
    month: { start: at.month, ...of(before.filter((p) => p.month === at.month)) },
  };
}

const byPeriod = (a: { periodType: string; periodStart: string }, b: typeof a) =>
  `${a.periodType}${a.periodStart}`.localeCompare(`${b.periodType}${b.periodStart}`);

describe('refold', () => {
  it('from an empty record gives what a full recompute gives', () => {
    fc.assert(
      fc.property(historyArb, (picks) => {
        if (picks.length === 0) return;
        const { end, periods } = refold(emptyStart(picks[0]!.week, picks[0]!.month), picks);
        const results = picks.map((p) => p.result);
        const shields = shieldWalk(picks);
        const totals = summarizeRecord(results, shields.shielded);
        expect(end).toEqual({
          streak: totals.currentStreak,
          longest: totals.longestStreak,
          comebackArmed: comebackArmedOf(results.map((r, i) => streakResult(r, shields.shielded[i]!))),
          shieldHeld: shields.held,
          wins: totals.totalWins,
          losses: totals.totalLosses,
          pushes: totals.totalPushes,
          lastGameId: picks.at(-1)!.gameId,
        });
        const history = picks.map((p, i) => ({
          result: p.result,
          scheduledTime: p.at,
          shielded: shields.shielded[i],
        }));
        expect(periods.sort(byPeriod)).toEqual(summarizePeriods(history).sort(byPeriod));
      }),
      { numRuns: 300 },
    );
  });

  it('from any checkpoint gives the rest of the walk from the first pick', () => {
    fc.assert(
      fc.property(historyArb, fc.nat(), (picks, at) => {
        if (picks.length === 0) return;
        const k = at % picks.length;
        const whole = refold(emptyStart(picks[0]!.week, picks[0]!.month), picks);
        const part = refold(startAt(picks, k), picks.slice(k));
        expect(part.steps).toEqual(whole.steps.slice(k));
        expect(part.end).toEqual(whole.end);
        // The periods the part reaches are the whole walk's of the k-th pick's week and month and later.
        const from = picks[k]!;
        const later = whole.periods.filter((p) =>
          p.periodType === 'weekly' ? p.periodStart >= from.week : p.periodStart >= from.month,
        );
        expect(part.periods.sort(byPeriod)).toEqual(later.sort(byPeriod));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps, before each pick, the streak, the highest so far and the peaks of its week and month so far', () => {
    const at = (day: number) => new Date(Date.parse('2026-11-02T16:00:00Z') + day * DAY);
    const picks: RefoldPick[] = (
      [
        [0, 'win'],
        [1, 'win'],
        [2, 'loss'],
        [7, 'win'],
        [8, 'push'],
      ] as const
    ).map(([day, result], i) => ({
      gameId: 10 + i,
      result,
      week: weekStart(at(day)),
      month: monthStart(at(day)),
    }));
    expect(checkpointsOf(picks)).toEqual([
      {
        prevGameId: null,
        streak: 0,
        longest: 0,
        weekPeak: 0,
        monthPeak: 0,
        comebackArmed: false,
        shieldHeld: false,
      },
      {
        prevGameId: 10,
        streak: 1,
        longest: 1,
        weekPeak: 1,
        monthPeak: 1,
        comebackArmed: false,
        shieldHeld: false,
      },
      {
        prevGameId: 11,
        streak: 2,
        longest: 2,
        weekPeak: 2,
        monthPeak: 2,
        comebackArmed: false,
        shieldHeld: false,
      },
      // A new week: its peak so far starts again; the month's goes on.
      {
        prevGameId: 12,
        streak: -1,
        longest: 2,
        weekPeak: 0,
        monthPeak: 2,
        comebackArmed: false,
        shieldHeld: false,
      },
      {
        prevGameId: 13,
        streak: 1,
        longest: 2,
        weekPeak: 1,
        monthPeak: 2,
        comebackArmed: false,
        shieldHeld: false,
      },
    ]);
  });

  it('walks nothing from a start with no picks after it: the start is the end', () => {
    const start = { ...emptyStart('2026-11-02', '2026-11-01'), streak: -3, longest: 4, prevGameId: 7 };
    expect(refold(start, []).end).toMatchObject({ streak: -3, longest: 4, lastGameId: 7 });
  });
});
