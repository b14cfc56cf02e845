import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { picksWithResults } from '../../../../tests/support/games';
import { expectStoredTruth } from '../../../../tests/support/grading/grading';
import { createEmptyDatabase, type TestDatabase } from '../../../../tests/support/test-database';
import { type PickResult, summarizePeriods, summarizeRecord } from '../../kernel/record.rules';
import { MIGRATIONS } from './migrations';

// The migration to one standings row per player carries a live database's figures over (and back): results
// move from the picks to their games, figures from users and period_standings to standings and the archive; the
// next one renames the boards' period words (week -> weekly) and installs the board functions of today.
const BEFORE = '20261124000000_create_idempotency_keys';
/** The period words before 20261126020000 named boards as everywhere else. */
const OLD_WORD = { weekly: 'week', monthly: 'month' } as const;

let database: TestDatabase;
let db: TestDatabase['db'];
const migrator = () => new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });

// Three players' picks on five games (home team first). H: home pick, A: away pick, '-': no pick.
// g1 home won, g2 away won, g3 has an unknown winner and hand-made results, g4 is live, g5 was a push.
const GAMES = [
  { at: '2026-10-28T23:00:00Z', status: 'completed', winner: 'home', picks: ['H', 'A', 'H'] },
  { at: '2026-11-03T00:30:00Z', status: 'completed', winner: 'away', picks: ['H', 'A', '-'] },
  {
    at: '2026-11-04T23:00:00Z',
    status: 'completed',
    winner: null,
    picks: ['H', 'H', 'A'],
    manual: ['win', null, 'loss'],
  },
  { at: '2026-11-05T23:00:00Z', status: 'live', winner: null, picks: ['A', '-', 'H'] },
  { at: '2026-11-06T23:00:00Z', status: 'completed', winner: 'push', picks: ['H', 'A', 'A'] },
] as const;

interface OldPick {
  user: number;
  game: number;
  team: number;
  result: PickResult | null;
  at: Date;
}

/** Fills the schema before the migration the way its grading left it: results on picks, figures on users. */
async function oldDatabase(): Promise<{ users: number[]; picks: OldPick[] }> {
  const { rows: sports } = await sql<{ id: number }>`
    insert into sports (name, display_name) values ('Old', 'Old') returning id`.execute(db);
  const { rows: teams } = await sql<{ id: number }>`
    insert into teams (sport_id, name) values (${sports[0]!.id}, 'Home'), (${sports[0]!.id}, 'Away')
    returning id`.execute(db);
  const [home, away] = [teams[0]!.id, teams[1]!.id];
  const { rows: users } = await sql<{ id: number }>`
    insert into users (username, password_hash) values ('old_ann', 'x'), ('old_bob', 'x'), ('old_cat', 'x')
    returning id`.execute(db);
  const picks: OldPick[] = [];
  for (const g of GAMES) {
    const winner = g.winner === 'home' ? home : g.winner === 'away' ? away : null;
    const { rows } = await sql<{ id: number }>`
      insert into games (sport_id, home_team_id, away_team_id, scheduled_time, status, winner_team_id, is_push,
        completed_at)
      values (${sports[0]!.id}, ${home}, ${away}, ${g.at}, ${g.status}, ${winner}, ${g.winner === 'push'},
        ${g.status === 'completed' ? g.at : null})
      returning id`.execute(db);
    g.picks.forEach((p, u) => {
      if (p === '-') return;
      const team = p === 'H' ? home : away;
      const result: PickResult | null =
        g.winner === 'push'
          ? 'push'
          : winner !== null
            ? team === winner
              ? 'win'
              : 'loss'
            : 'manual' in g
              ? g.manual[u]!
              : null;
      picks.push({ user: users[u]!.id, game: rows[0]!.id, team, result, at: new Date(g.at) });
    });
  }
  for (const p of picks) {
    await sql`insert into picks (user_id, game_id, selected_team_id, result, graded_at)
      values (${p.user}, ${p.game}, ${p.team}, ${p.result}, ${p.result ? p.at : null})`.execute(db);
  }
  for (const { id } of users) {
    const history = picks
      .filter((p) => p.user === id && p.result)
      .map((p) => ({ result: p.result!, scheduledTime: p.at }));
    const t = summarizeRecord(history.map((h) => h.result));
    await sql`update users set current_streak = ${t.currentStreak}, longest_streak = ${t.longestStreak},
      total_wins = ${t.totalWins}, total_losses = ${t.totalLosses}, total_pushes = ${t.totalPushes},
      total_picks = ${t.totalPicks}, win_percentage = ${t.winPercentage} where id = ${id}`.execute(db);
    for (const p of summarizePeriods(history)) {
      await sql`insert into period_standings (period_type, period_start, user_id, wins, losses, pushes, picks,
        peak_streak)
        values (${OLD_WORD[p.periodType]}, ${p.periodStart}, ${id}, ${p.wins}, ${p.losses}, ${p.pushes}, ${p.picks},
          ${p.peakStreak})`.execute(db);
    }
  }
  return { users: users.map((u) => u.id), picks };
}

const oldFigures = async () => ({
  users: (
    await sql`select id, current_streak, longest_streak, total_wins, total_losses, total_pushes, total_picks,
      win_percentage from users order by id`.execute(db)
  ).rows,
  periods: (
    await sql`select period_type, period_start, user_id, wins, losses, pushes, picks, peak_streak
      from period_standings order by user_id, period_type, period_start`.execute(db)
  ).rows,
  results: (await sql`select id, result from picks order by id`.execute(db)).rows,
  boards: (await sql`select * from leaderboard_counts where players > 0 order by 1, 2`.execute(db)).rows,
});

beforeAll(async () => {
  database = await createEmptyDatabase();
  db = database.db;
  const { error } = await migrator().migrateTo(BEFORE);
  if (error) throw error;
});
afterAll(() => database?.cleanup());

describe('migration keep_standings_per_player', () => {
  it('carries every figure over, and back again', async () => {
    const { picks } = await oldDatabase();
    const before = await oldFigures();
    expect(before.periods.length).toBeGreaterThan(4);

    // To the boards' renaming (the truth reads today's board words), not the latest: later migrations are not
    // what this test undoes below.
    const up = await migrator().migrateTo('20261126020000_name_boards_by_period');
    expect(up.error).toBeUndefined();
    expect(up.results?.map((r) => r.migrationName)).toEqual([
      '20261125000000_keep_standings_per_player',
      '20261126020000_name_boards_by_period',
    ]);
    // The truth reads the streak shield's columns, which a later migration adds (20261209090000): here as it adds
    // them (nobody holds or armed a shield), and gone again before the way back.
    await sql`alter table picks add column shield_armed boolean not null default false`.execute(db);
    await sql`alter table standings add column shield_held boolean not null default false`.execute(db);
    await expectStoredTruth(db);
    await sql`alter table standings drop column shield_held`.execute(db);
    await sql`alter table picks drop column shield_armed`.execute(db);
    // Results: graded games carry their outcome; only the unknown winner's picks keep hand-made results.
    const rows = await picksWithResults(db).select('p.manual_result').orderBy('p.id').execute();
    expect(rows.map((r) => r.result)).toEqual(picks.map((p) => p.result));
    expect(rows.filter((r) => r.manual_result !== null)).toHaveLength(2);

    const { error } = await migrator().migrateTo(BEFORE);
    expect(error).toBeUndefined();
    expect(await oldFigures()).toEqual(before);
  });
});
