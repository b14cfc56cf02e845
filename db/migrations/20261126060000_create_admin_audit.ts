import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
// One row per admin mutation, written in the same transaction as the change: who, when, what, on what, and the
// target's state before and after (never a password or a token). Kept when the admin or the target goes away.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('admin_audit')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('admin_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('admin_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text')
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The dashboard's lists: newest first, overall and by action, admin or target.
  await db.schema.createIndex('admin_audit_newest').on('admin_audit').columns(['id desc']).execute();
  await db.schema
    .createIndex('admin_audit_by_action')
    .on('admin_audit')
    .columns(['action', 'id desc'])
    .execute();
  await db.schema
    .createIndex('admin_audit_by_admin')
    .on('admin_audit')
    .columns(['admin_id', 'id desc'])
    .execute();
  await db.schema
    .createIndex('admin_audit_by_target')
    .on('admin_audit')
    .columns(['target_kind', 'target_id', 'id desc'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('admin_audit').execute();
}
