import type { Kysely } from 'kysely';

// Frozen in time: this file never imports application code.
// Every notification decided once, by its key (kind, player, subject): a second decision with the same key
// finds the row and sends nothing, however often the effect that carries it runs. The lock reminder's
// three-hour gap reads the player's newest reminder here. Mail may carry extra headers (List-Unsubscribe).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notifications_sent')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notifications_sent_user_kind')
    .on('notifications_sent')
    .columns(['user_id', 'kind', 'sent_at'])
    .execute();
  await db.schema.alterTable('mail_outbox').addColumn('headers', 'jsonb').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('headers').execute();
  await db.schema.dropTable('notifications_sent').execute();
}
