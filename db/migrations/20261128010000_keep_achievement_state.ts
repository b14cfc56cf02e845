import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
// Achievements are decided as a grading or a pick happens, from kept per-player state instead of the player's
// whole history: comeback_kid needs to know whether the current winning run began right after five losses or
// more, and the pick-time achievements count the player's picks by the wall clock they were made at.
//
// comeback_armed starts false; the admin's Fix User Streaks (a full recompute) sets it from each record. The
// tallies start from the picks already made, read in each player's time zone of today.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table standings add column comeback_armed boolean not null default false`.execute(db);
  await sql`
    create table pick_tallies (
      user_id integer primary key references users (id) on delete cascade,
      picks integer not null default 0 check (picks >= 0),
      early integer not null default 0 check (early >= 0),
      night integer not null default 0 check (night >= 0),
      weekend integer not null default 0 check (weekend >= 0),
      underdog integer not null default 0 check (underdog >= 0)
    )`.execute(db);
  await sql`
    insert into pick_tallies (user_id, picks, early, night, weekend, underdog)
    select p.user_id, count(*),
      count(*) filter (where extract(hour from p.picked_at at time zone u.timezone) < 6),
      count(*) filter (where extract(hour from p.picked_at at time zone u.timezone) >= 22),
      count(*) filter (where extract(isodow from p.picked_at at time zone u.timezone) >= 6),
      count(*) filter (where p.is_underdog)
    from picks p join users u on u.id = p.user_id
    group by p.user_id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pick_tallies').execute();
  await sql`alter table standings drop column comeback_armed`.execute(db);
}
