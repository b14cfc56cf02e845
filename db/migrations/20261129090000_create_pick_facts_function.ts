import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
// A new pick's reads in one round trip (ADR 0032): the game's row share-locked, then the player's row locked
// for update, then, in a statement that starts after that lock is held (a PL/pgSQL function runs each of its
// statements with a fresh snapshot under read committed), the player's picks the daily cap counts. Two
// statements that were two round trips, each parsed and planned on every call; a function keeps its plans
// per connection. It only reads and locks: the rules decide in the application, which then inserts.
// No game: no row, nothing locked. A game but no player: the player's columns are null.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function pick_facts(p_game_id integer, p_user_id integer, p_zone_from timestamptz, p_zone_to timestamptz)
    returns table (
      id integer, status text, scheduled_time timestamptz, home_team_id integer, away_team_id integer,
      home_team_wins integer, home_team_losses integer, home_team_ties integer,
      away_team_wins integer, away_team_losses integer, away_team_ties integer,
      home_wins integer, home_losses integer, home_ties integer,
      away_wins integer, away_losses integer, away_ties integer,
      user_id integer, subscription_tier text, timezone text, now timestamptz,
      day_from timestamptz, day_to timestamptz, in_stored_day bigint, in_zone_day bigint, already_picked boolean
    )
    language plpgsql volatile
    as $$
    #variable_conflict use_column
    declare
      game record;
      player_id integer;
      player_tier text;
      player_zone text;
    begin
      select g.id, g.status, g.scheduled_time, g.home_team_id, g.away_team_id,
        g.home_team_wins, g.home_team_losses, g.home_team_ties,
        g.away_team_wins, g.away_team_losses, g.away_team_ties,
        h.wins as home_wins, h.losses as home_losses, h.ties as home_ties,
        a.wins as away_wins, a.losses as away_losses, a.ties as away_ties
      into game
      from games g
      join teams h on h.id = g.home_team_id
      join teams a on a.id = g.away_team_id
      where g.id = p_game_id
      for share of g;
      if not found then
        return;
      end if;
      select u.id, u.subscription_tier, u.timezone into player_id, player_tier, player_zone
      from users u where u.id = p_user_id for update;
      return query
        select game.id, game.status, game.scheduled_time, game.home_team_id, game.away_team_id,
          game.home_team_wins, game.home_team_losses, game.home_team_ties,
          game.away_team_wins, game.away_team_losses, game.away_team_ties,
          game.home_wins, game.home_losses, game.home_ties,
          game.away_wins, game.away_losses, game.away_ties,
          player_id, player_tier, player_zone, now(),
          d.day_from, d.day_to,
          (select count(*) from picks p
            where p.user_id = p_user_id and p.picked_at >= d.day_from and p.picked_at < d.day_to),
          (select count(*) from picks p
            where p.user_id = p_user_id and p.picked_at >= p_zone_from and p.picked_at < p_zone_to),
          exists (select 1 from picks p where p.user_id = p_user_id and p.game_id = p_game_id)
        from (select 1) as one
        left join pick_days d on d.user_id = p_user_id;
    end
    $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function pick_facts(integer, integer, timestamptz, timestamptz)`.execute(db);
}
