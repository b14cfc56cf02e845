import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
// A league's weekly head-to-head pairings (src/server/modules/leagues, ADR 0049): one row per matchup of a week
// (weeks start on Monday, New York time, as the weekly board's), `away_user_id` null for a bye. A member is in at
// most one matchup of a league's week, as home or away. A league's deletion takes its matchups with it. The players
// have no foreign key: they come from league_members (whose keys hold), accounts are never deleted (an erased one
// stays as an anonymous row, ADR 0045), and two more key checks a row would double the cost of pairing every league
// at the week's start. The primary key's (league_id, week_start) tells the week's start job which leagues are paired.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('league_matchups')
    .addColumn('league_id', 'integer', (c) => c.notNull().references('leagues.id').onDelete('cascade'))
    .addColumn('week_start', 'date', (c) => c.notNull())
    .addColumn('home_user_id', 'integer', (c) => c.notNull())
    .addColumn('away_user_id', 'integer')
    .addPrimaryKeyConstraint('league_matchups_pk', ['league_id', 'week_start', 'home_user_id'])
    .addUniqueConstraint('league_matchups_away_unique', ['league_id', 'week_start', 'away_user_id'])
    .addCheckConstraint(
      'league_matchups_two_players',
      sql`away_user_id is null or away_user_id <> home_user_id`,
    )
    .addCheckConstraint('league_matchups_monday', sql`extract(isodow from week_start) = 1`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('league_matchups').execute();
}
