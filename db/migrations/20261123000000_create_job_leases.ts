import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
// Work that must not hold a transaction while it waits on the network (polling the sports feed) cannot
// run under the scheduler's transaction-scoped advisory lock. It claims its turn instead: one row per
// job, and an instance runs the job only if it moves next_run_at forward in one conditional statement.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('next_run_at', 'timestamptz', (c) => c.notNull())
    .addColumn('claimed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_leases').execute();
}
