import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sports')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull().check(sql`length(trim(name)) between 1 and 60`))
    .addColumn('display_name', 'text', (c) =>
      c.notNull().check(sql`length(trim(display_name)) between 1 and 100`),
    )
    .addColumn('description', 'text')
    .addColumn('provider_path', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index sports_name_lower_key on sports (lower(name))`.execute(db);

  await db.schema
    .createTable('teams')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('sport_id', 'integer', (c) => c.notNull().references('sports.id').onDelete('restrict'))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`length(trim(name)) between 1 and 100`))
    .addColumn('abbreviation', 'text')
    .addColumn('primary_color', 'text', (c) => c.check(sql`primary_color ~ '^#[0-9A-Fa-f]{6}$'`))
    .addColumn('secondary_color', 'text', (c) => c.check(sql`secondary_color ~ '^#[0-9A-Fa-f]{6}$'`))
    .addColumn('wins', 'integer', (c) => c.notNull().defaultTo(0).check(sql`wins >= 0`))
    .addColumn('losses', 'integer', (c) => c.notNull().defaultTo(0).check(sql`losses >= 0`))
    .addColumn('ties', 'integer', (c) => c.notNull().defaultTo(0).check(sql`ties >= 0`))
    .addColumn('provider_team_id', 'text')
    .addColumn('logo_url', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index teams_sport_name_key on teams (sport_id, lower(name))`.execute(db);
  await sql`create unique index teams_sport_provider_key on teams (sport_id, provider_team_id) where provider_team_id is not null`.execute(
    db,
  );

  await db.schema
    .createTable('games')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('sport_id', 'integer', (c) => c.notNull().references('sports.id').onDelete('restrict'))
    .addColumn('home_team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('restrict'))
    .addColumn('away_team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('restrict'))
    .addColumn('scheduled_time', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('scheduled').check(sql`status in ('scheduled','live','completed')`),
    )
    .addColumn('home_score', 'integer', (c) => c.check(sql`home_score >= 0`))
    .addColumn('away_score', 'integer', (c) => c.check(sql`away_score >= 0`))
    .addColumn('winner_team_id', 'integer', (c) => c.references('teams.id').onDelete('restrict'))
    .addColumn('is_push', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('time_remaining', 'text')
    .addColumn('current_period', 'integer', (c) => c.check(sql`current_period >= 0`))
    .addColumn('notes', 'text')
    .addColumn('venue', 'text')
    .addColumn('home_team_pick_option', 'text')
    .addColumn('away_team_pick_option', 'text')
    .addColumn('show_team_records', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('home_team_wins', 'integer', (c) => c.check(sql`home_team_wins >= 0`))
    .addColumn('home_team_losses', 'integer', (c) => c.check(sql`home_team_losses >= 0`))
    .addColumn('home_team_ties', 'integer', (c) => c.check(sql`home_team_ties >= 0`))
    .addColumn('away_team_wins', 'integer', (c) => c.check(sql`away_team_wins >= 0`))
    .addColumn('away_team_losses', 'integer', (c) => c.check(sql`away_team_losses >= 0`))
    .addColumn('away_team_ties', 'integer', (c) => c.check(sql`away_team_ties >= 0`))
    .addColumn('home_starting_pitcher', 'text')
    .addColumn('away_starting_pitcher', 'text')
    .addColumn('home_pitcher_record', 'text')
    .addColumn('away_pitcher_record', 'text')
    .addColumn('is_free_pick', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('provider', 'text')
    .addColumn('provider_event_id', 'text')
    .addColumn('completed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('games_distinct_teams', sql`home_team_id <> away_team_id`)
    .addCheckConstraint(
      'games_winner_is_a_team',
      sql`winner_team_id is null or winner_team_id in (home_team_id, away_team_id)`,
    )
    .addCheckConstraint('games_push_has_no_winner', sql`not (is_push and winner_team_id is not null)`)
    .addCheckConstraint(
      'games_result_only_when_completed',
      sql`status = 'completed' or (winner_team_id is null and not is_push)`,
    )
    .execute();
  await db.schema.createIndex('games_scheduled_time_idx').on('games').column('scheduled_time').execute();
  await db.schema
    .createIndex('games_status_time_idx')
    .on('games')
    .columns(['status', 'scheduled_time'])
    .execute();
  await sql`create unique index games_provider_event_key on games (provider, provider_event_id) where provider_event_id is not null`.execute(
    db,
  );

  await db.schema
    .createTable('picks')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('selected_team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('restrict'))
    .addColumn('picked_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('result', 'text', (c) => c.check(sql`result in ('win','loss','push')`))
    .addColumn('graded_at', 'timestamptz')
    .addColumn('is_underdog', 'boolean', (c) => c.notNull().defaultTo(false))
    .addUniqueConstraint('picks_user_game_key', ['user_id', 'game_id'])
    .execute();
  await db.schema.createIndex('picks_game_id_idx').on('picks').column('game_id').execute();
  await db.schema
    .createIndex('picks_user_picked_at_idx')
    .on('picks')
    .columns(['user_id', 'picked_at'])
    .execute();
  await db.schema.createIndex('picks_picked_at_idx').on('picks').column('picked_at').execute();

  await db.schema
    .createTable('achievement_unlocks')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    // '' for achievements earned once; 'YYYY-MM' for the ones that reset monthly.
    .addColumn('period', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('unlocked_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('achievement_unlocks_user_type_period_key', ['user_id', 'type', 'period'])
    .execute();
  await db.schema
    .createIndex('achievement_unlocks_user_time_idx')
    .on('achievement_unlocks')
    .columns(['user_id', 'unlocked_at'])
    .execute();

  await db.schema
    .createTable('achievement_shares')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('achievement_type', 'text', (c) => c.notNull())
    .addColumn('platform', 'text')
    .addColumn('shared_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('achievement_shares_user_idx')
    .on('achievement_shares')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('prizes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('title', 'text', (c) => c.notNull().check(sql`length(trim(title)) between 1 and 200`))
    .addColumn('description', 'text')
    .addColumn('month', 'text', (c) => c.notNull().check(sql`month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`))
    .addColumn('year', 'integer', (c) => c.notNull().check(sql`year between 2020 and 2030`))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('prizes_month_in_year', sql`substr(month, 1, 4)::int = year`)
    .execute();
  await db.schema.createIndex('prizes_month_idx').on('prizes').columns(['month', 'is_active']).execute();

  await db.schema
    .createTable('suggested_games')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('sport_id', 'integer', (c) => c.notNull().references('sports.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_event_id', 'text', (c) => c.notNull())
    .addColumn('home_team_name', 'text', (c) => c.notNull())
    .addColumn('away_team_name', 'text', (c) => c.notNull())
    .addColumn('home_team_provider_id', 'text')
    .addColumn('away_team_provider_id', 'text')
    .addColumn('home_team_record', 'text')
    .addColumn('away_team_record', 'text')
    .addColumn('scheduled_time', 'timestamptz', (c) => c.notNull())
    .addColumn('venue', 'text')
    .addColumn('payload', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending','approved','rejected')`),
    )
    .addColumn('game_id', 'integer', (c) => c.references('games.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .addUniqueConstraint('suggested_games_provider_event_key', ['provider', 'provider_event_id'])
    .execute();
  await db.schema
    .createIndex('suggested_games_status_time_idx')
    .on('suggested_games')
    .columns(['status', 'scheduled_time'])
    .execute();

  // Per-period standings, kept incrementally by grading so boards are index reads.
  await db.schema
    .createTable('period_standings')
    .addColumn('period_type', 'text', (c) => c.notNull().check(sql`period_type in ('week','month')`))
    .addColumn('period_start', 'date', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('wins', 'integer', (c) => c.notNull().defaultTo(0).check(sql`wins >= 0`))
    .addColumn('losses', 'integer', (c) => c.notNull().defaultTo(0).check(sql`losses >= 0`))
    .addColumn('pushes', 'integer', (c) => c.notNull().defaultTo(0).check(sql`pushes >= 0`))
    .addColumn('picks', 'integer', (c) => c.notNull().defaultTo(0).check(sql`picks >= 0`))
    .addColumn('peak_streak', 'integer', (c) => c.notNull().defaultTo(0).check(sql`peak_streak >= 0`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('period_standings_pkey', ['period_type', 'period_start', 'user_id'])
    .execute();
  await db.schema
    .createIndex('period_standings_rank_idx')
    .on('period_standings')
    .columns(['period_type', 'period_start', 'peak_streak desc', 'wins desc'])
    .execute();
  await db.schema.createIndex('period_standings_user_idx').on('period_standings').column('user_id').execute();

  // One row per user and day: the weekly rank at the end of that day, for "jump 10+ spots".
  await db.schema
    .createTable('weekly_rank_snapshots')
    .addColumn('snapshot_date', 'date', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rank', 'integer', (c) => c.notNull().check(sql`rank >= 1`))
    .addPrimaryKeyConstraint('weekly_rank_snapshots_pkey', ['snapshot_date', 'user_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'weekly_rank_snapshots',
    'period_standings',
    'suggested_games',
    'prizes',
    'achievement_shares',
    'achievement_unlocks',
    'picks',
    'games',
    'teams',
    'sports',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
