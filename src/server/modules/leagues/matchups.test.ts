import { describe, expect, it } from 'vitest';
import { account, call, enterHomeWin } from '../../../../tests/support/calls';
import { makeGame, makeSport, matchup } from '../../../../tests/support/games';
import { makeLeague, makePremium } from '../../../../tests/support/leagues';
import { sharedTestApp } from '../../../../tests/support/test-app';
import type { LeagueMatchups } from '../../../shared/schemas/league-matchups';
import { recapFacts } from '../../workflows/weekly-recap';
import { weeklyRecapText } from '../notifications/weekly-recap.rules';
import { weeklyMatchupsJob } from './matchups.jobs';

// Weekly head-to-head (ADR 0049) through the app: the week's start pairs leagues (odd sizes get a bye, mid-week
// joiners wait a week), a league made mid-week pairs at once, a leaver's opponent gets a bye, records follow the
// weekly board as games grade, the season's table counts finished weeks, and the recap names the result.

const t = sharedTestApp({ config: { appOrigin: 'http://picks.test' } });

// Weeks of November 2026 (Mondays; New York is UTC-5 then).
const W1 = '2026-11-09';
const W2 = '2026-11-16';

const pairJob = async (at: string) => {
  t.clock.set(at);
  // A fresh job each time: one job rests once its week is paired.
  return t.deps.db.transaction().execute((trx) => weeklyMatchupsJob(t.clock.now).run(trx));
};

async function backdate(leagueId: number, createdAt: string, joined: Record<number, string>) {
  await t.deps.db.updateTable('leagues').set({ created_at: createdAt }).where('id', '=', leagueId).execute();
  for (const [userId, at] of Object.entries(joined))
    await t.deps.db
      .updateTable('league_members')
      .set({ joined_at: at })
      .where('league_id', '=', leagueId)
      .where('user_id', '=', Number(userId))
      .execute();
}

const stored = (leagueId: number, week: string) =>
  t.deps.db
    .selectFrom('league_matchups')
    .select(['home_user_id as home', 'away_user_id as away'])
    .where('league_id', '=', leagueId)
    .where('week_start', '=', week)
    .orderBy('home_user_id')
    .execute();

const ids = (rows: { home: number; away: number | null }[]) =>
  rows.flatMap((r) => (r.away === null ? [r.home] : [r.home, r.away])).sort((a, b) => a - b);

async function matchupsOf(cookie: string, leagueId: number): Promise<LeagueMatchups> {
  const res = await call(t, cookie, 'GET', `/api/leagues/${leagueId}/matchups`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('weekly head-to-head', () => {
  it('pairs a league of 3 with a bye at the week’s start; a member who joined mid-week plays from the next week', async () => {
    const admin = (await account(t, true)).cookie;
    const [ann, bob, cat, dan] = [await account(t), await account(t), await account(t), await account(t)];
    const league = await makeLeague(t.deps.db, ann.row.id, [bob.row.id, cat.row.id, dan.row.id]);
    await backdate(league.id, '2026-11-02T12:00:00Z', {
      [ann.row.id]: '2026-11-02T12:00:00Z',
      [bob.row.id]: '2026-11-03T12:00:00Z',
      [cat.row.id]: '2026-11-04T12:00:00Z',
      // Joined on Wednesday of W1: waits for W2.
      [dan.row.id]: '2026-11-11T12:00:00Z',
    });

    // 01:00 on Monday in New York: W1 has begun.
    expect(await pairJob('2026-11-09T06:00:00Z')).toBeGreaterThanOrEqual(1);
    const w1 = await stored(league.id, W1);
    expect(ids(w1)).toEqual([ann.row.id, bob.row.id, cat.row.id].sort((a, b) => a - b));
    expect(w1.filter((m) => m.away === null)).toHaveLength(1);
    // Pairing again changes nothing.
    await pairJob('2026-11-09T07:00:00Z');
    expect(await stored(league.id, W1)).toEqual(w1);

    // Games of W1: ann 2-0, bob 1-1, cat 0-1.
    const sport = await makeSport(t.deps.db);
    const grade = async (at: string, picks: [number, 'home' | 'away'][]) => {
      t.clock.set(new Date(Date.parse(at) + 3 * 3_600_000));
      const game = await makeGame(t.deps.db, { ...matchup(sport), at: new Date(at), status: 'live' });
      for (const [userId, side] of picks)
        await t.deps.db
          .insertInto('picks')
          .values({
            user_id: userId,
            game_id: game.id,
            selected_team_id: side === 'home' ? game.home_team_id : game.away_team_id,
          })
          .execute();
      await enterHomeWin(t, admin, game.id, 2, 1);
    };
    await grade('2026-11-10T18:00:00Z', [
      [ann.row.id, 'home'],
      [bob.row.id, 'home'],
      [cat.row.id, 'away'],
    ]);
    await grade('2026-11-12T18:00:00Z', [
      [ann.row.id, 'home'],
      [bob.row.id, 'away'],
    ]);
    const live = await matchupsOf(ann.cookie, league.id);
    expect(live.thisWeek.week).toBe(W1);
    const record = new Map(
      live.thisWeek.matchups.flatMap((m) => [m.home, ...(m.away ? [m.away] : [])]).map((p) => [p.id, p]),
    );
    expect(record.get(ann.row.id)).toMatchObject({ wins: 2, losses: 0 });
    expect(record.get(bob.row.id)).toMatchObject({ wins: 1, losses: 1 });
    expect(record.get(cat.row.id)).toMatchObject({ wins: 0, losses: 1 });
    expect(record.has(dan.row.id)).toBe(false);
    const played = live.thisWeek.matchups.find((m) => m.away !== null)!;
    const ahead = played.leader === 'home' ? played.home : played.away!;
    expect(Math.max(played.home.wins, played.away!.wins)).toBe(ahead.wins);
    expect(live.table).toEqual([]);

    // W2: four members, two matchups, no bye; W1 is in the table.
    await pairJob('2026-11-16T05:00:00Z');
    const w2 = await stored(league.id, W2);
    expect(w2).toHaveLength(2);
    expect(w2.every((m) => m.away !== null)).toBe(true);
    const next = await matchupsOf(dan.cookie, league.id);
    expect(next.thisWeek.week).toBe(W2);
    expect(next.season).toBe('2026');
    const lines = new Map(next.table.map((l) => [l.id, [l.wins, l.losses, l.ties]]));
    const m1 = w1.find((m) => m.away !== null)!;
    const pairWins = (a: number, b: number) => {
      const order = [ann.row.id, bob.row.id, cat.row.id];
      return order.indexOf(a) < order.indexOf(b);
    };
    const winner = pairWins(m1.home, m1.away!) ? m1.home : m1.away!;
    const loser = winner === m1.home ? m1.away! : m1.home;
    expect(lines.get(winner)).toEqual([1, 0, 0]);
    expect(lines.get(loser)).toEqual([0, 1, 0]);
    expect(lines.size).toBe(2);

    // The recap of W1 names each player's result.
    t.clock.set('2026-11-16T15:00:00Z');
    const players = new Map(
      (
        await t.deps.db
          .selectFrom('users')
          .select(['id', 'username', 'first_name', 'last_name'])
          .where('id', 'in', [winner, loser])
          .execute()
      ).map((u) => [u.id, u]),
    );
    const facts = await recapFacts(t.deps, t.deps.db, W1, players);
    const links = { appUrl: 'http://picks.test/', settingsUrl: 's', unsubscribeUrl: 'u' };
    expect(weeklyRecapText(facts.get(winner)!, links).text).toMatch(/head-to-head: you beat \S+/);
    expect(weeklyRecapText(facts.get(loser)!, links, 'es').text).toMatch(/cara a cara: perdiste con \S+/);

    // Leaving mid-week (not the league's first week): the opponent has a bye; the leaver sees the 404.
    const danMatch = w2.find((m) => m.home === dan.row.id || m.away === dan.row.id)!;
    const opponent = danMatch.home === dan.row.id ? danMatch.away! : danMatch.home;
    const left = await call(t, dan.cookie, 'POST', `/api/leagues/${league.id}/leave`);
    expect(left.statusCode, left.body).toBe(200);
    const after = await stored(league.id, W2);
    expect(after).toContainEqual({ home: opponent, away: null });
    expect(ids(after)).not.toContain(dan.row.id);
    expect((await call(t, dan.cookie, 'GET', `/api/leagues/${league.id}/matchups`)).statusCode).toBe(404);
  });

  it('a league made mid-week pairs at once, again as members join and leave in its first week', async () => {
    const [own, a, b] = [await account(t), await account(t), await account(t)];
    await makePremium(t.deps.db, own.row.id);
    t.clock.set('2026-11-25T15:00:00Z'); // Wednesday
    const made = await call(t, own.cookie, 'POST', '/api/leagues', { name: 'Midweek' });
    expect(made.statusCode, made.body).toBe(200);
    const { id, inviteCode } = made.json() as { id: number; inviteCode: string };
    expect((await matchupsOf(own.cookie, id)).thisWeek.matchups).toEqual([]);

    const join = (cookie: string) => call(t, cookie, 'POST', '/api/leagues/join', { code: inviteCode });
    t.clock.set('2026-11-25T16:00:00Z');
    expect((await join(a.cookie)).statusCode).toBe(200);
    const two = await matchupsOf(a.cookie, id);
    expect(two.thisWeek.week).toBe('2026-11-23');
    expect(two.thisWeek.matchups).toHaveLength(1);
    expect([two.thisWeek.matchups[0]!.home.id, two.thisWeek.matchups[0]!.away?.id].sort()).toEqual(
      [own.row.id, a.row.id].sort(),
    );
    expect(two.thisWeek.matchups[0]!.leader).toBe('tie');

    t.clock.set('2026-11-26T16:00:00Z');
    expect((await join(b.cookie)).statusCode).toBe(200);
    const three = await stored(id, '2026-11-23');
    expect(ids(three)).toEqual([own.row.id, a.row.id, b.row.id].sort((x, y) => x - y));
    expect(three.filter((m) => m.away === null)).toHaveLength(1);

    // Removed in the first week: the week is paired again over who is left.
    const removed = await call(t, own.cookie, 'DELETE', `/api/leagues/${id}/members/${b.row.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const again = await stored(id, '2026-11-23');
    expect(again).toHaveLength(1);
    expect(ids(again)).toEqual([own.row.id, a.row.id].sort((x, y) => x - y));
  });

  it('a league of one is never paired, and a non-member gets the 404 of no league', async () => {
    const [solo, stranger] = [await account(t), await account(t)];
    const league = await makeLeague(t.deps.db, solo.row.id);
    await backdate(league.id, '2026-11-02T12:00:00Z', { [solo.row.id]: '2026-11-02T12:00:00Z' });
    await pairJob('2026-11-30T06:00:00Z');
    expect(await stored(league.id, '2026-11-30')).toEqual([]);
    const refused = await call(t, stranger.cookie, 'GET', `/api/leagues/${league.id}/matchups`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toHaveProperty('message');
  });
});
