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
    expect(openGame.picks).toEqual([{ userId: bob.row.id, teamId: open.away_team_id, result: null }]);
    const startedGame = bobs.games.find((g) => g.id === started.id)!;
    expect(startedGame.locked).toBe(true);
    expect(startedGame.picks.map((p) => p.userId).sort()).toEqual([ann.row.id, bob.row.id].sort());
    expect(startedGame.league).toEqual({ home: 2, away: 0, homePercent: 100 });
    expect(startedGame.global).toEqual({ home: 2, away: 1, homePercent: 67 });
    expect(bobs.members.map((m) => m.id).sort()).toEqual([ann.row.id, bob.row.id].sort());

    // Once the open game starts, Ann's pick on it shows to Bob.
    t.clock.advance(31 * MINUTE);
    const { day: after } = await day(bob.cookie, league.id);
    const nowLocked = after.games.find((g) => g.id === open.id)!;
    expect(nowLocked.locked).toBe(true);
    expect(nowLocked.picks.map((p) => [p.userId, p.teamId]).sort()).toEqual(
      [
        [ann.row.id, open.home_team_id],
        [bob.row.id, open.away_team_id],
      ].sort(),
    );
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
    expect(viaTrpc.games.find((g) => g.id === open.id)?.picks.map((p) => p.userId)).toEqual([bob.row.id]);

    const client = liveClient(t.base, { cookie: bob.cookie });
    clients.push(client);
    const inbox = new Inbox<{ data: { day: LeaguePicksDay } }>();
    client.trpc.live.leaguePicks.subscribe(
      { leagueId: league.id, date: DATE },
      { onData: (m) => inbox.push(m as { data: { day: LeaguePicksDay } }), onError: inbox.fail },
    );
    const first = await inbox.next();
    const openGame = first.data.day.games.find((g) => g.id === open.id)!;
    expect(openGame.picks.map((p) => p.userId)).toEqual([bob.row.id]);
    expect(JSON.stringify(first.data)).not.toContain(`"userId":${ann.row.id},"teamId":${open.home_team_id}`);

    // The game starts: the socket reveals Ann's pick without asking.
    t.clock.advance(31 * MINUTE);
    await t.deps.events.publish([{ type: 'game.updated', gameId: open.id }]);
    const revealed = await inbox.next((m) =>
      m.data.day.games.some(
        (g) => g.id === open.id && g.locked && g.picks.some((p) => p.userId === ann.row.id),
      ),
    );
    expect(revealed.data.day.games.find((g) => g.id === open.id)?.league).toEqual({
      home: 1,
      away: 1,
      homePercent: 50,
    });
    t.clock.advance(-31 * MINUTE);
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
