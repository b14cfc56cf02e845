import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
// A player's time zone is any IANA zone (the app checks it against Intl's list), no longer one of eight: the
// check keeps only the shape of a zone name. And whether the player chose their zone (at sign-up or in
// Settings): until they have, the app proposes the device's zone. A zone other than the default can only have
// been chosen, so those players count as having chosen; the rest are asked once their device's zone differs.
const SPEC_ZONES = `('America/New_York','America/Chicago','America/Denver','America/Los_Angeles','America/Phoenix','America/Anchorage','Pacific/Honolulu','UTC')`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users drop constraint users_timezone_check`.execute(db);
  await sql`alter table users add constraint users_timezone_check
    check (timezone = 'UTC' or (length(timezone) <= 64 and timezone ~ '^[A-Z][A-Za-z_]*(/[A-Za-z0-9_+-]+){1,2}$'))`.execute(
    db,
  );
  await db.schema
    .alterTable('users')
    .addColumn('timezone_chosen', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await sql`update users set timezone_chosen = true where timezone <> 'America/New_York'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('timezone_chosen').execute();
  // The eight zones again: players elsewhere go back to the default.
  await sql`update users set timezone = 'America/New_York' where timezone not in ${sql.raw(SPEC_ZONES)}`.execute(
    db,
  );
  await sql`alter table users drop constraint users_timezone_check`.execute(db);
  await sql`alter table users add constraint users_timezone_check check (timezone in ${sql.raw(SPEC_ZONES)})`.execute(
    db,
  );
}
