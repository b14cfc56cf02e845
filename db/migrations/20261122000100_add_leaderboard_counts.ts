import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
// A board's "N players" and a player's weekly position must not count hundreds of thousands of rows per
// request. Statement-level triggers keep two small tables right whoever writes (grading, recompute, seeds,
// account deletion), and a statement that writes 100,000 rows adjusts them once:
// - leaderboard_counts: players per board ('week'/'month' and its first day; 'alltime', '-infinity');
// - leaderboard_rank_groups: players per week or month and (peak streak, wins, rounded accuracy), the keys
//   the boards rank by, so a rank is 1 + the players of the groups ahead (a few hundred rows at most).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table leaderboard_counts (
      board text not null check (board in ('week', 'month', 'alltime')),
      period_start date not null,
      players integer not null check (players >= 0),
      primary key (board, period_start)
    )`.execute(db);
  await sql`
    create table leaderboard_rank_groups (
      period_type text not null check (period_type in ('week', 'month')),
      period_start date not null,
      peak_streak integer not null,
      wins integer not null,
      win_percentage integer not null,
      players integer not null check (players >= 0),
      primary key (period_type, period_start, peak_streak, wins, win_percentage)
    )`.execute(db);

  await createCountingTriggers(db);

  await countLeaderboards(db);
}

/** Fills leaderboard_counts and leaderboard_rank_groups from the figures (also used by a later migration's down). */
export async function countLeaderboards(db: Kysely<any>): Promise<void> {
  await sql`
    insert into leaderboard_counts (board, period_start, players)
    select period_type, period_start, count(*) from period_standings group by 1, 2
    union all
    select 'alltime', '-infinity', count(*) from users where total_picks > 0`.execute(db);
  await sql`
    insert into leaderboard_rank_groups
      (period_type, period_start, peak_streak, wins, win_percentage, players)
    select period_type, period_start, peak_streak, wins, (200 * wins + picks) / (2 * picks), count(*)
    from period_standings group by 1, 2, 3, 4, 5`.execute(db);
}

/**
 * The trigger functions and triggers that keep leaderboard_counts and leaderboard_rank_groups right (also
 * restored by a later migration's down).
 */
export async function createCountingTriggers(db: Kysely<any>): Promise<void> {
  // One function for the three events of period_standings: +1 per new row, -1 per old row, by group. Groups
  // and counts are updated where they exist and inserted where they do not (an upsert would check a
  // negative proposed row against players >= 0).
  await sql`
    create function leaderboard_standings_changed() returns trigger language plpgsql as $fn$
    declare
      source text := 'select period_type, period_start, peak_streak, wins,
        (200 * wins + picks) / (2 * picks) as win_percentage, %s as d from %s';
      delta text;
    begin
      delta := case tg_op
        when 'INSERT' then format(source, '1', 'new_rows')
        when 'DELETE' then format(source, '-1', 'old_rows')
        else format(source, '1', 'new_rows') || ' union all ' || format(source, '-1', 'old_rows') end;
      execute format($q$
        with x as (
          select period_type, period_start, peak_streak, wins, win_percentage, sum(d)::int as d
          from (%s) r group by 1, 2, 3, 4, 5 having sum(d) <> 0
        ), bumped as (
          update leaderboard_rank_groups g set players = g.players + x.d from x
          where (g.period_type, g.period_start, g.peak_streak, g.wins, g.win_percentage)
            = (x.period_type, x.period_start, x.peak_streak, x.wins, x.win_percentage)
          returning g.period_type, g.period_start, g.peak_streak, g.wins, g.win_percentage
        )
        insert into leaderboard_rank_groups
          (period_type, period_start, peak_streak, wins, win_percentage, players)
        select * from x where not exists (
          select 1 from bumped b
          where (b.period_type, b.period_start, b.peak_streak, b.wins, b.win_percentage)
            = (x.period_type, x.period_start, x.peak_streak, x.wins, x.win_percentage))
      $q$, delta);
      -- An update moves players between groups; only inserts and deletes change how many there are.
      if tg_op <> 'UPDATE' then
        execute format($q$
          with x as (
            select period_type, period_start, sum(d)::int as d from (%s) r group by 1, 2 having sum(d) <> 0
          ), bumped as (
            update leaderboard_counts c set players = c.players + x.d from x
            where c.board = x.period_type and c.period_start = x.period_start
            returning c.board, c.period_start
          )
          insert into leaderboard_counts (board, period_start, players)
          select * from x where not exists (
            select 1 from bumped b where b.board = x.period_type and b.period_start = x.period_start)
        $q$, delta);
      end if;
      return null;
    end $fn$`.execute(db);
  // A player is on the all-time board while total_picks > 0.
  await sql`
    create function leaderboard_users_changed() returns trigger language plpgsql as $$
    declare
      delta bigint := 0;
    begin
      if tg_op in ('INSERT', 'UPDATE') then
        delta := delta + (select count(*) from new_rows where total_picks > 0);
      end if;
      if tg_op in ('UPDATE', 'DELETE') then
        delta := delta - (select count(*) from old_rows where total_picks > 0);
      end if;
      if delta <> 0 then
        update leaderboard_counts set players = players + delta
        where board = 'alltime' and period_start = '-infinity';
      end if;
      return null;
    end $$`.execute(db);

  for (const [table, fn] of [
    ['period_standings', 'leaderboard_standings_changed'],
    ['users', 'leaderboard_users_changed'],
  ] as const) {
    await sql`create trigger ${sql.raw(`${table}_counted_on_insert`)} after insert on ${sql.raw(table)}
      referencing new table as new_rows for each statement execute function ${sql.raw(fn)}()`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_counted_on_update`)} after update on ${sql.raw(table)}
      referencing old table as old_rows new table as new_rows
      for each statement execute function ${sql.raw(fn)}()`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_counted_on_delete`)} after delete on ${sql.raw(table)}
      referencing old table as old_rows for each statement execute function ${sql.raw(fn)}()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['period_standings', 'users']) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`drop trigger ${sql.raw(`${table}_counted_on_${event}`)} on ${sql.raw(table)}`.execute(db);
    }
  }
  await sql`drop function leaderboard_users_changed()`.execute(db);
  await sql`drop function leaderboard_standings_changed()`.execute(db);
  await sql`drop table leaderboard_rank_groups`.execute(db);
  await sql`drop table leaderboard_counts`.execute(db);
}
