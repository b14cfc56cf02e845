import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../../tests/support/calls';
import { type Boards, finish, seedBoards } from '../../../../tests/support/grading/boards';
import { createGame, createPick } from '../../../../tests/support/grading/grading';
import { makeLeague } from '../../../../tests/support/leagues';
import { DAY, sharedTestApp } from '../../../../tests/support/test-app';
import type { LeaderboardResponse } from '../../../shared/schemas/leaderboard';
import { assignRanks, rankKeys } from '../../kernel/board-order.rules';
import { gradingEvents } from '../../kernel/domain-events';
import { listGrading } from '../grading/grading.service';

const t = sharedTestApp();
let boards: Boards;
let league: { id: number };

beforeAll(async () => {
  boards = await seedBoards(t);
  const { ids } = boards;
  // bob, eve and fay stay out; fay has only an October pick, so she is on no board of this week or month.
  league = await makeLeague(t.deps.db, ids.ann, [ids.cat, ids.dan, ids.fay]);
});

const get = async (url: string, cookie = boards.cookies.ann) => {
  const res = await call(t, cookie, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** The global board's rows of some players, ranked among themselves by the board rules. */
function restricted(global: LeaderboardResponse, members: readonly number[]) {
  const rows = global.players.filter((p) => members.includes(p.id));
  const ranks = assignRanks(rows, (r) =>
    rankKeys(global.period, { streak: r.longestStreak, wins: r.totalWins, winPercentage: r.winPercentage }),
  );
  return rows.map((r, i) => ({ ...r, rank: ranks[i] }));
}

describe("a league's boards", () => {
  it("are the global boards' rows, order and ties among the members, then every member without a graded pick", async () => {
    const members = [boards.ids.ann, boards.ids.cat, boards.ids.dan, boards.ids.fay];
    for (const [path, globalPath] of [
      ['weekly', 'weekly'],
      ['season', 'season'],
      ['alltime', 'alltime'],
    ]) {
      const mine: LeaderboardResponse = await get(`/api/leagues/${league.id}/leaderboard/${path}`);
      const global: LeaderboardResponse = await get(`/api/leaderboard/${globalPath}`);
      expect(mine.players, path).toEqual(restricted(global, members));
      expect(mine.period).toBe(global.period);
      expect(mine.periodStart).toBe(global.periodStart);
      // Everyone is on the board: the unranked after the ranked, and totalPlayers counts the members.
      expect(mine.totalPlayers).toBe(4);
      const unranked = (mine as LeaderboardResponse & { unranked: { id: number }[] }).unranked;
      expect([...mine.players, ...unranked].map((p) => p.id).sort()).toEqual([...members].sort());
    }
    const weekly: LeaderboardResponse = await get(`/api/leagues/${league.id}/leaderboard/weekly`);
    expect(weekly.players.map((p) => [p.id, p.rank])).toEqual([
      [boards.ids.ann, 1],
      [boards.ids.dan, 2],
      [boards.ids.cat, 3],
    ]);
    expect((weekly as unknown as { unranked: { id: number }[] }).unranked.map((m) => m.id)).toEqual([
      boards.ids.fay,
    ]);
    const alltime: LeaderboardResponse = await get(`/api/leagues/${league.id}/leaderboard/alltime`);
    expect(alltime.players.map((p) => p.id)).toContain(boards.ids.fay);
  });

  it('serve `limit` as the global boards do', async () => {
    const top = await get(`/api/leagues/${league.id}/leaderboard/weekly?limit=1`);
    expect(top.players).toHaveLength(1);
    // The members with no graded pick follow only once every ranked row is shown.
    expect(top.unranked).toEqual([]);
    expect(top.totalPlayers).toBe(4);
    expect(
      (await call(t, boards.cookies.ann, 'GET', `/api/leagues/${league.id}/leaderboard/weekly?limit=0`))
        .statusCode,
    ).toBe(400);
  });

  it('give "My Leagues" my weekly rank in each league and its change since an earlier day', async () => {
    const small = await makeLeague(t.deps.db, boards.ids.bob, [boards.ids.cat]);
    const mine = await get('/api/leagues', boards.cookies.cat);
    expect(
      mine.map((l: { id: number; myRank: number | null; rankChange: number | null }) => [
        l.id,
        l.myRank,
        l.rankChange,
      ]),
    ).toEqual([
      [league.id, 3, null],
      [small.id, 2, null],
    ]);
    const remembered = (userId: number) =>
      t.deps.db
        .selectFrom('league_members')
        .select(['league_id', 'rank_day', 'rank_on_day', 'rank_before'])
        .where('user_id', '=', userId)
        .orderBy('league_id')
        .execute();
    // Reading the list remembers nothing (a GET writes nothing); the page remembers what it showed.
    expect((await remembered(boards.ids.cat)).map((r) => r.rank_day)).toEqual([null, null]);
    const shown = (cookie: string) => call(t, cookie, 'POST', '/api/leagues/ranks-shown', {});
    expect((await shown(boards.cookies.cat)).json()).toEqual({ success: true });
    // Each league's rank is remembered (one statement for all of them), and one not on the board as none.
    expect((await remembered(boards.ids.cat)).map(({ rank_day: _, ...r }) => r)).toEqual([
      { league_id: league.id, rank_on_day: 3, rank_before: null },
      { league_id: small.id, rank_on_day: 2, rank_before: null },
    ]);
    const fays = await get('/api/leagues', boards.cookies.fay);
    expect(fays.map((l: { myRank: number | null }) => l.myRank)).toEqual([null]);
    await shown(boards.cookies.fay);
    expect((await remembered(boards.ids.fay)).map(({ rank_day: _, ...r }) => r)).toEqual([
      { league_id: league.id, rank_on_day: null, rank_before: null },
    ]);
    // The next day, with nothing graded, the rank is the same: a change of 0, whether remembered again or not.
    t.clock.advance(DAY);
    const next = await get('/api/leagues', boards.cookies.cat);
    expect(next.map((l: { rankChange: number | null }) => l.rankChange)).toEqual([0, 0]);
    await shown(boards.cookies.cat);
    expect((await remembered(boards.ids.cat)).map((r) => r.rank_before)).toEqual([3, 2]);
    const again = await get('/api/leagues', boards.cookies.cat);
    expect(again.map((l: { rankChange: number | null }) => l.rankChange)).toEqual([0, 0]);
    t.clock.advance(-DAY);
    // The memories' relaxed commit is their statement's own: the connection's next statements wait for the disk.
    const setting = await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(t.deps.db);
    expect(setting.rows[0]?.synchronous_commit).toBe('on');
  });

  it('follow a join and a leave at once, and a grading once its events are on the bus (ADR 0026, 0029)', async () => {
    const { ids, cookies } = boards;
    const small = await makeLeague(t.deps.db, ids.ann, [ids.cat]);
    const board = async () =>
      ((await get(`/api/leagues/${small.id}/leaderboard/alltime`)) as LeaderboardResponse).players.map(
        (p) => [p.id, p.totalWins],
      );
    const ann = (await board()).find(([id]) => id === ids.ann)!;
    expect(await board()).toHaveLength(2);
    expect((await call(t, cookies.dan, 'POST', '/api/leagues/join', { code: small.code })).statusCode).toBe(
      200,
    );
    expect((await board()).map(([id]) => id)).toContain(ids.dan);
    expect((await call(t, cookies.dan, 'POST', `/api/leagues/${small.id}/leave`)).statusCode).toBe(200);
    expect((await board()).map(([id]) => id)).not.toContain(ids.dan);

    // A grading whose events are not out yet: the kept entries stand until they arrive.
    const extra = await createGame(t.deps.db, boards.league, '2026-11-19T23:00:00Z');
    await createPick(t.deps.db, ids.ann, extra, boards.league.home);
    await createPick(t.deps.db, ids.bob, extra, boards.league.away);
    const graded = await finish(t, boards.league, extra);
    expect((await board()).find(([id]) => id === ids.ann)).toEqual(ann);
    // Its events name ann and bob: their kept entries are read again, the league's board moves.
    await t.deps.events.publish(gradingEvents(extra, await listGrading(t.deps.db, graded)));
    expect((await board()).find(([id]) => id === ids.ann)).toEqual([ids.ann, Number(ann[1]) + 1]);
    for (const [path, globalPath] of [
      ['weekly', 'weekly'],
      ['season', 'season'],
      ['alltime', 'alltime'],
    ]) {
      const mine: LeaderboardResponse = await get(`/api/leagues/${small.id}/leaderboard/${path}`);
      const global: LeaderboardResponse = await get(`/api/leaderboard/${globalPath}`);
      expect(mine.players, path).toEqual(restricted(global, [ids.ann, ids.cat]));
    }

    // A change that names no one (Fix User Streaks) drops every kept entry.
    const again = await createGame(t.deps.db, boards.league, '2026-11-20T23:00:00Z');
    await createPick(t.deps.db, ids.ann, again, boards.league.home);
    await finish(t, boards.league, again);
    await t.deps.events.publish([{ type: 'standings.changed' }]);
    expect((await board()).find(([id]) => id === ids.ann)).toEqual([ids.ann, Number(ann[1]) + 2]);
  });
});
