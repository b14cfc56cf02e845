import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
// One row per graded pick: the player's record as it stood just before it (issue 46, ADR 0046). A correction (Fix
// Score, a hand grade, a deletion, a late grading) walks each player's record from the changed pick onward, starting
// from its checkpoint, instead of from the record's first pick. Keyed by game first: a grading writes its game's
// rows at the end of the index, and a correction reads them by game. No foreign keys: a grading writes 100,000 rows
// at once and a check per row would cost about as much as the writing; the grading module deletes its game's rows
// with the game, and account deletion keeps the player's row.
// A database from before starts with none: a correction of a pick without one recomputes its player whole (as every
// correction did before) and writes them, and Fix User Streaks writes them for everyone.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table record_checkpoints (
      game_id integer not null,
      user_id integer not null,
      -- The game of the player's graded pick before this one in record order (null for the first).
      prev_game_id integer,
      streak integer not null,
      longest integer not null check (longest >= 0),
      -- The highest winning streak after an earlier pick of this pick's week (month), 0 if none.
      week_peak smallint not null check (week_peak >= 0),
      month_peak smallint not null check (month_peak >= 0),
      comeback_armed boolean not null,
      primary key (game_id, user_id)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table record_checkpoints`.execute(db);
}
