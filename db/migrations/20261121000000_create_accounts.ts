import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('username', 'text', (c) => c.notNull().check(sql`username ~ '^[A-Za-z0-9_]{3,30}$'`))
    .addColumn('email', 'text', (c) => c.check(sql`length(email) between 3 and 254`))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('avatar_key', 'text', (c) => c.notNull().defaultTo('geometric-1'))
    .addColumn('timezone', 'text', (c) =>
      c
        .notNull()
        .defaultTo('America/New_York')
        .check(
          sql`timezone in ('America/New_York','America/Chicago','America/Denver','America/Los_Angeles','America/Phoenix','America/Anchorage','Pacific/Honolulu','UTC')`,
        ),
    )
    .addColumn('subscription_tier', 'text', (c) =>
      c.notNull().defaultTo('free').check(sql`subscription_tier in ('free','premium')`),
    )
    .addColumn('is_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('age_band', 'text', (c) =>
      c.check(sql`age_band in ('18-24','25-34','35-44','45-54','55-64','65+')`),
    )
    .addColumn('gender', 'text', (c) => c.check(sql`gender in ('male','female','prefer-not-to-answer')`))
    .addColumn('email_notifications', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('push_notifications', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('current_streak', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('longest_streak', 'integer', (c) => c.notNull().defaultTo(0).check(sql`longest_streak >= 0`))
    .addColumn('total_wins', 'integer', (c) => c.notNull().defaultTo(0).check(sql`total_wins >= 0`))
    .addColumn('total_losses', 'integer', (c) => c.notNull().defaultTo(0).check(sql`total_losses >= 0`))
    .addColumn('total_pushes', 'integer', (c) => c.notNull().defaultTo(0).check(sql`total_pushes >= 0`))
    .addColumn('total_picks', 'integer', (c) => c.notNull().defaultTo(0).check(sql`total_picks >= 0`))
    .addColumn('win_percentage', 'integer', (c) =>
      c.notNull().defaultTo(0).check(sql`win_percentage between 0 and 100`),
    )
    .addColumn('last_login_at', 'timestamptz')
    .addColumn('password_changed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('users_picks_add_up', sql`total_wins + total_losses + total_pushes = total_picks`)
    .execute();
  await sql`create unique index users_username_lower_key on users (lower(username))`.execute(db);
  await sql`create unique index users_email_lower_key on users (lower(email))`.execute(db);
  await db.schema.createIndex('users_created_at_idx').on('users').column('created_at').execute();
  await db.schema.createIndex('users_last_login_at_idx').on('users').column('last_login_at').execute();
  await db.schema
    .createIndex('users_alltime_rank_idx')
    .on('users')
    .columns(['total_wins desc', 'win_percentage desc', 'longest_streak desc'])
    .where(sql.ref('total_picks'), '>', 0)
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('secret_hash', 'bytea', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('ip_address', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_at_idx').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'bytea', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('password_reset_tokens_user_id_idx')
    .on('password_reset_tokens')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_error', 'text')
    .execute();
  await sql`create index mail_outbox_pending_idx on mail_outbox (next_attempt_at) where sent_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
  await db.schema.dropTable('password_reset_tokens').execute();
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('users').execute();
}
