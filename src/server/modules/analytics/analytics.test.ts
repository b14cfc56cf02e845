import { beforeAll, describe, expect, it } from 'vitest';
import { account, call } from '../../../../tests/support/calls';
import { makeGame, makeSport } from '../../../../tests/support/games';
import { sharedTestApp } from '../../../../tests/support/test-app';
import type { DailyActivity } from '../../../shared/schemas/admin';

// A database of this file's own, so the whole series can be compared, zeros included.
const t = sharedTestApp();
let admin: Awaited<ReturnType<typeof account>>;

beforeAll(async () => {
  // 2026-11-21 08:00 in Denver (UTC-7 in winter); the admin signs up now.
  t.clock.set('2026-11-21T15:00:00Z');
  admin = await account(t, true);
});

const daily = async (): Promise<DailyActivity[]> => {
  const res = await call(t, admin.cookie, 'GET', '/api/admin/analytics');
  expect(res.statusCode).toBe(200);
  return res.json().daily;
};

/** The series as { day: [signUps, picks] } for the days that are not all zero. */
const nonZero = (series: DailyActivity[]) =>
  Object.fromEntries(series.filter((d) => d.signUps || d.picks).map((d) => [d.day, [d.signUps, d.picks]]));

/** The days the first test's sign-ups and picks fall on, as `nonZero` gives them. */
const ACTIVE_DAYS = {
  '2026-10-23': [1, 0],
  '2026-10-24': [1, 0],
  '2026-10-25': [1, 0],
  '2026-10-31': [0, 1],
  '2026-11-01': [0, 1],
  '2026-11-20': [1, 1],
  // The admin, who signed up at 08:00, and the sign-up a minute after midnight.
  '2026-11-21': [2, 2],
};

describe('the per-day series of GET /api/admin/analytics', () => {
  it('counts sign-ups and picks on their Denver day, 30 days ending today, zeros elsewhere', async () => {
    const createdAt = [
      '2026-10-23T05:59:00Z', // 22 Oct 23:59 in Denver (summer time, UTC-6): before the window
      '2026-10-23T06:00:00Z', // 23 Oct 00:00: the window's first day
      '2026-10-25T05:30:00Z', // 24 Oct 23:30
      '2026-10-25T06:30:00Z', // 25 Oct 00:30
      '2026-11-21T06:59:00Z', // 20 Nov 23:59 (winter time, UTC-7), though already the 21st in UTC
      '2026-11-21T07:01:00Z', // 21 Nov 00:01
    ];
    const users: number[] = [];
    for (const at of createdAt) {
      const a = await account(t);
      await t.deps.db.updateTable('users').set({ created_at: at }).where('id', '=', a.row.id).execute();
      users.push(a.row.id);
    }
    const sport = await makeSport(t.deps.db);
    const [home, away] = [sport.teams[0]!.id, sport.teams[1]!.id];
    const game = await makeGame(t.deps.db, { sportId: sport.id, homeTeamId: home, awayTeamId: away });
    const pickedAt = [
      '2026-11-01T05:30:00Z', // 31 Oct 23:30 (still summer time)
      '2026-11-01T06:30:00Z', // 1 Nov 00:30
      '2026-11-21T06:59:00Z', // 20 Nov 23:59
      '2026-11-21T14:00:00Z', // 21 Nov 07:00
      '2026-11-21T14:30:00Z', // 21 Nov 07:30
      '2026-10-22T12:00:00Z', // 22 Oct: before the window
    ];
    await t.deps.db
      .insertInto('picks')
      .values(
        pickedAt.map((at, i) => ({
          user_id: users[i]!,
          game_id: game.id,
          selected_team_id: home,
          picked_at: at,
        })),
      )
      .execute();

    const series = await daily();
    expect(series).toHaveLength(30);
    expect(series[0]!.day).toBe('2026-10-23');
    expect(series.at(-1)!.day).toBe('2026-11-21');
    expect(nonZero(series)).toEqual(ACTIVE_DAYS);
    expect(series.filter((d) => d.day === '2026-11-05')).toEqual([
      { day: '2026-11-05', signUps: 0, picks: 0 },
    ]);
  });

  it('ends on today in Denver: at 11 pm there it is still the 21st, at midnight the 22nd', async () => {
    try {
      t.clock.set('2026-11-22T06:00:00Z');
      const lateEvening = await daily();
      expect([lateEvening[0]!.day, lateEvening.at(-1)!.day]).toEqual(['2026-10-23', '2026-11-21']);

      t.clock.set('2026-11-22T07:00:00Z');
      const nextDay = await daily();
      expect(nextDay).toHaveLength(30);
      expect([nextDay[0]!.day, nextDay.at(-1)!.day]).toEqual(['2026-10-24', '2026-11-22']);
      // The 23 October sign-up has left the window; the new day starts empty.
      expect(nextDay.at(-1)).toEqual({ day: '2026-11-22', signUps: 0, picks: 0 });
      const { '2026-10-23': _left, ...stillIn } = ACTIVE_DAYS;
      expect(nonZero(nextDay)).toEqual(stillIn);
    } finally {
      t.clock.set('2026-11-21T15:00:00Z');
    }
  });
});
