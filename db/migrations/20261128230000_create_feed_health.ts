import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
// One row per feed league: when the sports feed last answered an admin's read (import, team sync) and the live
// poller, and its last failure. The Sports API tab's feed health reads it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('feed_health')
    .addColumn('league', 'text', (c) => c.primaryKey())
    .addColumn('last_fetch_at', 'timestamptz')
    .addColumn('last_poll_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('last_error_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('feed_health').execute();
}
