import { type Kysely, sql } from 'kysely';
import { createBoardKeeping, dropBoardKeeping } from '../migration-support/boards-20261125';
import { countLeaderboards, createCountingTriggers } from './20261122000100_add_leaderboard_counts';

// Frozen in time: this file never imports application code.
//
// Grading a game writes one narrow row per player (ADR 0014):
// - a pick's result is read from its game's graded outcome (games.graded_*); picks keep only hand-made results;
// - standings holds a player's all-time figures, this week and month (the period of their newest graded pick)
//   and the week and month before, in one row updated in place (room on every page, no index but the key);
// - period_archive holds the older weeks and months; a job moves the "before" slots there between gradings;
// - boards keep counts, rank groups and a top list each (db/migration-support/boards-20261125.ts) instead of
//   indexes on the figures, which would turn every graded pick into index writes.

const NEW_YORK = sql.lit('America/New_York');

const slotColumns = (slot: string) =>
  sql.raw(`
  ${slot}_start date,
  ${slot}_wins smallint not null default 0,
  ${slot}_pushes smallint not null default 0,
  ${slot}_picks smallint not null default 0,
  ${slot}_peak smallint not null default 0,
  constraint standings_${slot}_slot check (
    (${slot}_start is null) = (${slot}_picks = 0) and ${slot}_wins >= 0 and ${slot}_pushes >= 0
    and ${slot}_wins + ${slot}_pushes <= ${slot}_picks and ${slot}_peak >= 0)`);

async function createStandings(db: Kysely<any>): Promise<void> {
  await sql`
    create table standings (
      user_id integer primary key references users(id) on delete cascade,
      current_streak integer not null default 0,
      longest_streak integer not null default 0 check (longest_streak >= 0),
      total_wins integer not null default 0 check (total_wins >= 0),
      total_losses integer not null default 0 check (total_losses >= 0),
      total_pushes integer not null default 0 check (total_pushes >= 0),
      total_picks integer not null default 0,
      win_percentage integer not null default 0 check (win_percentage between 0 and 100),
      -- The newest graded pick's game, in record order: a grading after it extends the record in place.
      last_game_time timestamptz,
      last_game_id integer,
      ${slotColumns('week')},
      ${slotColumns('prev_week')},
      ${slotColumns('month')},
      ${slotColumns('prev_month')},
      constraint standings_picks_add_up check (total_wins + total_losses + total_pushes = total_picks)
    ) with (fillfactor = 50)`.execute(db);
  await sql`
    create function standings_for_new_users() returns trigger language plpgsql as $$
    begin
      insert into standings (user_id) select id from new_rows;
      return null;
    end $$`.execute(db);
  await sql`create trigger users_get_standings after insert on users referencing new table as new_rows
    for each statement execute function standings_for_new_users()`.execute(db);
}

/** Figures move from users and period_standings into standings; the older periods stay as the archive. */
async function moveFigures(db: Kysely<any>): Promise<void> {
  await sql`
    with newest as (
      select distinct on (p.user_id) p.user_id, g.scheduled_time, g.id
      from picks p join games g on g.id = p.game_id
      where g.graded_winner_team_id is not null or g.graded_push or p.manual_result is not null
      order by p.user_id, g.scheduled_time desc, g.id desc
    )
    insert into standings (user_id, current_streak, longest_streak, total_wins, total_losses, total_pushes,
      total_picks, win_percentage, last_game_time, last_game_id)
    select u.id, u.current_streak, u.longest_streak, u.total_wins, u.total_losses, u.total_pushes, u.total_picks,
      u.win_percentage, n.scheduled_time, n.id
    from users u left join newest n on n.user_id = u.id`.execute(db);
  for (const type of ['week', 'month'] as const) {
    await sql`
      update standings s set ${sql.raw(`${type}_start`)} = p.period_start, ${sql.raw(`${type}_wins`)} = p.wins,
        ${sql.raw(`${type}_pushes`)} = p.pushes, ${sql.raw(`${type}_picks`)} = p.picks,
        ${sql.raw(`${type}_peak`)} = p.peak_streak
      from period_standings p
      where p.user_id = s.user_id and p.period_type = ${type}
        and p.period_start = date_trunc(${type}, s.last_game_time at time zone ${NEW_YORK})::date`.execute(
      db,
    );
    await sql`
      delete from period_standings p using standings s
      where p.user_id = s.user_id and p.period_type = ${type}
        and p.period_start = ${sql.raw(`s.${type}_start`)}`.execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table games
      add column graded_winner_team_id integer references teams(id) on delete restrict,
      add column graded_push boolean not null default false,
      add column graded_at timestamptz,
      add constraint games_graded_winner_is_a_team
        check (graded_winner_team_id is null or graded_winner_team_id in (home_team_id, away_team_id)),
      add constraint games_graded_outcome check (not (graded_push and graded_winner_team_id is not null)
        and ((graded_winner_team_id is not null or graded_push) = (graded_at is not null)))`.execute(db);
  await sql`
    update games set graded_winner_team_id = winner_team_id, graded_push = is_push,
      graded_at = coalesce(completed_at, updated_at)
    where status = 'completed' and (winner_team_id is not null or is_push)`.execute(db);
  await sql`alter table picks rename column result to manual_result`.execute(db);
  await sql`alter table picks rename column graded_at to manual_graded_at`.execute(db);
  await sql`
    update picks p set manual_result = null, manual_graded_at = null from games g
    where g.id = p.game_id and g.graded_at is not null and p.manual_result is not null`.execute(db);

  for (const table of ['period_standings', 'users']) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`drop trigger ${sql.raw(`${table}_counted_on_${event}`)} on ${sql.raw(table)}`.execute(db);
    }
  }
  await sql`drop function leaderboard_users_changed()`.execute(db);
  await sql`drop function leaderboard_standings_changed()`.execute(db);

  await createStandings(db);
  await moveFigures(db);

  await sql`drop index period_standings_board_idx`.execute(db);
  await sql`alter table period_standings drop column updated_at`.execute(db);
  await sql`alter table period_standings rename to period_archive`.execute(db);
  await sql`alter table period_archive rename constraint period_standings_pkey to period_archive_pkey`.execute(
    db,
  );
  await sql`create index period_archive_period_idx on period_archive (period_type, period_start)`.execute(db);
  await sql`drop index users_alltime_rank_idx`.execute(db);
  await sql`
    alter table users drop column current_streak, drop column longest_streak, drop column total_wins,
      drop column total_losses, drop column total_pushes, drop column total_picks, drop column win_percentage`.execute(
    db,
  );

  await createBoardKeeping(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropBoardKeeping(db);
  await sql`
    alter table users
      add column current_streak integer not null default 0,
      add column longest_streak integer not null default 0 check (longest_streak >= 0),
      add column total_wins integer not null default 0 check (total_wins >= 0),
      add column total_losses integer not null default 0 check (total_losses >= 0),
      add column total_pushes integer not null default 0 check (total_pushes >= 0),
      add column total_picks integer not null default 0 check (total_picks >= 0),
      add column win_percentage integer not null default 0 check (win_percentage between 0 and 100),
      add constraint users_picks_add_up check (total_wins + total_losses + total_pushes = total_picks)`.execute(
    db,
  );
  await sql`
    update users u set current_streak = s.current_streak, longest_streak = s.longest_streak,
      total_wins = s.total_wins, total_losses = s.total_losses, total_pushes = s.total_pushes,
      total_picks = s.total_picks, win_percentage = s.win_percentage
    from standings s where s.user_id = u.id`.execute(db);
  await sql`create index users_alltime_rank_idx on users (total_wins desc, win_percentage desc, longest_streak desc)
    where total_picks > 0`.execute(db);

  await sql`drop index period_archive_period_idx`.execute(db);
  await sql`alter table period_archive rename constraint period_archive_pkey to period_standings_pkey`.execute(
    db,
  );
  await sql`alter table period_archive rename to period_standings`.execute(db);
  await sql`alter table period_standings add column updated_at timestamptz not null default now()`.execute(
    db,
  );
  for (const slot of ['week', 'prev_week', 'month', 'prev_month']) {
    await sql`
      insert into period_standings (period_type, period_start, user_id, wins, losses, pushes, picks, peak_streak)
      select ${slot.endsWith('week') ? 'week' : 'month'}, ${sql.raw(`${slot}_start`)}, user_id,
        ${sql.raw(`${slot}_wins, ${slot}_picks - ${slot}_wins - ${slot}_pushes, ${slot}_pushes`)},
        ${sql.raw(`${slot}_picks, ${slot}_peak`)}
      from standings where ${sql.raw(`${slot}_picks`)} > 0`.execute(db);
  }
  await sql`create index period_standings_board_idx on period_standings (period_type, period_start,
    peak_streak desc, wins desc, ((200 * wins + picks) / (2 * picks)) desc, user_id)`.execute(db);
  await sql`drop trigger users_get_standings on users`.execute(db);
  await sql`drop function standings_for_new_users()`.execute(db);
  await sql`drop table standings`.execute(db);

  await sql`delete from leaderboard_counts`.execute(db);
  await sql`delete from leaderboard_rank_groups`.execute(db);
  await countLeaderboards(db);
  await createCountingTriggers(db);

  await sql`alter table picks rename column manual_result to result`.execute(db);
  await sql`alter table picks rename column manual_graded_at to graded_at`.execute(db);
  await sql`
    update picks p set graded_at = g.graded_at,
      result = case when g.graded_push then 'push' when p.selected_team_id = g.graded_winner_team_id then 'win'
        else 'loss' end
    from games g where g.id = p.game_id and g.graded_at is not null`.execute(db);
  await sql`
    alter table games drop constraint games_graded_outcome, drop constraint games_graded_winner_is_a_team,
      drop column graded_at, drop column graded_push, drop column graded_winner_team_id`.execute(db);
}
