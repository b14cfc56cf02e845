import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
// The day the daily pick cap counts in, fixed when the player makes the day's first pick: from the start to
// the end of that calendar day in the time zone they had then. A later change of time zone cannot reopen it;
// the next day is the new zone's. One row per player, overwritten by the first pick of each new day.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pick_days')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('day_from', 'timestamptz', (c) => c.notNull())
    .addColumn('day_to', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('pick_days_order', sql`day_from < day_to`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pick_days').execute();
}
