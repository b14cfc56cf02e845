import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
// Issue 43: ways in besides the password (Google, Apple, Discord, an operator's OpenID provider, passkeys), consent
// at sign-up, deleting an account and downloading one's data.
// - users: a password is one way in among others (null for an account made by a provider); the terms and privacy
//   notice accepted at sign-up (version and time); `deleted_at` marks an erased account, kept as an anonymous
//   "Deleted player" so its picks stay with graded games and boards. Deleted rows all carry that name, so the
//   username's form and uniqueness hold for live accounts only.
// - user_identities: a provider's account (issuer's subject) linked to a user.
// - passkeys: WebAuthn credentials (the public key and its signature counter).
// - auth_flows: a sign-in with a provider under way (state, nonce, PKCE verifier), bound to the browser that
//   started it by a cookie whose SHA-256 is the id; then what the provider said, until the player finishes.
// - webauthn_challenges: a passkey ceremony's challenge, used once.
// - data_exports: "Download my data", made by the effects worker and kept for a day.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users alter column password_hash drop not null`.execute(db);
  await db.schema
    .alterTable('users')
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('terms_version', 'text')
    .addColumn('terms_accepted_at', 'timestamptz')
    .addColumn('privacy_version', 'text')
    .addColumn('privacy_accepted_at', 'timestamptz')
    .execute();
  await sql`alter table users drop constraint users_username_check`.execute(db);
  await sql`alter table users add constraint users_username_check
    check (deleted_at is not null or username ~ '^[A-Za-z0-9_]{3,30}$')`.execute(db);
  await sql`drop index users_username_lower_key`.execute(db);
  await sql`create unique index users_username_lower_key on users (lower(username)) where deleted_at is null`.execute(
    db,
  );

  await db.schema
    .createTable('user_identities')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull().check(sql`length(subject) between 1 and 255`))
    .addColumn('email', 'text')
    .addColumn('email_verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .addUniqueConstraint('user_identities_provider_subject_key', ['provider', 'subject'])
    .execute();
  await db.schema.createIndex('user_identities_user_idx').on('user_identities').column('user_id').execute();

  await db.schema
    .createTable('passkeys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('public_key', 'bytea', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('device_type', 'text', (c) => c.notNull())
    .addColumn('backed_up', 'boolean', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('passkeys_user_idx').on('passkeys').column('user_id').execute();

  await db.schema
    .createTable('auth_flows')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('sign-in','link')`))
    .addColumn('stage', 'text', (c) =>
      c.notNull().defaultTo('started').check(sql`stage in ('started','sign-up','link')`),
    )
    .addColumn('state', 'text', (c) => c.notNull().unique())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('return_to', 'text')
    .addColumn('subject', 'text')
    .addColumn('claims', 'jsonb')
    .addColumn('existing_user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('mail_token_hash', 'bytea', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auth_flows_expires_idx').on('auth_flows').column('expires_at').execute();

  await db.schema
    .createTable('webauthn_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('challenge', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('register','authenticate')`))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('webauthn_challenges_expires_idx')
    .on('webauthn_challenges')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('data_exports')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ready_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('data_exports_user_idx').on('data_exports').column('user_id').execute();
  await db.schema.createIndex('data_exports_expires_idx').on('data_exports').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['data_exports', 'webauthn_challenges', 'auth_flows', 'passkeys', 'user_identities'])
    await db.schema.dropTable(table).execute();
  await sql`delete from users where deleted_at is not null`.execute(db);
  await sql`drop index users_username_lower_key`.execute(db);
  await sql`create unique index users_username_lower_key on users (lower(username))`.execute(db);
  await sql`alter table users drop constraint users_username_check`.execute(db);
  await sql`alter table users add constraint users_username_check check (username ~ '^[A-Za-z0-9_]{3,30}$')`.execute(
    db,
  );
  await db.schema
    .alterTable('users')
    .dropColumn('deleted_at')
    .dropColumn('terms_version')
    .dropColumn('terms_accepted_at')
    .dropColumn('privacy_version')
    .dropColumn('privacy_accepted_at')
    .execute();
  await sql`update users set password_hash = '!' where password_hash is null`.execute(db);
  await sql`alter table users alter column password_hash set not null`.execute(db);
}
