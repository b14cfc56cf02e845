import { beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../../../tests/support/accounts';
import { dbNow, makeGame, makeSport, matchup } from '../../../../tests/support/games';
import { sharedTestApp } from '../../../../tests/support/test-app';
import { addDays, localDay } from '../../../shared/periods';
import { zonedTimeToInstant } from '../../../shared/zoned-time';

const t = sharedTestApp();
const origin = { host: 'picks.test', origin: 'http://picks.test' };
let soccer: Awaited<ReturnType<typeof makeSport>>;
let other: Awaited<ReturnType<typeof makeSport>>;

/**
 * Gives the viewer a zone whose day holds games 10 minutes either side of now: New York, or UTC (4-5 hours later)
 * when New York is within an hour of its midnight by the database's clock.
 */
async function viewerAwayFromMidnight(userId: number): Promise<void> {
  const now = await dbNow(t.deps.db);
  const newYork = Number(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hour: 'numeric',
      hourCycle: 'h23',
    }).format(now),
  );
  const timezone = newYork >= 1 && newYork <= 22 ? 'America/New_York' : 'UTC';
  await t.deps.db.updateTable('users').set({ timezone }).where('id', '=', userId).execute();
}

/** Noon of a New York day relative to the database's today. */
async function noonNY(dayOffset: number): Promise<Date> {
  const today = localDay(await dbNow(t.deps.db), 'America/New_York').date;
  return zonedTimeToInstant(addDays(today, dayOffset), '12:00', 'America/New_York');
}

beforeAll(async () => {
  soccer = await makeSport(t.deps.db, 'Premier League');
  other = await makeSport(t.deps.db, 'MLB');
});

const ids = (list: { games: { id: number }[] }) => list.games.map((g) => g.id);

describe('game lists', () => {
  it("lists today's and tomorrow's games of New York for a signed-out visitor, and every live game today", async () => {
    const today = await makeGame(t.deps.db, { ...matchup(soccer), at: await noonNY(0) });
    const tomorrow = await makeGame(t.deps.db, { ...matchup(soccer), at: await noonNY(1) });
    const old = await makeGame(t.deps.db, { ...matchup(soccer), at: await noonNY(-2), status: 'live' });
    const later = await makeGame(t.deps.db, { ...matchup(soccer), at: await noonNY(2) });
    const todayList = (await t.app.inject({ url: '/api/games/today' })).json();
    const tomorrowList = (await t.app.inject({ url: '/api/games/tomorrow' })).json();
    expect(todayList.timezone).toBe('America/New_York');
    expect(ids(todayList)).toEqual(expect.arrayContaining([today.id, old.id]));
    expect(ids(todayList)).not.toContain(tomorrow.id);
    expect(ids(tomorrowList)).toContain(tomorrow.id);
    expect(ids(tomorrowList)).not.toContain(later.id);
    expect(ids(tomorrowList)).not.toContain(old.id);
    const shown = todayList.games.find((g: { id: number }) => g.id === today.id);
    expect(shown).toMatchObject({ userPick: null, canPick: false, sport: 'Premier League', winnerId: null });
    expect(Date.parse(todayList.serverTime)).not.toBeNaN();
  });

  it('shows teams with colours and records, soccer ties, pitchers, pick texts and pick stats', async () => {
    const [a, b] = soccer.teams;
    const g = await makeGame(t.deps.db, { ...matchup(soccer), startsInMinutes: 5 });
    await t.deps.db
      .updateTable('games')
      .set({
        home_team_pick_option: 'Free Win',
        away_team_pick_option: 'Free Loss',
        home_starting_pitcher: 'A. Ace',
      })
      .where('id', '=', g.id)
      .execute();
    const p1 = await register(t.app);
    const p2 = await register(t.app);
    const p3 = await register(t.app);
    for (const [who, team] of [
      [p1, a],
      [p2, a],
      [p3, b],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/picks',
        payload: { gameId: g.id, selectedTeamId: team!.id },
        headers: { cookie: who.cookie, ...origin },
      });
      expect(res.statusCode).toBe(200);
    }
    await viewerAwayFromMidnight(p1.user.id);
    const list = (await t.app.inject({ url: '/api/games/today', headers: { cookie: p1.cookie } })).json();
    const shown = list.games.find((x: { id: number }) => x.id === g.id);
    expect(shown.homeTeam).toMatchObject({
      id: a!.id,
      name: a!.name,
      primaryColor: '#112233',
      secondaryColor: '#FFFFFF',
    });
    expect(shown).toMatchObject({
      homeTeamWins: 10,
      homeTeamLosses: 2,
      homeTeamTies: 0,
      awayTeamTies: 1,
      showTeamRecords: true,
      homeTeamPickOption: 'Free Win',
      awayTeamPickOption: 'Free Loss',
      homeStartingPitcher: 'A. Ace',
      pickStats: [
        { teamId: a!.id, count: 2, percentage: 67 },
        { teamId: b!.id, count: 1, percentage: 33 },
      ],
      userPick: { selectedTeamId: a!.id, result: null },
      canPick: true,
    });
  });

  it('gives ties only to soccer and says what the viewer may do', async () => {
    const open = await makeGame(t.deps.db, { ...matchup(other), startsInMinutes: 10 });
    const started = await makeGame(t.deps.db, { ...matchup(other), startsInMinutes: -10, status: 'live' });
    const { cookie, user } = await register(t.app);
    await viewerAwayFromMidnight(user.id);
    const list = (await t.app.inject({ url: '/api/games/today', headers: { cookie } })).json();
    const find = (id: number) => list.games.find((x: { id: number }) => x.id === id);
    expect(find(open.id)).toMatchObject({ homeTeamTies: null, canPick: true });
    expect(find(started.id)).toMatchObject({ status: 'live', canPick: false });
  });

  it("uses the viewer's own time zone for the day", async () => {
    const { cookie, user } = await register(t.app);
    await t.deps.db
      .updateTable('users')
      .set({ timezone: 'Pacific/Honolulu' })
      .where('id', '=', user.id)
      .execute();
    const list = (await t.app.inject({ url: '/api/games/today', headers: { cookie } })).json();
    expect(list.timezone).toBe('Pacific/Honolulu');
    expect(list.date).toBe(localDay(await dbNow(t.deps.db), 'Pacific/Honolulu').date);
  });
});
