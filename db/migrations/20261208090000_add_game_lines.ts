import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
// The line on a game (issue 42): the feed's (or the admin's) point spread and over/under, its source and when it
// was read. Picks stay straight-up; the line only names the underdog (the team getting points) and shows on the
// card. The spread is kept as the points the favourite gives (>= 0) with the favourite's side; 0 is a pick'em
// (no favourite). A game has a line when it has a source and an as-of time, and then a spread or an over/under.
// `pick_facts_many` also returns the spread, since a pick decides its underdog from it.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table games
      add column line_favorite text,
      add column line_spread numeric(5, 2),
      add column line_over_under numeric(6, 2),
      add column line_details text,
      add column line_source text,
      add column line_as_of timestamptz,
      add constraint games_line_favorite_check check (line_favorite in ('home', 'away')),
      add constraint games_line_spread_check check (line_spread >= 0 and line_spread <= 100),
      add constraint games_line_over_under_check check (line_over_under > 0 and line_over_under <= 1000),
      add constraint games_line_favorite_spread_check check (line_favorite is null or line_spread > 0),
      add constraint games_line_complete_check check (
        (line_source is null and line_as_of is null and line_spread is null and line_over_under is null
          and line_favorite is null and line_details is null)
        or (line_source is not null and line_as_of is not null
          and (line_spread is not null or line_over_under is not null)))`.execute(db);
  await sql`drop function pick_facts_many(json)`.execute(db);
  await sql`
    create function pick_facts_many(p_items json)
    returns table (
      item integer,
      id integer, status text, scheduled_time timestamptz, home_team_id integer, away_team_id integer,
      home_team_wins integer, home_team_losses integer, home_team_ties integer,
      away_team_wins integer, away_team_losses integer, away_team_ties integer,
      home_wins integer, home_losses integer, home_ties integer,
      away_wins integer, away_losses integer, away_ties integer,
      line_favorite text, line_spread numeric,
      user_id integer, subscription_tier text, timezone text, now timestamptz,
      day_from timestamptz, day_to timestamptz, in_stored_day bigint, in_zone_day bigint, already_picked boolean
    )
    language plpgsql volatile
    as $$
    #variable_conflict use_column
    begin
      perform 1 from games g
      where g.id in (select (e->>'game')::int from json_array_elements(p_items) as e)
      order by g.id
      for share;
      perform 1 from users u
      where u.id in (select (e->>'user')::int from json_array_elements(p_items) as e)
      order by u.id
      for update;
      return query
        with v as (
          select n::int as item, (e->>'game')::int as game_id, (e->>'user')::int as user_id,
            (e->>'from')::timestamptz as zone_from, (e->>'to')::timestamptz as zone_to
          from json_array_elements(p_items) with ordinality as t(e, n)
        )
        select v.item, g.id, g.status, g.scheduled_time, g.home_team_id, g.away_team_id,
          g.home_team_wins, g.home_team_losses, g.home_team_ties,
          g.away_team_wins, g.away_team_losses, g.away_team_ties,
          h.wins, h.losses, h.ties, a.wins, a.losses, a.ties,
          g.line_favorite, g.line_spread,
          u.id, u.subscription_tier, u.timezone, now(),
          d.day_from, d.day_to,
          (select count(*) from picks p
            where p.user_id = v.user_id and p.picked_at >= d.day_from and p.picked_at < d.day_to),
          (select count(*) from picks p
            where p.user_id = v.user_id and p.picked_at >= v.zone_from and p.picked_at < v.zone_to),
          exists (select 1 from picks p where p.user_id = v.user_id and p.game_id = v.game_id)
        from v
        left join games g on g.id = v.game_id
        left join teams h on h.id = g.home_team_id
        left join teams a on a.id = g.away_team_id
        left join users u on u.id = v.user_id
        left join pick_days d on d.user_id = v.user_id
        order by v.item;
    end
    $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function pick_facts_many(json)`.execute(db);
  await sql`
    create function pick_facts_many(p_items json)
    returns table (
      item integer,
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
    begin
      perform 1 from games g
      where g.id in (select (e->>'game')::int from json_array_elements(p_items) as e)
      order by g.id
      for share;
      perform 1 from users u
      where u.id in (select (e->>'user')::int from json_array_elements(p_items) as e)
      order by u.id
      for update;
      return query
        with v as (
          select n::int as item, (e->>'game')::int as game_id, (e->>'user')::int as user_id,
            (e->>'from')::timestamptz as zone_from, (e->>'to')::timestamptz as zone_to
          from json_array_elements(p_items) with ordinality as t(e, n)
        )
        select v.item, g.id, g.status, g.scheduled_time, g.home_team_id, g.away_team_id,
          g.home_team_wins, g.home_team_losses, g.home_team_ties,
          g.away_team_wins, g.away_team_losses, g.away_team_ties,
          h.wins, h.losses, h.ties, a.wins, a.losses, a.ties,
          u.id, u.subscription_tier, u.timezone, now(),
          d.day_from, d.day_to,
          (select count(*) from picks p
            where p.user_id = v.user_id and p.picked_at >= d.day_from and p.picked_at < d.day_to),
          (select count(*) from picks p
            where p.user_id = v.user_id and p.picked_at >= v.zone_from and p.picked_at < v.zone_to),
          exists (select 1 from picks p where p.user_id = v.user_id and p.game_id = v.game_id)
        from v
        left join games g on g.id = v.game_id
        left join teams h on h.id = g.home_team_id
        left join teams a on a.id = g.away_team_id
        left join users u on u.id = v.user_id
        left join pick_days d on d.user_id = v.user_id
        order by v.item;
    end
    $$`.execute(db);
  await sql`
    alter table games
      drop column line_favorite,
      drop column line_spread,
      drop column line_over_under,
      drop column line_details,
      drop column line_source,
      drop column line_as_of`.execute(db);
}
