import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
// A player's advanced stats read all their picks at once. With the pick's own columns in the index the read is an
// index-only scan of a few pages instead of one heap page per pick (a player's picks are spread over the table,
// made one game at a time among everyone else's).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index picks_user_stats_idx on picks (user_id) include (game_id, selected_team_id, manual_result)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('picks_user_stats_idx').execute();
}
