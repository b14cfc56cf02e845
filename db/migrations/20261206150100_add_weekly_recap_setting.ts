import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
// The weekly recap (issue 41): on unless the player turns it off in Settings. Each week's recap is decided once per
// player by its key in notifications_sent, so it needs no table of its own.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column weekly_recap boolean not null default true`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table users drop column weekly_recap`.execute(db);
}
