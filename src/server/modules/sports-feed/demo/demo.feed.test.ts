import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../../../../db/seeds/demo';
import { createTestDatabase, type TestDatabase } from '../../../../../tests/support/test-database';
import { FixtureFeed } from '../fixtures.adapter';
import type { FeedEvent } from '../sports-feed';
import { DemoFeed } from './demo.feed';
import { DEMO_SLATE } from './demo-keeper.rules';
import { simulateDemoGame } from './demo-simulation.rules';

// The demo feed over a freshly seeded demo database: the seed's games of today are played by the
// simulation, each as the clock has it, beside the recorded fixtures.

const SEEDED = new Date('2026-11-21T20:00:00Z'); // 15:00 in New York
const HOUR = 3_600_000;
let database: TestDatabase;
let now = SEEDED;
const clock = () => now;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, SEEDED);
});
afterAll(() => database.cleanup());

const dayWindow = {
  from: new Date(SEEDED.getTime() - 12 * HOUR),
  to: new Date(SEEDED.getTime() + 48 * HOUR),
};
const demoOnly = (events: FeedEvent[]) => events.filter((e) => e.providerEventId.startsWith('demo-'));

describe('the demo feed', () => {
  it("serves the demo's games that have started, as the simulation has them now, and keeps the fixtures", async () => {
    const feed = new DemoFeed({ db: database.db, now: clock });
    const events = await feed.scoreboard('nfl', dayWindow.from, dayWindow.to);
    const nflSlots = DEMO_SLATE.flatMap((s, i) => (s.league === 'nfl' ? [i] : []));
    // 13:00 has started; 16:25 and tomorrow's have not.
    expect(demoOnly(events).map((e) => e.providerEventId)).toEqual([`demo-20261121-${nflSlots[0]}`]);
    const [game] = demoOnly(events);
    const state = simulateDemoGame('nfl', game!.providerEventId, game!.scheduledTime, now);
    expect(game).toMatchObject({
      league: 'nfl',
      sportName: 'NFL',
      scheduledTime: new Date('2026-11-21T18:00:00Z'),
      status: 'live',
      period: state.period,
      clockLabel: state.clockLabel,
      winner: null,
      home: { score: state.homeScore, record: null },
      away: { score: state.awayScore, record: null },
    });
    expect(game!.home.name).toEqual(expect.any(String));
    expect(game!.home.providerTeamId).not.toMatch(/^demo-/);

    const recorded = await new FixtureFeed({ now: clock }).scoreboard('nfl', dayWindow.from, dayWindow.to);
    expect(events.length).toBe(recorded.length + 1);
    expect(await feed.teams('nfl')).toEqual(await new FixtureFeed({ now: clock }).teams('nfl'));
  });

  it('plays the games forward as the clock moves, to finals with a winner', async () => {
    const feed = new DemoFeed({ db: database.db, now: clock, recorded: emptyFeed });
    now = new Date(SEEDED.getTime() + 10 * 60_000);
    const before = await feed.scoreboard('nfl', dayWindow.from, dayWindow.to);
    now = new Date(SEEDED.getTime() + 20 * 60_000);
    const after = await feed.scoreboard('nfl', dayWindow.from, dayWindow.to);
    expect(after[0]!.clockLabel).not.toBe(before[0]!.clockLabel);

    now = new Date(SEEDED.getTime() + 3 * HOUR);
    const finals = (await feed.scoreboard('nfl', dayWindow.from, dayWindow.to)).filter(
      (e) => e.scheduledTime.getTime() === new Date('2026-11-21T18:00:00Z').getTime(),
    );
    expect(finals[0]).toMatchObject({ status: 'completed', clockLabel: 'FINAL' });
    const { home, away, winner } = finals[0]!;
    expect(winner).toBe(home.score! > away.score! ? 'home' : 'away');
    // Every instance and every poll agrees.
    expect(
      await new DemoFeed({ db: database.db, now: clock, recorded: emptyFeed }).scoreboard(
        'nfl',
        dayWindow.from,
        dayWindow.to,
      ),
    ).toEqual(await feed.scoreboard('nfl', dayWindow.from, dayWindow.to));
  });

  it('leaves out games outside the window asked for, and leagues with none', async () => {
    now = SEEDED;
    const feed = new DemoFeed({ db: database.db, now: clock, recorded: emptyFeed });
    expect(await feed.scoreboard('nfl', new Date(SEEDED.getTime() - HOUR), dayWindow.to)).toEqual([]);
    expect(await feed.scoreboard('nba', dayWindow.from, dayWindow.to)).toEqual([]);
  });
});

const emptyFeed = { scoreboard: async () => [], teams: async () => [] };
