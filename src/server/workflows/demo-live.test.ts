import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../../db/seeds/demo';
import { account } from '../../../tests/support/calls';
import { picksWithResults, storedTotals } from '../../../tests/support/games';
import { sharedTestApp } from '../../../tests/support/test-app';
import { type PickResult, summarizeRecord } from '../kernel/record.rules';
import { DemoFeed } from '../modules/sports-feed/demo/demo.feed';
import { simulateDemoGame } from '../modules/sports-feed/demo/demo-simulation.rules';
import { leagueForSport } from '../modules/sports-feed/sports-feed';
import { LiveScoresPoller } from './live-scores.poller';

// The live demo end to end: a seeded demo database, the demo feed and the ordinary live-scores poller,
// with the test clock moved by hand. Nothing here grades or scores by itself: the poller does.

const t = sharedTestApp();
const SEEDED = new Date('2026-11-21T20:00:00Z'); // 15:00 in New York
const MINUTE = 60_000;
let poller: LiveScoresPoller;

beforeAll(async () => {
  t.clock.set(SEEDED);
  await seedDemoData(t.deps.db, SEEDED);
  t.deps.feed = new DemoFeed({ db: t.deps.db, now: t.clock.now });
  poller = new LiveScoresPoller(t.deps, { intervalMs: 5_000 });
});

const demoRows = () =>
  t.deps.db
    .selectFrom('games as g')
    .innerJoin('sports as s', 's.id', 'g.sport_id')
    .select([
      'g.id',
      'g.provider_event_id',
      'g.scheduled_time',
      'g.status',
      'g.home_score',
      'g.away_score',
      'g.current_period',
      'g.time_remaining',
      'g.home_team_id',
      'g.away_team_id',
      'g.winner_team_id',
      'g.is_push',
      's.name as sport',
    ])
    .where('g.provider_event_id', 'like', 'demo-%')
    .orderBy('g.scheduled_time')
    .execute();

/** Every started demo game's row equals the simulation at the test clock. */
async function expectRowsToFollowTheSimulation() {
  const now = t.clock.now();
  const started = (await demoRows()).filter((g) => g.scheduled_time <= now);
  expect(started.length).toBeGreaterThan(0);
  for (const g of started) {
    const state = simulateDemoGame(leagueForSport(g.sport)!, g.provider_event_id!, g.scheduled_time, now);
    expect({
      id: g.provider_event_id,
      status: g.status,
      home: g.home_score,
      away: g.away_score,
      label: g.time_remaining,
    }).toEqual({
      id: g.provider_event_id,
      status: state.status,
      home: state.homeScore,
      away: state.awayScore,
      label: state.clockLabel,
    });
  }
  return started;
}

describe('the live demo', () => {
  it('seeds exactly what the poller would write, then moves the live games as the clock runs', async () => {
    const live = (await demoRows()).filter((g) => g.status === 'live');
    expect(live.map((g) => g.sport).sort()).toEqual(['MLB', 'NFL']);
    expect(await poller.pollOnce()).toMatchObject({ polled: 2, updated: 0, completed: 0, errors: [] });

    t.clock.advance(5 * MINUTE);
    expect(await poller.pollOnce()).toMatchObject({ polled: 2, updated: 2, errors: [] });
    const started = await expectRowsToFollowTheSimulation();
    expect(
      started
        .filter((g) => g.status === 'live')
        .map((g) => g.sport)
        .sort(),
    ).toEqual(['MLB', 'NFL']);
    expect(started.filter((g) => g.status === 'completed').map((g) => g.time_remaining)).toEqual([
      'FINAL',
      'FINAL',
    ]);

    // 15:30 College Football starts: the poller takes it from scheduled to live with the simulated state.
    t.clock.set(new Date(SEEDED.getTime() + 40 * MINUTE));
    expect(await poller.pollOnce()).toMatchObject({ polled: 3, updated: 3, errors: [] });
    await expectRowsToFollowTheSimulation();
  });

  it('completes a game at its simulated final and grades its picks through completeGame', async () => {
    const nfl = (await demoRows()).find((g) => g.sport === 'NFL' && g.status === 'live')!;
    const [onHome, onAway] = [await account(t), await account(t)];
    await t.deps.db
      .insertInto('picks')
      .values([
        { user_id: onHome.row.id, game_id: nfl.id, selected_team_id: nfl.home_team_id, picked_at: SEEDED },
        { user_id: onAway.row.id, game_id: nfl.id, selected_team_id: nfl.away_team_id, picked_at: SEEDED },
      ])
      .execute();

    // 13:00 NFL lasts 2 h 58: done at 15:58 in New York.
    t.clock.set(new Date('2026-11-21T20:58:00Z'));
    const summary = await poller.pollOnce();
    expect(summary).toMatchObject({ completed: 1, errors: [] });
    const final = simulateDemoGame('nfl', nfl.provider_event_id!, nfl.scheduled_time, t.clock.now());
    expect(final.status).toBe('completed');
    const row = (await demoRows()).find((g) => g.id === nfl.id)!;
    const winnerId = final.winner === 'home' ? nfl.home_team_id : nfl.away_team_id;
    expect(row).toMatchObject({
      status: 'completed',
      home_score: final.homeScore,
      away_score: final.awayScore,
      winner_team_id: winnerId,
      is_push: false,
      time_remaining: 'FINAL',
      current_period: 4,
    });

    const picks = await picksWithResults(t.deps.db).where('p.game_id', '=', nfl.id).execute();
    expect(picks.length).toBeGreaterThanOrEqual(2);
    for (const p of picks) expect(p.result).toBe(p.selected_team_id === winnerId ? 'win' : 'loss');
    const winner = final.winner === 'home' ? onHome : onAway;
    const figures = await storedTotals(t.deps.db, winner.row.id);
    expect(figures).toMatchObject({ total_picks: 1, total_wins: 1, current_streak: 1 });
    await expectRowsToFollowTheSimulation();
    // A final is applied once: the next poll leaves it alone.
    expect((await poller.pollOnce()).completed).toBe(0);
  });

  it("keeps every player's totals equal to a recompute after the demo graded their picks", async () => {
    const rows = (
      await picksWithResults(t.deps.db).orderBy('g.scheduled_time').orderBy('g.id').execute()
    ).filter((r) => r.result !== null);
    const users = await t.deps.db
      .selectFrom('standings')
      .select(['user_id as id', 'total_picks', 'total_wins', 'current_streak'])
      .execute();
    for (const user of users) {
      const totals = summarizeRecord(
        rows.filter((r) => r.user_id === user.id).map((r) => r.result as PickResult),
      );
      expect([user.total_picks, user.total_wins, user.current_streak]).toEqual([
        totals.totalPicks,
        totals.totalWins,
        totals.currentStreak,
      ]);
    }
  });
});
