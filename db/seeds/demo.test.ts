import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/server/auth/password';
import { DEMO_SLATE } from '../../src/server/demo/demo-keeper.rules';
import { simulateDemoGame } from '../../src/server/demo/demo-simulation.rules';
import { type PickResult, summarizeRecord } from '../../src/server/grading/record.rules';
import { FEED_PROVIDER } from '../../src/server/sports-feed/feed-catalog';
import { leagueForSport } from '../../src/server/sports-feed/sports-feed';
import { FREE_DAILY_PICKS } from '../../src/shared/constants';
import { addDays, localDay } from '../../src/shared/periods';
import { picksWithResults } from '../../tests/support/games';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-database';
import { DEMO_CREDENTIALS, seedDemoData } from './demo';

let database: TestDatabase;
const now = new Date('2026-11-21T20:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  expect(await seedDemoData(database.db, now)).toEqual({ seeded: true });
});
afterAll(() => database.cleanup());

describe('demo seed', () => {
  it('holds every league with its real teams and colours', async () => {
    const counts = await database.db
      .selectFrom('teams')
      .innerJoin('sports', 'sports.id', 'teams.sport_id')
      .select(['sports.name', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('sports.name')
      .execute();
    const byName = Object.fromEntries(counts.map((c) => [c.name, c.n]));
    expect(byName).toMatchObject({ NFL: 32, NBA: 30, MLB: 30, 'Premier League': 20, 'La Liga': 20, MLS: 30 });
    expect(byName['College Football']).toBeGreaterThanOrEqual(20);
    const chiefs = await database.db
      .selectFrom('teams')
      .selectAll()
      .where('name', '=', 'Kansas City Chiefs')
      .executeTakeFirst();
    expect(chiefs?.primary_color).toMatch(/^#[0-9A-F]{6}$/);
  });

  it('has a few dozen players, the demo admin and the demo player with their printed passwords', async () => {
    const users = await database.db.selectFrom('users').selectAll().execute();
    expect(users.length).toBeGreaterThanOrEqual(30);
    const admin = users.find((u) => u.username === DEMO_CREDENTIALS.admin.username)!;
    const player = users.find((u) => u.username === DEMO_CREDENTIALS.player.username)!;
    expect(admin.is_admin).toBe(true);
    expect(player.is_admin).toBe(false);
    expect(await verifyPassword(admin.password_hash, DEMO_CREDENTIALS.admin.password)).toBe(true);
    expect(await verifyPassword(player.password_hash, DEMO_CREDENTIALS.player.password)).toBe(true);
  });

  it('schedules games today and tomorrow (New York), one of them live', async () => {
    const games = await database.db.selectFrom('games').selectAll().execute();
    const today = localDay(now, 'America/New_York').date;
    const dayOf = (d: Date) => localDay(d, 'America/New_York').date;
    expect(games.filter((g) => g.status === 'live').length).toBeGreaterThanOrEqual(1);
    expect(games.some((g) => dayOf(g.scheduled_time) === today && g.status === 'scheduled')).toBe(true);
    expect(games.filter((g) => dayOf(g.scheduled_time) === addDays(today, 1)).length).toBeGreaterThanOrEqual(
      5,
    );
    expect(games.some((g) => g.home_starting_pitcher)).toBe(true);
  });

  it("makes today's and tomorrow's games the live demo's own, each as the simulation has it now", async () => {
    const games = await database.db
      .selectFrom('games')
      .innerJoin('sports', 'sports.id', 'games.sport_id')
      .select([
        'games.status',
        'games.scheduled_time',
        'games.provider',
        'games.provider_event_id',
        'games.home_score',
        'games.time_remaining',
        'sports.name as sport',
      ])
      .where('games.scheduled_time', '>=', new Date(now.getTime() - 12 * 3_600_000))
      .execute();
    const demo = games.filter((g) => g.provider_event_id?.startsWith('demo-'));
    expect(demo.length).toBe(2 * DEMO_SLATE.length);
    expect(
      games
        .filter((g) => !g.provider_event_id)
        .map((g) => g.sport)
        .sort(),
    ).toEqual(['PGA', 'Special']);
    for (const g of demo) {
      expect(g.provider).toBe(FEED_PROVIDER);
      const state = simulateDemoGame(leagueForSport(g.sport)!, g.provider_event_id!, g.scheduled_time, now);
      expect([g.status, g.home_score, g.time_remaining]).toEqual([
        state.status,
        state.homeScore,
        state.clockLabel,
      ]);
    }
    expect(demo.filter((g) => g.status === 'live').length).toBeGreaterThanOrEqual(1);
  });

  it('keeps every player total equal to a recompute from their graded picks', async () => {
    const rows = (
      await picksWithResults(database.db).orderBy('g.scheduled_time').orderBy('g.id').execute()
    ).filter((r) => r.result !== null);
    const users = await database.db.selectFrom('standings').selectAll().execute();
    expect(rows.length).toBeGreaterThan(500);
    for (const user of users) {
      const totals = summarizeRecord(
        rows.filter((r) => r.user_id === user.user_id).map((r) => r.result as PickResult),
      );
      expect([user.total_picks, user.total_wins, user.current_streak, user.longest_streak]).toEqual([
        totals.totalPicks,
        totals.totalWins,
        totals.currentStreak,
        totals.longestStreak,
      ]);
    }
  });

  it('never lets a free player exceed the daily cap', async () => {
    const picks = await database.db
      .selectFrom('picks')
      .innerJoin('users', 'users.id', 'picks.user_id')
      .select(['picks.user_id', 'picks.picked_at', 'users.timezone', 'users.subscription_tier'])
      .execute();
    const perDay = new Map<string, number>();
    for (const p of picks.filter((p) => p.subscription_tier === 'free')) {
      const key = `${p.user_id}:${localDay(p.picked_at, p.timezone).date}`;
      perDay.set(key, (perDay.get(key) ?? 0) + 1);
    }
    expect(Math.max(...perDay.values())).toBeLessThanOrEqual(FREE_DAILY_PICKS);
  });

  it('has a few leagues: demo_player owns one and is a member of another', async () => {
    const player = await database.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', DEMO_CREDENTIALS.player.username)
      .executeTakeFirstOrThrow();
    const leagues = await database.db.selectFrom('leagues').selectAll().execute();
    expect(leagues.length).toBeGreaterThanOrEqual(3);
    const memberships = await database.db
      .selectFrom('league_members')
      .select('league_id')
      .where('user_id', '=', player.id)
      .execute();
    const mine = leagues.filter((l) => memberships.some((m) => m.league_id === l.id));
    expect(mine.filter((l) => l.owner_id === player.id)).toHaveLength(1);
    expect(mine.filter((l) => l.owner_id !== player.id).length).toBeGreaterThanOrEqual(1);
    for (const league of leagues) {
      const owner = await database.db
        .selectFrom('league_members')
        .select('user_id')
        .where('league_id', '=', league.id)
        .where('user_id', '=', league.owner_id)
        .executeTakeFirst();
      expect(owner, league.name).toBeDefined();
    }
  });

  it('has a prize for the current month and does nothing the second time', async () => {
    const prize = await database.db.selectFrom('prizes').selectAll().executeTakeFirstOrThrow();
    expect(prize).toMatchObject({ month: '2026-11', year: 2026, is_active: true });
    expect(await seedDemoData(database.db, now)).toEqual({ seeded: false });
    const prizes = await database.db.selectFrom('prizes').selectAll().execute();
    expect(prizes).toHaveLength(1);
  });
});
