import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
// The weekly and monthly boards sort by peak streak, wins, rounded accuracy and user id: one index in exactly
// that order makes a top-100 page a range scan of 100 entries, with no sort and no parallel workers. Grading
// writes these rows for every graded pick, so the user_id index goes: a primary key that starts with the
// user serves the lookups by user just as well, and each write maintains one index less.
export async function up(db: Kysely<any>): Promise<void> {
  // A row exists only for a period with graded picks ("players with no graded pick are not listed"), which
  // also keeps the accuracy expression below from dividing by zero.
  await sql`alter table period_standings add constraint period_standings_has_picks check (picks > 0)`.execute(
    db,
  );
  await sql`drop index period_standings_rank_idx`.execute(db);
  await sql`create index period_standings_board_idx on period_standings (period_type, period_start,
    peak_streak desc, wins desc, ((200 * wins + picks) / (2 * picks)) desc, user_id)`.execute(db);
  await sql`alter table period_standings drop constraint period_standings_pkey`.execute(db);
  await sql`alter table period_standings add constraint period_standings_pkey
    primary key (user_id, period_type, period_start)`.execute(db);
  await sql`drop index period_standings_user_idx`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index period_standings_user_idx on period_standings (user_id)`.execute(db);
  await sql`alter table period_standings drop constraint period_standings_pkey`.execute(db);
  await sql`alter table period_standings add constraint period_standings_pkey
    primary key (period_type, period_start, user_id)`.execute(db);
  await sql`drop index period_standings_board_idx`.execute(db);
  await sql`create index period_standings_rank_idx on period_standings
    (period_type, period_start, peak_streak desc, wins desc)`.execute(db);
  await sql`alter table period_standings drop constraint period_standings_has_picks`.execute(db);
}
