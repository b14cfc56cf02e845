import { describe, expect, it } from 'vitest';
import { register } from '../../../../tests/support/accounts';
import { dbNow, makeGame, matchup, sportBeforeAll } from '../../../../tests/support/games';
import { sharedTestApp } from '../../../../tests/support/test-app';
import { TIMEZONES } from '../../../shared/constants';
import { capWindow } from '../../kernel/daily-cap';
import { dayWindow } from '../../kernel/player-day';
import { createPick } from '../../workflows/new-picks';

// A change of time zone must not reopen the daily cap: the day the cap counts in is fixed by the zone in
// force at the day's first pick (docs/rules.md). The database clock cannot be moved, so the tests pick the
// two listed zones whose current days began furthest apart and date the picks between those two midnights.

const t = sharedTestApp();
const origin = { host: 'picks.test', origin: 'http://picks.test' };
const sport = sportBeforeAll(t, undefined, 10);

let gameCounter = 0;
const openGame = () => {
  const i = (gameCounter++ % 5) * 2;
  return makeGame(t.deps.db, { ...matchup(sport, i), startsInMinutes: 600 + gameCounter });
};

const pick = (cookie: string, game: { id: number; home_team_id: number }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/picks',
    payload: { gameId: game.id, selectedTeamId: game.home_team_id },
    headers: { cookie, ...origin },
  });

const setZone = (cookie: string, username: string, timezone: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/user/settings',
    headers: { cookie, ...origin },
    payload: {
      username,
      firstName: 'Pat',
      lastName: 'Player',
      timezone,
      emailNotifications: true,
      pushNotifications: false,
    },
  });

/** The listed zone whose today began first (`early`) and the one whose today began last (`late`). */
function zonesApart(now: Date) {
  const days = TIMEZONES.map((zone) => ({ zone, ...dayWindow(now, zone, 'today') })).sort(
    (a, b) => a.from.getTime() - b.from.getTime(),
  );
  return { early: days[0]!, late: days.at(-1)! };
}

/** A free player in `early` with three picks made between the two zones' midnights. */
async function cappedPlayer() {
  const now = await dbNow(t.deps.db);
  const { early, late } = zonesApart(now);
  expect(late.from.getTime() - early.from.getTime()).toBeGreaterThanOrEqual(60 * 60_000);
  const player = await register(t.app);
  expect((await setZone(player.cookie, player.account.username, early.zone)).statusCode).toBe(200);
  for (let i = 0; i < 3; i++) expect((await pick(player.cookie, await openGame())).statusCode).toBe(200);
  await t.deps.db
    .updateTable('picks')
    .set({ picked_at: new Date(late.from.getTime() - 60_000) })
    .where('user_id', '=', player.user.id)
    .execute();
  return { ...player, early, late };
}

/** The day fixed at the player's first pick ends (the database clock cannot be moved, so the day is moved). */
async function endFixedDay(userId: number) {
  const now = await dbNow(t.deps.db);
  await t.deps.db
    .updateTable('pick_days')
    .set({ day_from: new Date(now.getTime() - 2 * 86_400_000), day_to: new Date(now.getTime() - 1000) })
    .where('user_id', '=', userId)
    .execute();
}

describe('the day the cap counts in', () => {
  const day = (from: string, to: string) => ({ from: new Date(from), to: new Date(to) });
  const newYork = day('2026-11-21T05:00:00Z', '2026-11-22T05:00:00Z');
  const honolulu = day('2026-11-21T10:00:00Z', '2026-11-22T10:00:00Z');

  it.each([
    [
      'no day fixed yet: today in the zone',
      null,
      '2026-11-21T12:00:00Z',
      honolulu,
      { ...honolulu, fixed: false },
    ],
    [
      'the fixed day while it lasts, whatever the zone',
      newYork,
      '2026-11-21T12:00:00Z',
      honolulu,
      { ...newYork, fixed: true },
    ],
    [
      'its last instant still counts',
      newYork,
      '2026-11-22T04:59:59.999Z',
      honolulu,
      { ...newYork, fixed: true },
    ],
    [
      'once over: today in the new zone',
      newYork,
      '2026-11-22T05:00:00Z',
      honolulu,
      { ...honolulu, fixed: false },
    ],
  ] as const)('%s', (_what, stored, now, zoneToday, expected) => {
    expect(capWindow(stored, new Date(now), zoneToday)).toEqual(expected);
  });
});

describe('changing time zone after the day’s picks', () => {
  it('does not reopen the cap: the fourth pick is refused and the count stays 3', async () => {
    const player = await cappedPlayer();
    expect((await setZone(player.cookie, player.account.username, player.late.zone)).statusCode).toBe(200);
    const refused = await pick(player.cookie, await openGame());
    expect([refused.statusCode, refused.json()]).toEqual([403, { message: 'Daily pick limit reached (3)' }]);
    const mine = (await t.app.inject({ url: '/api/picks/user', headers: { cookie: player.cookie } })).json();
    expect(mine).toMatchObject({ dailyPickCount: 3, maxDailyPicks: 3 });
    const lists = await Promise.all(
      ['today', 'tomorrow'].map(async (day) =>
        (await t.app.inject({ url: `/api/games/${day}`, headers: { cookie: player.cookie } })).json(),
      ),
    );
    const unpicked = lists.flatMap((list) => list.games).filter((g: { userPick: unknown }) => !g.userPick);
    expect(unpicked.length).toBeGreaterThan(0);
    expect(unpicked.every((g: { canPick: boolean }) => !g.canPick)).toBe(true);
  });

  it('holds under concurrent picks sent with the zone change', async () => {
    const player = await cappedPlayer();
    const games = await Promise.all(Array.from({ length: 8 }, openGame));
    const answers = await Promise.all([
      setZone(player.cookie, player.account.username, player.late.zone),
      ...games.map((g) => pick(player.cookie, g)),
    ]);
    expect(answers.slice(1).map((a) => a.statusCode)).toEqual(games.map(() => 403));
    const picks = await t.deps.db
      .selectFrom('picks')
      .select('id')
      .where('user_id', '=', player.user.id)
      .execute();
    expect(picks).toHaveLength(3);
  });

  it('lets the new zone count once the fixed day is over', async () => {
    const player = await cappedPlayer();
    expect((await setZone(player.cookie, player.account.username, player.late.zone)).statusCode).toBe(200);
    await endFixedDay(player.user.id);
    // Today in the new zone began after the three picks: three more, then the cap.
    for (let i = 0; i < 3; i++) expect((await pick(player.cookie, await openGame())).statusCode).toBe(200);
    expect((await pick(player.cookie, await openGame())).statusCode).toBe(403);
    const fixed = await t.deps.db
      .selectFrom('pick_days')
      .select(['day_from', 'day_to'])
      .where('user_id', '=', player.user.id)
      .executeTakeFirstOrThrow();
    expect(fixed).toEqual({ day_from: player.late.from, day_to: player.late.to });
  });
});

describe('a caller whose copy of the zone is out of date', () => {
  it('counts in the zone of the locked row: the day is read again for it', async () => {
    const player = await cappedPlayer();
    expect((await setZone(player.cookie, player.account.username, player.late.zone)).statusCode).toBe(200);
    await endFixedDay(player.user.id);
    // The session's user still says `early`, whose today holds the three picks; the row says `late`, whose today
    // began after them. The pick computes its day from the caller first and must not count with it.
    const row = await t.deps.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', player.user.id)
      .executeTakeFirstOrThrow();
    const game = await openGame();
    const made = await createPick(
      t.deps,
      { ...row, timezone: player.early.zone },
      { gameId: game.id, selectedTeamId: game.home_team_id },
    );
    expect(made).toMatchObject({ dailyPickCount: 1, maxDailyPicks: 3 });
  });
});
