import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
// A batch of new picks' reads in one round trip (ADR 0035, group commit): `pick_facts` for many (game, player,
// zone day) items at once. The games' rows are share-locked, then the players' rows locked for update, each set
// in id order, so two batches (and a batch and a single pick) always take locks in the same order and cannot
// deadlock on each other. Then, in a statement that starts after every lock is held (a PL/pgSQL function runs
// each statement with a fresh snapshot under read committed), one row per item, in the items' order: the game's
// facts (null columns when no such game), the player's (null when no such player), the database clock, and the
// player's picks the daily cap counts, as `pick_facts` reads them. It only reads and locks: the rules decide in
// the application, which then inserts.
// `p_items`: a JSON array of {"game": int, "user": int, "from": timestamptz, "to": timestamptz}.
export async function up(db: Kysely<any>): Promise<void> {
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
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function pick_facts_many(json)`.execute(db);
}
