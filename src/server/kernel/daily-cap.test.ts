import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeGame, makeSport } from '../../../tests/support/games';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database';
import { capWindow, picksInCapWindowSql, type Window } from './daily-cap';
import { windowOf } from './player-day';

// One table of cases for the daily cap's window, run through capWindow (TypeScript, one player) and through its SQL
// twin picksInCapWindowSql (many players at once) in the real database: both must count the same picks.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.cleanup());

const NOW = new Date('2026-12-06T15:00:00Z');
const at = (iso: string) => new Date(iso);
/** Today in New York at NOW: 2026-12-06 05:00Z to 2026-12-07 05:00Z. */
const NEW_YORK_TODAY = windowOf('2026-12-06', 'America/New_York');
/** Today in Los Angeles: 08:00Z to 08:00Z. */
const LA_TODAY = windowOf('2026-12-06', 'America/Los_Angeles');

interface Case {
  name: string;
  stored: Window | null;
  zoneToday: Window;
  pickedAt: string[];
}

const CASES: Case[] = [
  {
    name: 'no day fixed yet: today in the zone',
    stored: null,
    zoneToday: NEW_YORK_TODAY,
    pickedAt: [
      '2026-12-06T04:59:59Z',
      '2026-12-06T05:00:00Z',
      '2026-12-06T14:00:00Z',
      '2026-12-07T05:00:00Z',
    ],
  },
  {
    name: 'the day the first pick fixed, while it lasts (the zone changed to Los Angeles since)',
    stored: NEW_YORK_TODAY,
    zoneToday: LA_TODAY,
    pickedAt: ['2026-12-06T06:00:00Z', '2026-12-06T07:59:00Z', '2026-12-06T09:00:00Z'],
  },
  {
    name: 'a fixed day that is over: today in the zone again',
    stored: windowOf('2026-12-05', 'America/New_York'),
    zoneToday: NEW_YORK_TODAY,
    pickedAt: ['2026-12-05T20:00:00Z', '2026-12-06T06:00:00Z'],
  },
  {
    name: 'a fixed day that has not begun (a later zone): today in the zone',
    stored: windowOf('2026-12-08', 'Asia/Tokyo'),
    zoneToday: NEW_YORK_TODAY,
    pickedAt: ['2026-12-06T10:00:00Z'],
  },
  { name: 'no picks at all', stored: null, zoneToday: NEW_YORK_TODAY, pickedAt: [] },
];

describe('the daily cap window: capWindow and picksInCapWindowSql', () => {
  it('count the same picks for every case, one player each, all in one statement', async () => {
    const { db } = database;
    const sport = await makeSport(db);
    const players: { userId: number; zoneToday: Window; expected: number }[] = [];
    for (const [i, c] of CASES.entries()) {
      const user = await db
        .insertInto('users')
        .values({ username: `cap_case_${i}`, password_hash: 'x' })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (c.stored)
        await db
          .insertInto('pick_days')
          .values({ user_id: user.id, day_from: c.stored.from, day_to: c.stored.to })
          .execute();
      for (const picked of c.pickedAt) {
        const game = await makeGame(db, {
          sportId: sport.id,
          homeTeamId: sport.teams[0]!.id,
          awayTeamId: sport.teams[1]!.id,
          at: at('2026-12-08T00:00:00Z'),
        });
        await db
          .insertInto('picks')
          .values({
            user_id: user.id,
            game_id: game.id,
            selected_team_id: sport.teams[0]!.id,
            picked_at: at(picked),
          })
          .execute();
      }
      const window = capWindow(c.stored, NOW, c.zoneToday);
      const expected = c.pickedAt.filter((p) => at(p) >= window.from && at(p) < window.to).length;
      players.push({ userId: user.id, zoneToday: c.zoneToday, expected });
    }
    const { rows } = await picksInCapWindowSql(players, NOW).execute(db);
    const counted = new Map(rows.map((r) => [r.user_id, Number(r.n)]));
    for (const [i, p] of players.entries()) expect(counted.get(p.userId), CASES[i]!.name).toBe(p.expected);
    // The table is not trivial: the windows differ from case to case.
    expect(players.map((p) => p.expected)).toEqual([2, 3, 1, 1, 0]);
  });
});
