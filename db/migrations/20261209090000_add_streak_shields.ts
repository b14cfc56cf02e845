import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
// The earned streak shield (issue 42, ADR 0050): a pick may carry the player's shield (armed before its game
// locks); the standings row says whether the player holds one after their graded record, and each checkpoint
// whether they held one before the pick, so a correction walks on from it as from every other figure. Every record
// before this migration holds no shield and armed none, which is what the defaults say.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table picks add column shield_armed boolean not null default false`.execute(db);
  await sql`alter table standings add column shield_held boolean not null default false`.execute(db);
  await sql`alter table record_checkpoints add column shield_held boolean not null default false`.execute(db);
  // "Armed elsewhere": a player's armed picks are few, found by user.
  await sql`create index picks_shield_armed_idx on picks (user_id) where shield_armed`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index picks_shield_armed_idx`.execute(db);
  await sql`alter table record_checkpoints drop column shield_held`.execute(db);
  await sql`alter table standings drop column shield_held`.execute(db);
  await sql`alter table picks drop column shield_armed`.execute(db);
}
