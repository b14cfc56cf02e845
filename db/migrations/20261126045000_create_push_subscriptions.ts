import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
// Web Push: the browsers' subscriptions (several per player, one row per endpoint: an endpoint is one browser,
// so a second player subscribing on it takes it over), the server's VAPID key pair when the environment gives
// none (one row, made on first use), and whether the player has answered the once-only push prompt.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('push_subscriptions_endpoint_length', sql`char_length(endpoint) <= 2048`)
    .execute();
  await db.schema.createIndex('push_subscriptions_user').on('push_subscriptions').column('user_id').execute();

  await db.schema
    .createTable('push_vapid_keys')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('private_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('push_vapid_keys_single', sql`id = 1`)
    .execute();

  await db.schema
    .createTable('push_prompts')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('answered_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('push_prompts').execute();
  await db.schema.dropTable('push_vapid_keys').execute();
  await db.schema.dropTable('push_subscriptions').execute();
}
