import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
// Effects recorded by the transaction whose commit calls for them (awarding after a grading, live events,
// notifications), carried out by a worker on any instance. A row is deleted in the same transaction as the
// effect's own writes, so a done effect leaves nothing behind and a crash before that commit leaves the row
// to be taken again. `key` names the effect (kind and subject): recording it again while it waits is a
// no-op. After too many failed attempts a row is parked (parked_at set) with its last error, until an admin
// retries it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('effect_jobs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`length(kind) between 1 and 100`))
    .addColumn('key', 'text', (c) => c.notNull().unique().check(sql`length(key) between 1 and 300`))
    .addColumn('payload', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('run_after', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0).check(sql`attempts >= 0`))
    .addColumn('last_error', 'text')
    .addColumn('parked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Workers take the due rows that are not parked, oldest first.
  await sql`create index effect_jobs_due_idx on effect_jobs (run_after, id) where parked_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('effect_jobs').execute();
}
