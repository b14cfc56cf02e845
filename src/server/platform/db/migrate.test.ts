import { readdirSync } from 'node:fs';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase, type TestDatabase } from '../../../../tests/support/test-database';
import { projectPath } from '../project-path';
import { migrateDownAll, migrateToLatest } from './migrate';

const MIGRATIONS_FOLDER = projectPath('db/migrations');

import { MIGRATIONS } from './migrations';
import type { Database } from './schema';

const EXPECTED_TABLES = [
  'achievement_shares',
  'achievement_unlocks',
  'admin_audit',
  'auth_flows',
  'board_leaders',
  'board_tops',
  'calendar_feeds',
  'data_exports',
  'effect_jobs',
  'feed_health',
  'games',
  'idempotency_keys',
  'job_leases',
  'leaderboard_counts',
  'leaderboard_rank_groups',
  'league_chat_reads',
  'league_matchups',
  'league_members',
  'league_message_reactions',
  'league_messages',
  'leagues',
  'mail_outbox',
  'notifications_sent',
  'passkeys',
  'password_reset_tokens',
  'period_archive',
  'pick_days',
  'pick_tallies',
  'picks',
  'prize_winners',
  'prizes',
  'push_prompts',
  'push_subscriptions',
  'push_vapid_keys',
  'record_checkpoints',
  'sessions',
  'sports',
  'standings',
  'suggested_games',
  'teams',
  'user_identities',
  'users',
  'webauthn_challenges',
  'weekly_rank_snapshots',
];

let database: TestDatabase;
let db: Kysely<Database>;

beforeAll(async () => {
  database = await createEmptyDatabase();
  db = database.db;
});

afterAll(async () => {
  await database?.cleanup();
});

async function appTables(): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
    order by table_name`.execute(db);
  return rows.map((r) => r.table_name);
}

/** The SQLSTATE a statement fails with, or null when it succeeds. */
async function failure(run: () => Promise<unknown>): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

const user = (username: string) =>
  db
    .insertInto('users')
    .values({ username, email: `${username}@example.com`, password_hash: 'x' })
    .returning('id')
    .executeTakeFirstOrThrow();

describe('migrations', () => {
  it('list every file of db/migrations, by file name', () => {
    const files = readdirSync(MIGRATIONS_FOLDER)
      .filter((f) => /\.[cm]?[jt]s$/.test(f) && !f.endsWith('.d.ts'))
      .map((f) => f.replace(/\.[cm]?[jt]s$/, ''))
      .sort();
    expect(files.length).toBeGreaterThan(0);
    expect(Object.keys(MIGRATIONS).sort()).toEqual(files);
  });

  it('apply every migration to an empty database and create every table', async () => {
    expect(await appTables()).toEqual([]);
    expect(await migrateToLatest(db)).toEqual(Object.keys(MIGRATIONS));
    expect(await appTables()).toEqual(EXPECTED_TABLES);
    expect(await migrateToLatest(db)).toEqual([]);
  });

  it('enforce the constraints the rules need', async () => {
    const alice = await user('Alice_1');
    expect(await failure(() => user('ALICE_1'))).toBe('23505');
    expect(await failure(() => user('bad name'))).toBe('23514');
    // A player speaks one of the product's languages (issue 45), English until they say otherwise.
    expect(
      await db.selectFrom('users').select('locale').where('id', '=', alice.id).executeTakeFirst(),
    ).toEqual({
      locale: 'en',
    });
    expect(
      await failure(() =>
        db
          .updateTable('users')
          .set({ locale: 'fr' as 'en' })
          .where('id', '=', alice.id)
          .execute(),
      ),
    ).toBe('23514');

    const sport = await db
      .insertInto('sports')
      .values({ name: 'NFL', display_name: 'Football' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const team = (name: string) =>
      db.insertInto('teams').values({ sport_id: sport.id, name }).returning('id').executeTakeFirstOrThrow();
    const home = await team('Home Team');
    const away = await team('Away Team');
    const game = (homeId: number, awayId: number) =>
      db
        .insertInto('games')
        .values({
          sport_id: sport.id,
          home_team_id: homeId,
          away_team_id: awayId,
          scheduled_time: '2026-11-22T18:00:00Z',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    expect(await failure(() => game(home.id, home.id))).toBe('23514');
    const g = await game(home.id, away.id);
    // A line is whole (a source, a time, a spread or a total) and a favourite gives points.
    const line = (set: object) => db.updateTable('games').set(set).where('id', '=', g.id).execute();
    const asOf = '2026-11-21T12:00:00Z';
    expect(await failure(() => line({ line_spread: 3.5 }))).toBe('23514');
    expect(
      await failure(() =>
        line({ line_source: 'admin', line_as_of: asOf, line_favorite: 'home', line_spread: 0 }),
      ),
    ).toBe('23514');
    expect(await failure(() => line({ line_source: 'admin', line_as_of: asOf, line_over_under: 0 }))).toBe(
      '23514',
    );
    expect(
      await failure(() =>
        line({ line_source: 'ESPN BET', line_as_of: asOf, line_favorite: 'away', line_spread: 3.5 }),
      ),
    ).toBeNull();

    const pick = (teamId: number) =>
      db.insertInto('picks').values({ user_id: alice.id, game_id: g.id, selected_team_id: teamId }).execute();
    expect(await failure(() => pick(home.id))).toBeNull();
    expect(await failure(() => pick(away.id))).toBe('23505');

    const prize = (month: string, year: number) =>
      db.insertInto('prizes').values({ title: 'Hat', month, year }).execute();
    expect(await failure(() => prize('2031-01', 2031))).toBe('23514');
    expect(await failure(() => prize('2027-02', 2026))).toBe('23514');
    expect(await failure(() => prize('2027-02', 2027))).toBeNull();

    // Deleting a user takes their picks along.
    await db.deleteFrom('users').where('id', '=', alice.id).execute();
    const left = await db.selectFrom('picks').select('id').execute();
    expect(left).toEqual([]);
  });

  it('revert every migration, leaving no table behind, and apply again', async () => {
    expect(await migrateDownAll(db)).toEqual(Object.keys(MIGRATIONS).reverse());
    expect(await appTables()).toEqual([]);
    expect(await migrateToLatest(db)).toEqual(Object.keys(MIGRATIONS));
    expect(await appTables()).toEqual(EXPECTED_TABLES);
    expect(await db.selectFrom('users').select('id').execute()).toEqual([]);
  });
});
