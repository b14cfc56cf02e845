import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, call } from '../../../../tests/support/calls';
import { makeGame, makeSport, matchup, type Sport } from '../../../../tests/support/games';
import { makeLeague } from '../../../../tests/support/leagues';
import { Inbox, type LiveClient, liveClient } from '../../../../tests/support/live/sockets';
import { listeningTestApp } from '../../../../tests/support/test-app';
import type { LeaguePicksDay } from '../../../shared/schemas/league-picks';

// Picks revealed at lock: before a game starts nobody's pick but your own leaves the server, by REST, tRPC or the
// socket; once it locks every member sees every member's pick, the league's split and the global share.

const t = listeningTestApp();
const clients: LiveClient[] = [];
let sport: Sport;

beforeAll(async () => {
  sport = await makeSport(t.deps.db);
});
afterAll(async () => {
  for (const client of clients) await client.close();
});

const MINUTE = 60_000;
const DATE = '2026-11-21'; // the test clock's day in New York (15:00 UTC)

async function pick(userId: number, gameId: number, teamId: number) {
  await t.deps.db
    .insertInto('picks')
    .values({ user_id: userId, game_id: gameId, selected_team_id: teamId })
    .execute();
}

async function setting() {
  const [ann, bob, outsider] = [await account(t), await account(t), await account(t)];
  for (const a of [ann, bob, outsider])
    await t.deps.db
      .updateTable('users')
      .set({ timezone: 'America/New_York' })
      .where('id', '=', a.row.id)
      .execute();
  const league = await makeLeague(t.deps.db, ann.row.id, [bob.row.id]);
  const now = t.clock.now().getTime();
  const open = await makeGame(t.deps.db, { ...matchup(sport), at: new Date(now + 30 * MINUTE) });
  const started = await makeGame(t.deps.db, { ...matchup(sport, 1), at: new Date(now - 10 * MINUTE) });
  const [home, away] = [open.home_team_id, open.away_team_id];
  await pick(ann.row.id, open.id, home);
  await pick(bob.row.id, open.id, away);
  await pick(outsider.row.id, open.id, home);
  await pick(ann.row.id, started.id, started.home_team_id);
  await pick(bob.row.id, started.id, started.home_team_id);
  await pick(outsider.row.id, started.id, started.away_team_id);
  return { ann, bob, outsider, league, open, started };
}

/** An open game's picks as `userId` sees them, having picked its away side: their own pick alone. */
const ownPickAway = (userId: number) => ({
  home: [],
  away: [userId],
  homeResult: null,
  awayResult: null,
  ownResults: [],
});

const day = async (cookie: string, leagueId: number) => {
  const res = await call(t, cookie, 'GET', `/api/leagues/${leagueId}/picks?date=${DATE}`);
  expect(res.statusCode, res.body).toBe(200);
  return { day: res.json() as LeaguePicksDay, text: res.body };
};

describe("a league's picks, revealed at lock", () => {
  it('show only my own pick on an open game, and everyone’s on a started one with both splits', async () => {
    const { ann, bob, league, open, started } = await setting();
    const { day: bobs } = await day(bob.cookie, league.id);
    const openGame = bobs.games.find((g) => g.id === open.id)!;
    expect(openGame).toMatchObject({ locked: false, league: null, global: null });
    expect(openGame.picks).toEqual(ownPickAway(bob.row.id));
    const startedGame = bobs.games.find((g) => g.id === started.id)!;
    expect(startedGame.locked).toBe(true);
    expect(startedGame.picks).toMatchObject({ away: [], homeResult: null, awayResult: null, ownResults: [] });
    expect([...startedGame.picks.home].sort()).toEqual([ann.row.id, bob.row.id].sort());
    expect(startedGame.league).toEqual({ home: 2, away: 0, homePercent: 100 });
    expect(startedGame.global).toEqual({ home: 2, away: 1, homePercent: 67 });
    expect(bobs.members.map((m) => m.id).sort()).toEqual([ann.row.id, bob.row.id].sort());

    // Once the open game starts, Ann's pick on it shows to Bob.
    t.clock.advance(31 * MINUTE);
    const { day: after } = await day(bob.cookie, league.id);
    const nowLocked = after.games.find((g) => g.id === open.id)!;
    expect(nowLocked.locked).toBe(true);
    expect(nowLocked.picks).toEqual({
      home: [ann.row.id],
      away: [bob.row.id],
      homeResult: null,
      awayResult: null,
      ownResults: [],
    });
    t.clock.advance(-31 * MINUTE);
  });

  it('never lets an open game’s pick of another member out: not by tRPC, not by the socket', async () => {
    const { ann, bob, league, open } = await setting();
    const trpc = await call(
      t,
      bob.cookie,
      'GET',
      `/trpc/leagues.picks?input=${encodeURIComponent(JSON.stringify({ leagueId: league.id, date: DATE }))}`,
    );
    const viaTrpc = (trpc.json() as { result: { data: LeaguePicksDay } }).result.data;
    expect(viaTrpc.games.find((g) => g.id === open.id)?.picks).toEqual(ownPickAway(bob.row.id));

    const client = liveClient(t.base, { cookie: bob.cookie });
    clients.push(client);
    const inbox = new Inbox<{ data: { day: LeaguePicksDay } }>();
    client.trpc.live.leaguePicks.subscribe(
      { leagueId: league.id, date: DATE },
      { onData: (m) => inbox.push(m as { data: { day: LeaguePicksDay } }), onError: inbox.fail },
    );
    const first = await inbox.next();
    const openGame = first.data.day.games.find((g) => g.id === open.id)!;
    expect(openGame.picks).toEqual(ownPickAway(bob.row.id));

    // The game starts: the socket reveals Ann's pick without asking.
    t.clock.advance(31 * MINUTE);
    await t.deps.events.publish([{ type: 'game.updated', gameId: open.id }]);
    const revealed = await inbox.next((m) =>
      m.data.day.games.some((g) => g.id === open.id && g.locked && g.picks.home.includes(ann.row.id)),
    );
    expect(revealed.data.day.games.find((g) => g.id === open.id)?.league).toEqual({
      home: 1,
      away: 1,
      homePercent: 50,
    });
    t.clock.advance(-31 * MINUTE);
  });

  it("carries each side's result once graded, and a pick graded by hand with its own", async () => {
    const { ann, bob, league, started } = await setting();
    // Both picked the started game's home side; it ends and is graded, the home side winning.
    await t.deps.db
      .updateTable('games')
      .set({
        status: 'completed',
        winner_team_id: started.home_team_id,
        graded_winner_team_id: started.home_team_id,
        graded_at: t.clock.now(),
      })
      .where('id', '=', started.id)
      .execute();
    // A game over without a known winner: an admin grades Ann's pick on it by hand.
    const unknown = await makeGame(t.deps.db, {
      ...matchup(sport, 2),
      at: new Date(t.clock.now().getTime() - 20 * MINUTE),
      status: 'completed',
    });
    await pick(ann.row.id, unknown.id, unknown.home_team_id);
    await pick(bob.row.id, unknown.id, unknown.away_team_id);
    await t.deps.db
      .updateTable('picks')
      .set({ manual_result: 'push', manual_graded_at: t.clock.now() })
      .where('user_id', '=', ann.row.id)
      .where('game_id', '=', unknown.id)
      .execute();

    const { day: bobs } = await day(bob.cookie, league.id);
    expect(bobs.games.find((g) => g.id === started.id)?.picks).toMatchObject({
      away: [],
      homeResult: 'win',
      awayResult: 'loss',
      ownResults: [],
    });
    expect(bobs.games.find((g) => g.id === unknown.id)?.picks).toEqual({
      home: [ann.row.id],
      away: [bob.row.id],
      homeResult: null,
      awayResult: null,
      ownResults: [{ userId: ann.row.id, result: 'push' }],
    });
  });

  it('never serves a kept list stale: a member joining, a grading, a game moved back to open', async () => {
    const { ann, bob, outsider, league, started } = await setting();
    const picksOf = async (gameId: number) =>
      (await day(bob.cookie, league.id)).day.games.find((g) => g.id === gameId)?.picks;
    expect((await picksOf(started.id))?.away).toEqual([]); // read, and kept

    // The outsider (who picked the away side) joins: their pick shows at once.
    await t.deps.db
      .insertInto('league_members')
      .values({ league_id: league.id, user_id: outsider.row.id })
      .execute();
    expect((await picksOf(started.id))?.away).toEqual([outsider.row.id]);

    // The game is graded, the away side winning: the results follow at once.
    await t.deps.db
      .updateTable('games')
      .set({ status: 'completed', graded_winner_team_id: started.away_team_id, graded_at: t.clock.now() })
      .where('id', '=', started.id)
      .execute();
    expect(await picksOf(started.id)).toMatchObject({
      homeResult: 'loss',
      awayResult: 'win',
      ownResults: [],
    });

    // Moved back to open (its start an hour out, its grading undone): only Bob's own pick shows, none kept.
    const later = new Date(t.clock.now().getTime() + 60 * MINUTE);
    await t.deps.db
      .updateTable('games')
      .set({ status: 'scheduled', scheduled_time: later, graded_winner_team_id: null, graded_at: null })
      .where('id', '=', started.id)
      .execute();
    expect(await picksOf(started.id)).toEqual({
      home: [bob.row.id],
      away: [],
      homeResult: null,
      awayResult: null,
      ownResults: [],
    });
    // Ann changes her pick while it is open; once it locks again her new pick shows, not the kept one.
    await t.deps.db
      .updateTable('picks')
      .set({ selected_team_id: started.away_team_id })
      .where('user_id', '=', ann.row.id)
      .where('game_id', '=', started.id)
      .execute();
    t.clock.advance(61 * MINUTE);
    const relocked = (await day(bob.cookie, league.id)).day.games.find((g) => g.id === started.id)?.picks;
    t.clock.advance(-61 * MINUTE);
    expect(relocked).toMatchObject({ home: [bob.row.id] });
    expect([...(relocked?.away ?? [])].sort()).toEqual([ann.row.id, outsider.row.id].sort());
  });

  it('is a 404 to anyone not in the league, and refuses a malformed date', async () => {
    const { outsider, bob, league } = await setting();
    const res = await call(t, outsider.cookie, 'GET', `/api/leagues/${league.id}/picks`);
    expect([res.statusCode, res.json()]).toEqual([404, { message: 'League not found' }]);
    const bad = await call(t, bob.cookie, 'GET', `/api/leagues/${league.id}/picks?date=tomorrow`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/YYYY-MM-DD/);
  });
});
