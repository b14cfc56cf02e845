import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
// A player's language (issue 45): English or Spanish, for the e-mails and pushes the server sends them and the
// app's screens. Accounts made before it speak English, as they always have; sign-up sets it from the browser.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column locale text not null default 'en'`.execute(db);
  await sql`alter table users add constraint users_locale_check check (locale in ('en', 'es'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table users drop column locale`.execute(db);
}
