import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PickResult, summarizeRecord } from '../../src/server/kernel/record.rules';
import { DEMO_SLATE } from '../../src/server/modules/sports-feed/demo/demo-keeper.rules';
import { simulateDemoGame } from '../../src/server/modules/sports-feed/demo/demo-simulation.rules';
import { MLB_ROTATIONS } from '../../src/server/modules/sports-feed/demo/mlb-rotations';
import { gamesPlayedBy } from '../../src/server/modules/sports-feed/demo/season-records.rules';
import { FEED_PROVIDER } from '../../src/server/modules/sports-feed/feed-catalog';
import { leagueForSport } from '../../src/server/modules/sports-feed/sports-feed';
import { verifyPassword } from '../../src/server/modules/users/password';
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

  it('has a few leagues: demo_player, a premium player, owns one and is a member of another', async () => {
    const player = await database.db
      .selectFrom('users')
      .select(['id', 'subscription_tier'])
      .where('username', '=', DEMO_CREDENTIALS.player.username)
      .executeTakeFirstOrThrow();
    expect(player.subscription_tier).toBe('premium');
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
    // Each league has some chat, as friends would have left it, with reactions.
    const chat = await database.db
      .selectFrom('league_messages')
      .select(['league_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('league_id')
      .execute();
    expect(chat.length).toBe(leagues.length);
    const reactions = await database.db.selectFrom('league_message_reactions').select('reaction').execute();
    expect(reactions.length).toBeGreaterThan(0);
  });

  it('has each league paired every week since the history began, this week included (ADR 0049)', async () => {
    const weeks = await database.db
      .selectFrom('league_matchups')
      .select(['league_id', 'week_start'])
      .distinct()
      .orderBy('week_start')
      .execute();
    const leagues = await database.db.selectFrom('leagues').select('id').execute();
    for (const { id } of leagues) {
      const mine = weeks.filter((w) => w.league_id === id).map((w) => w.week_start);
      // 35 days of history from Saturday 2026-11-21: the weeks of Oct 12 ... Nov 16.
      expect(mine).toEqual([
        '2026-10-12',
        '2026-10-19',
        '2026-10-26',
        '2026-11-02',
        '2026-11-09',
        '2026-11-16',
      ]);
    }
    // Weekend Warriors has 6 members: three matchups a week, no bye; the Office has 10, the Pool 8.
    const byes = await database.db
      .selectFrom('league_matchups')
      .select('home_user_id')
      .where('away_user_id', 'is', null)
      .execute();
    expect(byes).toEqual([]);
  });

  it('has a prize for the current month and does nothing the second time', async () => {
    const prize = await database.db
      .selectFrom('prizes')
      .selectAll()
      .where('month', '=', '2026-11')
      .executeTakeFirstOrThrow();
    expect(prize).toMatchObject({ month: '2026-11', year: 2026, is_active: true });
    expect(await seedDemoData(database.db, now)).toEqual({ seeded: false });
    const prizes = await database.db.selectFrom('prizes').selectAll().execute();
    expect(prizes.map((p) => p.month).sort()).toEqual(['2026-10', '2026-11']);
  });

  it("names last month's prize winner from the history, as the close would", async () => {
    const winners = await database.db
      .selectFrom('prize_winners')
      .select(['month', 'user_id', 'peak_streak', 'superseded_at'])
      .execute();
    expect(winners.length).toBeGreaterThan(0);
    expect(winners.every((w) => w.month === '2026-10' && w.peak_streak > 0 && w.superseded_at === null)).toBe(
      true,
    );
  });
});

describe('demo achievements', () => {
  it('awards what the seeded histories earn, so the demo player shows unlocks', async () => {
    const unlocks = await database.db
      .selectFrom('achievement_unlocks as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select(['u.username', 'a.type'])
      .execute();
    const mine = unlocks.filter((u) => u.username === DEMO_CREDENTIALS.player.username).map((u) => u.type);
    // A veteran with dozens of graded picks and a long best streak has at least these.
    expect(mine).toEqual(
      expect.arrayContaining(['rookie_star', 'first_five', 'double_digits', 'quarter_century']),
    );
    expect(new Set(unlocks.map((u) => u.username)).size).toBeGreaterThan(10);
  });

  it('leaves the demo player holding a streak shield, earned by a week of 5 wins in their history', async () => {
    const held = await database.db
      .selectFrom('standings as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select('s.shield_held')
      .where('u.username', '=', DEMO_CREDENTIALS.player.username)
      .executeTakeFirstOrThrow();
    expect(held.shield_held).toBe(true);
  });
});

describe('demo data a fan believes', () => {
  const gamesWithTeams = () =>
    database.db
      .selectFrom('games as g')
      .innerJoin('sports as s', 's.id', 'g.sport_id')
      .innerJoin('teams as h', 'h.id', 'g.home_team_id')
      .innerJoin('teams as a', 'a.id', 'g.away_team_id')
      .select([
        'g.id',
        's.name as sport',
        'g.scheduled_time',
        'g.venue',
        'g.show_team_records',
        'g.is_free_pick',
        'g.home_team_id',
        'h.name as home',
        'a.name as away',
        'g.home_starting_pitcher',
        'g.away_starting_pitcher',
      ])
      .execute();

  it("gives every team a record as far into its league's season as the date is", async () => {
    const teams = await database.db
      .selectFrom('teams as t')
      .innerJoin('sports as s', 's.id', 't.sport_id')
      .select(['s.name as sport', 't.wins', 't.losses', 't.ties'])
      .execute();
    const played = (sport: string) =>
      teams.filter((t) => t.sport === sport).map((t) => t.wins + t.losses + t.ties);
    // Saturday 21 November: NFL week 12 (11 games, 10 after a bye), MLB and MLS seasons over.
    for (const n of played('NFL')) expect([10, 11]).toContain(n);
    for (const n of played('MLB')) expect(n).toBe(162);
    for (const n of played('MLS')) expect(n).toBe(34);
    for (const n of played('PGA')) expect(n).toBe(0);
    expect(teams.filter((t) => t.sport === 'NFL' || t.sport === 'NBA').every((t) => t.ties === 0)).toBe(true);
    // A game weeks ago shows the records of that day, not today's.
    const nfl = await database.db
      .selectFrom('games as g')
      .innerJoin('sports as s', 's.id', 'g.sport_id')
      .select(['g.scheduled_time', 'g.home_team_wins', 'g.home_team_losses'])
      .where('s.name', '=', 'NFL')
      .execute();
    expect(nfl.length).toBeGreaterThan(0);
    for (const g of nfl)
      expect((g.home_team_wins ?? 0) + (g.home_team_losses ?? 0)).toBeLessThanOrEqual(
        gamesPlayedBy('NFL', g.scheduled_time)!,
      );
  });

  it('starts each pitcher for his own club only, never on two days running', async () => {
    const mlb = (await gamesWithTeams()).filter((g) => g.sport === 'MLB' && g.home_starting_pitcher);
    expect(mlb.length).toBeGreaterThan(5);
    const days = new Map<string, Set<string>>();
    const clubOf = new Map<string, string>();
    for (const g of mlb) {
      for (const [pitcher, club] of [
        [g.home_starting_pitcher!, g.home],
        [g.away_starting_pitcher!, g.away],
      ] as const) {
        expect(MLB_ROTATIONS[club], `${pitcher} for ${club}`).toContain(pitcher);
        expect(clubOf.get(pitcher) ?? club).toBe(club);
        clubOf.set(pitcher, club);
        const day = localDay(g.scheduled_time, 'America/New_York').date;
        const set = days.get(pitcher) ?? new Set();
        days.set(pitcher, set.add(day));
      }
    }
    for (const [pitcher, set] of days)
      for (const day of set)
        expect(set.has(addDays(day, 1)), `${pitcher} on ${day} and the day after`).toBe(false);
  });

  it('plays golf without home or away and without win-loss records', async () => {
    const golf = (await gamesWithTeams()).filter((g) => g.sport === 'PGA');
    expect(golf.length).toBeGreaterThan(0);
    for (const g of golf) {
      expect(g.venue ?? '').not.toMatch(/home|away/i);
      expect(g.show_team_records).toBe(false);
    }
  });

  it('has most players take the free win on the free pick', async () => {
    const free = (await gamesWithTeams()).find((g) => g.is_free_pick)!;
    const picks = await database.db
      .selectFrom('picks')
      .select('selected_team_id')
      .where('game_id', '=', free.id)
      .execute();
    expect(picks.length).toBeGreaterThanOrEqual(10);
    const takingWin = picks.filter((p) => p.selected_team_id === free.home_team_id).length / picks.length;
    expect(takingWin).toBeGreaterThanOrEqual(0.75);
  });
});
