import { type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database';
import {
  appendToPeriod,
  appendToRecord,
  nextStreak,
  type PeriodFigures,
  type PickResult,
  type RecordTotals,
  slotFits,
  summarizeRecord,
  winPercentage,
} from './record.rules';
import { accuracySql, nextStreakSql, periodStep, RECORD_STEP, slotFitsSql } from './record.sql';
import { shieldedLoss } from './shield.rules';

// One table of cases, run through each rule of record.rules.ts and through its SQL twin of record.sql.ts in
// the real database (PGlite, or PostgreSQL under test:pg): the two must say the same on every case.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.cleanup());

const RESULTS: PickResult[] = ['win', 'loss', 'push'];
const json = (value: unknown) => sql`${JSON.stringify(value)}::json`;

/** Each expression (as text) over one standings row `s` and a graded result `c.result` (`c.armed`: a shield rides on it). */
async function evaluate(
  row: Record<string, unknown>,
  result: PickResult,
  expressions: Record<string, string | RawBuilder<unknown>>,
  armed = false,
): Promise<Record<string, string | null>> {
  const columns = Object.entries(expressions).map(
    ([name, e]) => sql`(${typeof e === 'string' ? sql.raw(e) : e})::text as ${sql.ref(name)}`,
  );
  const { rows } = await sql<Record<string, string | null>>`
    select ${sql.join(columns)}
    from json_populate_record(null::standings, ${json(row)}) s,
      (select ${result}::text as result, ${armed}::boolean as armed) c`.execute(database.db);
  return rows[0]!;
}

const asText = (values: Record<string, number | string | null>) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === null ? null : String(v)]));

describe('accuracy: winPercentage and accuracySql', () => {
  it('round every wins-of-picks the same way, halves up', async () => {
    const cases = Array.from({ length: 40 }, (_, i) => i + 1).flatMap((picks) =>
      Array.from({ length: picks + 1 }, (_, wins) => ({ wins, picks })),
    );
    const { rows } = await sql<{ pct: number }>`
      select ${sql.raw(accuracySql('v.wins', 'v.picks'))} as pct
      from json_to_recordset(${json(cases.map((c, n) => ({ ...c, n })))}) as v(wins int, picks int, n int)
      order by v.n`.execute(database.db);
    expect(rows.map((r) => Number(r.pct))).toEqual(cases.map((c) => winPercentage(c.wins, c.picks)));
  });
});

describe('streak step: nextStreak and nextStreakSql', () => {
  it('moves every streak the same way for every result', async () => {
    const cases = Array.from({ length: 11 }, (_, i) => i - 5).flatMap((streak) =>
      RESULTS.map((result) => ({ streak, result })),
    );
    const { rows } = await sql<{ next: number }>`
      select ${sql.raw(nextStreakSql('v.streak', 'v.result'))} as next
      from json_to_recordset(${json(cases.map((c, n) => ({ ...c, n })))}) as v(streak int, result text, n int)
      order by v.n`.execute(database.db);
    expect(rows.map((r) => Number(r.next))).toEqual(cases.map((c) => nextStreak(c.streak, c.result)));
  });
});

const totalsRow = (t: RecordTotals) => ({
  current_streak: t.currentStreak,
  longest_streak: t.longestStreak,
  total_wins: t.totalWins,
  total_losses: t.totalLosses,
  total_pushes: t.totalPushes,
  total_picks: t.totalPicks,
  win_percentage: t.winPercentage,
});

// A new player, a winning streak under its longest, one at its longest, losing streaks after a push.
const TOTALS: RecordTotals[] = [
  [],
  ['win', 'win', 'win', 'win', 'win', 'loss', 'push', 'win', 'win', 'win'],
  ['push', 'push', 'win', 'win', 'win', 'win', 'win'],
  ['win', 'win', 'win', 'win', 'loss', 'loss'],
  ['push', 'loss'],
].map((results) => summarizeRecord(results as PickResult[]));

describe('standings step: appendToRecord and RECORD_STEP', () => {
  it.each(TOTALS.flatMap((before) => RESULTS.map((result) => [before, result] as const)))(
    '%o plus a %s',
    async (before, result) => {
      const stepped = await evaluate(totalsRow(before), result, RECORD_STEP);
      expect(stepped).toEqual(asText(totalsRow(appendToRecord(before, result))));
    },
  );
  // A shield held and armed on the pick: a loss counts as a loss and leaves the streak (shield.rules.ts).
  it.each(TOTALS.flatMap((before) => RESULTS.map((result) => [before, result] as const)))(
    '%o plus a %s with a shield armed and held',
    async (before, result) => {
      const row = { ...totalsRow(before), shield_held: true };
      const stepped = await evaluate(row, result, RECORD_STEP, true);
      expect(stepped).toEqual(
        asText(totalsRow(appendToRecord(before, result, shieldedLoss(true, result, true)))),
      );
      if (result === 'loss') expect(stepped.current_streak).toBe(String(before.currentStreak));
    },
  );
});

const P = '2026-11-16';
const EARLIER = '2026-11-09';
const slot = (start: string | null, wins = 0, pushes = 0, picks = 0, peak = 0) => ({
  start,
  wins,
  pushes,
  picks,
  peak,
});
type SlotRow = ReturnType<typeof slot>;
const slotColumns = (prefix: string, s: SlotRow) =>
  Object.fromEntries(Object.entries(s).map(([k, v]) => [`${prefix}_${k}`, v]));
const figuresOf = (s: SlotRow): PeriodFigures => ({
  periodType: 'weekly',
  periodStart: s.start ?? P,
  wins: s.wins,
  losses: s.picks - s.wins - s.pushes,
  pushes: s.pushes,
  picks: s.picks,
  peakStreak: s.peak,
});
const slotOf = (f: PeriodFigures): SlotRow => slot(f.periodStart, f.wins, f.pushes, f.picks, f.peakStreak);

// (this week's slot, the slot before, the streak before the pick)
const SLOTS: [SlotRow, SlotRow, number][] = [
  [slot(null), slot(null), 0],
  [slot(P, 2, 0, 3, 2), slot(null), 1],
  [slot(P, 1, 1, 4, 3), slot(EARLIER, 3, 0, 3, 3), -1],
  [slot(EARLIER, 3, 1, 5, 4), slot(null), 4],
  [slot(EARLIER, 0, 0, 2, 0), slot('2026-11-02', 1, 0, 1, 1), -2],
];

describe('period step: appendToPeriod and periodStep, slotFits and slotFitsSql', () => {
  it.each(SLOTS.flatMap(([now, before, streak]) => RESULTS.map((r) => [now, before, streak, r] as const)))(
    'this week %o, the week before %o, streak %s, a %s of the week of 2026-11-16',
    async (now, before, streak, result) => {
      const row = {
        current_streak: streak,
        ...slotColumns('week', now),
        ...slotColumns('prev_week', before),
      };
      const fits = await evaluate(row, result, { fits: slotFitsSql('week', P) });
      expect(fits.fits === 'true').toBe(slotFits({ start: now.start, beforeTaken: before.picks > 0 }, P));
      if (fits.fits !== 'true') return;

      const after = nextStreak(streak, result);
      const samePeriod = now.start === P;
      const grown = appendToPeriod(figuresOf(samePeriod ? now : slot(P)), result, after);
      // A new period moves the one the slot held (if any) to the slot before.
      const rolled = now.picks > 0 && !samePeriod ? now : before;
      const expected = { ...slotColumns('week', slotOf(grown)), ...slotColumns('prev_week', rolled) };
      expect(await evaluate(row, result, periodStep('week', P))).toEqual(asText(expected));
    },
  );
});
