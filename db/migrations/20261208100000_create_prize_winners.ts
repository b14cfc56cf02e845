import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
// The winner of each prize month (issue 42, ADR 0048): one row per named winner (a tie that survives every
// tiebreaker is shared: a row per player, `shared` set), with the figures the tiebreaker chain read, the step that
// decided and the board's runner-up. A correction that changes the winner never rewrites a row: it marks the old
// rows superseded (when, why) and adds the new ones, so the history of a month's winners stays.
export async function up(db: Kysely<any>): Promise<void> {
  // The rows of one decision (one winner, or each of a shared tie) carry the same number from this sequence.
  await sql`create sequence prize_winner_decisions`.execute(db);
  await db.schema
    .createTable('prize_winners')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('decision', 'integer', (c) => c.notNull())
    .addColumn('month', 'text', (c) => c.notNull())
    // The prize the month had when it was decided; a deleted prize leaves the record.
    .addColumn('prize_id', 'integer', (c) => c.references('prizes.id').onDelete('set null'))
    .addColumn('prize_title', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('peak_streak', 'integer', (c) => c.notNull())
    .addColumn('wins', 'integer', (c) => c.notNull())
    .addColumn('picks', 'integer', (c) => c.notNull())
    .addColumn('win_percentage', 'integer', (c) => c.notNull())
    .addColumn('peak_reached_at', 'timestamptz')
    .addColumn('decided_by', 'text', (c) =>
      c
        .notNull()
        .check(sql`decided_by in ('only', 'streak', 'wins', 'accuracy', 'peak_reached_at', 'shared')`),
    )
    .addColumn('shared', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('runner_up', 'jsonb')
    .addColumn('decided_at', 'timestamptz', (c) => c.notNull())
    .addColumn('superseded_at', 'timestamptz')
    .addColumn('superseded_reason', 'text')
    .execute();
  // A month's winners now (the banner, the admin's list) and its history.
  await db.schema
    .createIndex('prize_winners_by_month')
    .on('prize_winners')
    .columns(['month', 'id'])
    .execute();
  await db.schema
    .createIndex('prize_winners_one_current')
    .on('prize_winners')
    .columns(['month', 'user_id'])
    .unique()
    .where(sql.ref('superseded_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('prize_winners').execute();
  await sql`drop sequence prize_winner_decisions`.execute(db);
}
