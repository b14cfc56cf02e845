import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GRADING_MESSAGES,
  gameOutcome,
  gradedOutcome,
  isPickResult,
  manualGradeRefusal,
  pickResult,
  sameOutcome,
} from '../../kernel/pick-result.rules';
import {
  appendToPeriod,
  appendToRecord,
  type PeriodFigures,
  type PickResult,
  slotFits,
  summarizePeriods,
  summarizeRecord,
} from '../../kernel/record.rules';
import { closedPeriodsNamed, gamePeriods, gradingPath } from './grading.rules';

const game = (status: string, winnerTeamId: number | null, isPush = false) => ({
  status,
  winnerTeamId,
  isPush,
});

describe('game outcome and pick result', () => {
  it.each([
    [game('completed', 7), { kind: 'winner', teamId: 7 }],
    [game('completed', null, true), { kind: 'push' }],
    [game('completed', null), null],
    [game('live', null), null],
    [game('scheduled', null), null],
  ])('%o grades by %o', (row, outcome) => {
    expect(gameOutcome(row)).toEqual(outcome);
  });

  it.each([
    [{ kind: 'winner', teamId: 7 } as const, 7, 'win'],
    [{ kind: 'winner', teamId: 7 } as const, 8, 'loss'],
    [{ kind: 'push' } as const, 7, 'push'],
  ])('under %o a pick of team %i is a %s', (outcome, team, result) => {
    expect(pickResult(outcome, team)).toBe(result);
  });

  it.each([
    ['2026-11-30T04:30:00Z', '2026-11-23', '2026-11-01'], // Sunday night in New York
    ['2026-12-01T04:59:00Z', '2026-11-30', '2026-11-01'], // still November 30 in New York
    ['2026-12-01T05:00:00Z', '2026-11-30', '2026-12-01'],
    ['2026-03-08T07:30:00Z', '2026-03-02', '2026-03-01'], // the spring-forward night
  ])('a game at %s counts in week %s and month %s', (at, week, month) => {
    expect(gamePeriods(new Date(at))).toEqual({ week, month });
  });
});

describe('grading path', () => {
  it.each([
    [null, false, true, 'incremental'],
    [null, true, true, 'recompute'],
    [null, false, false, 'recompute'],
    ['win', false, true, 'recompute'],
    ['loss', true, true, 'recompute'],
  ] as const)(
    'old result %s, later graded pick %s, periods fit %s: %s',
    (oldResult, hasLaterGradedPick, periodsFit, path) => {
      expect(gradingPath({ oldResult, hasLaterGradedPick, periodsFit })).toBe(path);
    },
  );

  it.each([
    [null, false, true], // an empty slot takes any period
    ['2026-11-16', true, true], // the same week grows, whatever the slot before holds
    ['2026-11-09', false, true], // a new week: last week moves to the free slot before
    ['2026-11-09', true, false], // a new week while the slot before still waits for the archive
  ] as const)(
    'a slot holding %s (before taken: %s) takes week 2026-11-16: %s',
    (start, beforeTaken, fits) => {
      expect(slotFits({ start, beforeTaken }, '2026-11-16')).toBe(fits);
    },
  );
});

describe('outcomes', () => {
  it.each([
    [
      { gradedWinnerTeamId: 7, gradedPush: false },
      { kind: 'winner', teamId: 7 },
    ],
    [{ gradedWinnerTeamId: null, gradedPush: true }, { kind: 'push' }],
    [{ gradedWinnerTeamId: null, gradedPush: false }, null],
  ])('graded columns %o mean %o', (columns, outcome) => {
    expect(gradedOutcome(columns)).toEqual(outcome);
  });

  const win7 = { kind: 'winner', teamId: 7 } as const;
  it.each([
    [null, null, true],
    [win7, win7, true],
    [win7, { kind: 'winner', teamId: 8 } as const, false],
    [win7, { kind: 'push' } as const, false],
    [{ kind: 'push' } as const, { kind: 'push' } as const, true],
    [win7, null, false],
  ] as const)('%o and %o grade alike: %s', (a, b, same) => {
    expect(sameOutcome(a, b)).toBe(same);
    expect(sameOutcome(b, a)).toBe(same);
  });
});

describe('manual grading', () => {
  it.each([
    [game('completed', null), null, null],
    [game('completed', 3), null, GRADING_MESSAGES.gameHasResult],
    [game('completed', null, true), null, GRADING_MESSAGES.gameHasResult],
    [game('completed', null), { kind: 'push' } as const, GRADING_MESSAGES.gameHasResult],
    [game('live', null), null, GRADING_MESSAGES.gameNotCompleted],
    [game('scheduled', null), null, GRADING_MESSAGES.gameNotCompleted],
  ])('%o graded with %o is refused with %s', (row, graded, refusal) => {
    expect(manualGradeRefusal({ ...row, graded })).toBe(refusal);
  });

  // The user-picks tab offers hand grading exactly where the grading service accepts it.
  it.each([
    [{ status: 'completed', winnerTeamId: null, isPush: false }, true],
    [{ status: 'completed', winnerTeamId: 4, isPush: false }, false],
    [{ status: 'completed', winnerTeamId: null, isPush: true }, false],
    [{ status: 'live', winnerTeamId: null, isPush: false }, false],
  ])('hand grading of %o is offered: %s', (game, offered) => {
    expect(manualGradeRefusal({ ...game, graded: null }) === null).toBe(offered);
  });

  it.each([
    ['win', true],
    ['push', true],
    ['draw', false],
    [null, false],
  ])('%s is a pick result: %s', (value, ok) => {
    expect(isPickResult(value)).toBe(ok);
  });
});

const resultArb = fc.constantFrom<PickResult>('win', 'loss', 'push');
const historyArb = fc.array(fc.record({ result: resultArb, at: fc.integer({ min: 0, max: 24 * 90 }) }), {
  maxLength: 60,
});

describe('appending one pick at the end of the record', () => {
  it('equals summarizeRecord of the longer record', () => {
    fc.assert(
      fc.property(fc.array(resultArb, { maxLength: 60 }), (results) => {
        let totals = summarizeRecord([]);
        results.forEach((result, i) => {
          totals = appendToRecord(totals, result);
          expect(totals).toEqual(summarizeRecord(results.slice(0, i + 1)));
        });
      }),
    );
  });

  it('equals summarizePeriods of the longer record, period by period', () => {
    fc.assert(
      fc.property(historyArb, (raw) => {
        const start = Date.parse('2026-10-20T12:00:00Z');
        const history = raw
          .map((h) => ({ result: h.result, scheduledTime: new Date(start + h.at * 3_600_000) }))
          .sort((a, b) => a.scheduledTime.getTime() - b.scheduledTime.getTime());
        const periods = new Map<string, PeriodFigures>();
        let totals = summarizeRecord([]);
        for (const { result, scheduledTime } of history) {
          totals = appendToRecord(totals, result);
          const { week, month } = gamePeriods(scheduledTime);
          for (const [periodType, periodStart] of [
            ['weekly', week],
            ['monthly', month],
          ] as const) {
            const key = `${periodType}:${periodStart}`;
            const empty = { periodType, periodStart, wins: 0, losses: 0, pushes: 0, picks: 0, peakStreak: 0 };
            periods.set(key, appendToPeriod(periods.get(key) ?? empty, result, totals.currentStreak));
          }
        }
        expect([...periods.values()]).toEqual(summarizePeriods(history));
      }),
      { numRuns: 200 },
    );
  });

  it("matches the SQL's integer percentage floor((200w + p) / 2p)", () => {
    const mismatches: string[] = [];
    for (let picks = 1; picks <= 400; picks += 1)
      for (let wins = 0; wins <= picks; wins += 1)
        if (Math.floor((200 * wins + picks) / (2 * picks)) !== Math.round((100 * wins) / picks))
          mismatches.push(`${wins}/${picks}`);
    expect(mismatches).toEqual([]);
  });
});

describe('closed periods a grading changes', () => {
  // Times in New York, where weeks (from Monday) and months are counted.
  const at = (iso: string) => new Date(iso);
  it.each([
    ['the same week', '2026-12-01T20:00:00Z', '2026-12-03T20:00:00Z', {}],
    [
      'a week before, the same month',
      '2026-12-01T20:00:00Z',
      '2026-12-08T20:00:00Z',
      { weekly: '2026-11-30' },
    ],
    [
      'a month before',
      '2026-11-20T20:00:00Z',
      '2026-12-08T20:00:00Z',
      { weekly: '2026-11-16', monthly: '2026-11-01' },
    ],
    // 23:30 on November 30 in New York is still November there, though December in UTC.
    ['December in UTC only', '2026-12-01T03:00:00Z', '2026-12-01T04:30:00Z', {}],
    ['the month over in New York', '2026-12-01T03:00:00Z', '2026-12-01T06:00:00Z', { monthly: '2026-11-01' }],
  ])('%s', (_, game, now, closed) => {
    const named = closedPeriodsNamed(at(game), at(now));
    expect(named).toEqual(Object.keys(closed).length > 0 ? { closedPeriods: closed } : {});
  });
});
