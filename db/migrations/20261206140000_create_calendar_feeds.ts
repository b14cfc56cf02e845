import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
// A player's private calendar feed (an iCalendar subscription URL): the hash of its secret token (the URL's token
// is shown once to its player and stored nowhere in the clear), and the sports it lists (null: every sport).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table calendar_feeds (
    user_id integer primary key references users (id) on delete cascade,
    token_hash text not null unique,
    sports text[],
    created_at timestamptz not null default now()
  )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table calendar_feeds`.execute(db);
}
