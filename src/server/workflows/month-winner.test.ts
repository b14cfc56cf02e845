import { describe, expect, it } from 'vitest';
import { call, signedInAdmin } from '../../../tests/support/calls';
import {
  createGame,
  createLeague,
  createPick,
  createUsers,
  type League,
} from '../../../tests/support/grading/grading';
import { sharedTestApp } from '../../../tests/support/test-app';
import { nameDueWinners } from './month-winner';
import { PeriodCloser } from './period-close';

// A prize month's winner (issue 42, ADR 0048): named when the month is over, from its board by the tiebreaker chain,
// and decided again, on the record, when a correction changes the month. Each test uses a month of its own.
const t = sharedTestApp();
const admin = signedInAdmin(t);

let league: League;
const setup = async () => {
  league ??= await createLeague(t.deps.db);
  return league;
};

const score = (gameId: number, winner: 'home' | 'away') =>
  call(t, admin.cookie, 'PUT', `/api/admin/games/${gameId}/score`, {
    homeScore: winner === 'home' ? 2 : 1,
    awayScore: winner === 'home' ? 1 : 2,
    winnerId: winner === 'home' ? league.home : league.away,
  });

/** Games at the given times, each picked (home) by the players listed for it, then graded with home winning. */
async function month(games: { at: string; players: number[]; winner?: 'home' | 'away' }[]) {
  await setup();
  const ids: number[] = [];
  for (const g of games) {
    const id = await createGame(t.deps.db, league, g.at);
    for (const u of g.players) await createPick(t.deps.db, u, id, league.home);
    ids.push(id);
  }
  for (const [i, g] of games.entries())
    expect((await score(ids[i]!, g.winner ?? 'home')).statusCode).toBe(200);
  return ids;
}

const prize = async (m: string) =>
  (await call(t, admin.cookie, 'POST', '/api/admin/prizes', { title: `Prize ${m}`, month: m })).json() as {
    id: number;
  };
const winnerOf = async (m: string) => (await call(t, undefined, 'GET', `/api/prizes/winners/${m}`)).json();
const winnerIds = async (m: string) =>
  ((await winnerOf(m))?.winners ?? []).map((w: { userId: number }) => w.userId);
const auditOf = async (prizeId: number) =>
  (await admin.get(`/api/admin/audit?targetKind=prize&targetId=${prizeId}`)).entries.filter(
    (e: { action: string }) => e.action.startsWith('prize.winner'),
  );

describe('a named winner for every prize month', () => {
  it('breaks a month-end tie on peak, wins and accuracy by the earliest moment the peak was reached', async () => {
    const [ann, bob, cy] = await createUsers(t.deps.db, 3, 'mw');
    const p = await prize('2026-10');
    // ann and bob both reach a streak of 2 with 2 wins (100%); ann gets there a day earlier. cy loses.
    await month([
      { at: '2026-10-05T20:00:00Z', players: [ann!] },
      { at: '2026-10-06T20:00:00Z', players: [ann!, bob!] },
      { at: '2026-10-07T20:00:00Z', players: [bob!] },
    ]);
    await createPick(
      t.deps.db,
      cy!,
      await createGame(t.deps.db, league, '2026-10-08T20:00:00Z'),
      league.away,
    );
    expect(await winnerOf('2026-10')).toBeNull();

    // The period close (clock: November 21) names it.
    await new PeriodCloser({ db: t.deps.db, clock: t.clock.now }).tick();
    const named = await winnerOf('2026-10');
    expect(named).toMatchObject({
      month: '2026-10',
      prizeId: p.id,
      prizeTitle: 'Prize 2026-10',
      shared: false,
      decidedBy: 'peak_reached_at',
      winners: [
        {
          userId: ann,
          peakStreak: 2,
          wins: 2,
          picks: 2,
          winPercentage: 100,
          peakReachedAt: '2026-10-06T20:00:00.000Z',
        },
      ],
      runnerUp: { userId: bob, peakStreak: 2, wins: 2, peakReachedAt: '2026-10-07T20:00:00.000Z' },
    });
    // Named once: another close records nothing more.
    expect(await nameDueWinners(t.deps)).toEqual([]);
    expect(
      (await auditOf(p.id)).map((e: { action: string; adminName: string }) => [e.action, e.adminName]),
    ).toEqual([['prize.winner', 'server']]);

    // The admin's list has it; the banner shows it for the first 7 days of the next month only.
    const history = await admin.get('/api/admin/prizes/winners');
    expect(history.find((d: { month: string }) => d.month === '2026-10')).toMatchObject({
      supersededAt: null,
    });
    const clockWas = t.clock.now();
    t.clock.set('2026-11-07T12:00:00Z');
    expect((await call(t, undefined, 'GET', '/api/prizes/winner')).json()).toMatchObject({
      month: '2026-10',
    });
    t.clock.set('2026-11-08T12:00:00Z');
    expect((await call(t, undefined, 'GET', '/api/prizes/winner')).json()).toBeNull();
    t.clock.set(clockWas);
  });

  it('shares a tie that survives every step, and says so', async () => {
    const [dee, eve] = await createUsers(t.deps.db, 2, 'mw');
    await prize('2026-09');
    await month([
      { at: '2026-09-05T20:00:00Z', players: [dee!, eve!] },
      { at: '2026-09-06T20:00:00Z', players: [dee!, eve!] },
    ]);
    await nameDueWinners(t.deps);
    const named = await winnerOf('2026-09');
    expect(named).toMatchObject({ shared: true, decidedBy: 'shared', runnerUp: null });
    expect(named.winners.map((w: { userId: number }) => w.userId)).toEqual(
      [dee, eve].sort((a, b) => a! - b!),
    );
  });

  it('a Fix Score, a hand grade and a deletion in a closed month decide again and record each change', async () => {
    const [fay, gus] = await createUsers(t.deps.db, 2, 'mw');
    const p = await prize('2026-08');
    // fay: W, W, L (peak 2, 2 wins, 67%); gus: W, W (peak 2, 2 wins, 100%): gus wins on accuracy.
    const [g1, , g3] = await month([
      { at: '2026-08-03T20:00:00Z', players: [fay!] },
      { at: '2026-08-04T20:00:00Z', players: [fay!, gus!] },
      { at: '2026-08-05T20:00:00Z', players: [gus!] },
      { at: '2026-08-06T20:00:00Z', players: [fay!], winner: 'away' },
    ]);
    await nameDueWinners(t.deps);
    expect(await winnerOf('2026-08')).toMatchObject({ decidedBy: 'accuracy', winners: [{ userId: gus }] });

    // Fix Score: gus's pick of the 5th loses (W, L: peak 1); fay is the winner now, on the streak.
    expect((await score(g3!, 'away')).statusCode).toBe(200);
    expect(await winnerOf('2026-08')).toMatchObject({ decidedBy: 'streak', winners: [{ userId: fay }] });
    // The same result again changes nothing and records nothing.
    expect((await score(g3!, 'away')).statusCode).toBe(200);

    // A deletion: without the 3rd, fay is W, L like gus, both at peak on the 4th: a shared tie.
    expect((await call(t, admin.cookie, 'DELETE', `/api/admin/games/${g1}`)).statusCode).toBe(200);
    expect(await winnerOf('2026-08')).toMatchObject({ decidedBy: 'shared', shared: true });
    expect(await winnerIds('2026-08')).toEqual([fay, gus].sort((a, b) => a! - b!));

    // A hand grade: a game of the month with no known winner, gus's pick graded a win by hand: 2 wins, gus.
    const late = await createGame(t.deps.db, league, '2026-08-07T20:00:00Z');
    const pickId = await createPick(t.deps.db, gus!, late, league.home);
    await t.deps.db
      .updateTable('games')
      .set({ status: 'completed', home_score: 0, away_score: 0 })
      .where('id', '=', late)
      .execute();
    const graded = await call(t, admin.cookie, 'PUT', `/api/admin/picks/${pickId}/grade`, { result: 'win' });
    expect(graded.statusCode).toBe(200);
    expect(await winnerOf('2026-08')).toMatchObject({ decidedBy: 'wins', winners: [{ userId: gus }] });

    // Every change is on the record: the old decisions superseded (kept), each with an audit entry of the server.
    const decisions = (await admin.get('/api/admin/prizes/winners')).filter(
      (d: { month: string }) => d.month === '2026-08',
    );
    expect(
      decisions.map((d: { winners: { userId: number }[]; supersededReason: string | null }) => [
        d.winners.map((w) => w.userId),
        d.supersededReason,
      ]),
    ).toEqual([
      [[gus], null],
      [[fay, gus].sort((a, b) => a! - b!), `pick.grade of game ${late}`],
      [[fay], `game.delete of game ${g1}`],
      [[gus], `game.score of game ${g3}`],
    ]);
    expect((await auditOf(p.id)).map((e: { action: string }) => e.action)).toEqual([
      'prize.winner.change',
      'prize.winner.change',
      'prize.winner.change',
      'prize.winner',
    ]);
  });

  it("the admin's Fix User Streaks decides every named month again and records a change with its reason", async () => {
    const [hal, ida] = await createUsers(t.deps.db, 2, 'mw');
    const p = await prize('2026-07');
    // hal: W, W (peak 2); ida: W (peak 1): hal is named.
    const [g1] = await month([
      { at: '2026-07-03T20:00:00Z', players: [hal!] },
      { at: '2026-07-04T20:00:00Z', players: [hal!, ida!] },
    ]);
    await nameDueWinners(t.deps);
    expect(await winnerIds('2026-07')).toEqual([hal]);

    // hal's stored figures drifted from his picks (in truth he picked the loser of the 3rd): nothing decides the
    // month again until the admin's full recompute, which names ida (1 win at 100% beats hal's 1 at 50%).
    await t.deps.db
      .updateTable('picks')
      .set({ selected_team_id: league.away })
      .where('game_id', '=', g1!)
      .where('user_id', '=', hal!)
      .execute();
    expect(await winnerIds('2026-07')).toEqual([hal]);
    expect((await call(t, admin.cookie, 'POST', '/api/admin/fix-streaks')).statusCode).toBe(200);
    expect(await winnerOf('2026-07')).toMatchObject({ decidedBy: 'accuracy', winners: [{ userId: ida }] });
    const decisions = (await admin.get('/api/admin/prizes/winners')).filter(
      (d: { month: string }) => d.month === '2026-07',
    );
    expect(decisions.map((d: { supersededReason: string | null }) => d.supersededReason)).toEqual([
      null,
      'Fix User Streaks',
    ]);
    expect((await auditOf(p.id)).map((e: { action: string }) => e.action)).toEqual([
      'prize.winner.change',
      'prize.winner',
    ]);
    // Run again, the same winner: nothing more is recorded.
    expect((await call(t, admin.cookie, 'POST', '/api/admin/fix-streaks')).statusCode).toBe(200);
    expect(await auditOf(p.id)).toHaveLength(2);
  });

  it('refuses a month that is not YYYY-MM with a 400', async () => {
    const res = await call(t, undefined, 'GET', '/api/prizes/winners/2026-13');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'month must be YYYY-MM' });
  });
});
