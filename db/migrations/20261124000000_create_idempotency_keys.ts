import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
// A client that retries a write (a timeout, a dropped connection) sends the same Idempotency-Key; the
// first call's answer is kept here and replayed, so the write happens once. Keys belong to one user, so
// two users' keys never meet. A row is 'in_progress' while its first call runs and 'done' once its
// answer is stored; a failed (5xx) call deletes its row so a retry runs again.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull().check(sql`length(key) between 1 and 255`))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull().check(sql`fingerprint ~ '^[0-9a-f]{64}$'`))
    .addColumn('state', 'text', (c) =>
      c.notNull().defaultTo('in_progress').check(sql`state in ('in_progress','done')`),
    )
    .addColumn('response_status', 'integer', (c) => c.check(sql`response_status between 100 and 599`))
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['user_id', 'key'])
    .addCheckConstraint(
      'idempotency_keys_done_has_answer',
      sql`state = 'in_progress' or (response_status is not null and response_body is not null)`,
    )
    .execute();
  // The cleanup deletes by age.
  await db.schema
    .createIndex('idempotency_keys_created_at_idx')
    .on('idempotency_keys')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
