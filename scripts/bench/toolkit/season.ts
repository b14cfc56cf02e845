import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { accuracySql } from '../../../src/server/kernel/record.sql';
import { AVATAR_KEYS } from '../../../src/shared/constants';
import type { BenchDatabase } from './db';
import { intFromEnv } from './knobs';

// Set-based generation of a season for the boards, leagues and Fix User Streaks benchmarks: players, games, graded
// picks, and the standings rows, archived periods and boards a full recompute would give (streaks by window
// functions; each benchmark checks a sample against summarizeRecord and summarizePeriods, figures-check.ts).

async function step(client: pg.PoolClient, label: string, text: string, values: unknown[] = []) {
  const t0 = performance.now();
  const result = await client.query(text, values);
  console.log(`  ${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return result;
}

export interface SeasonSize {
  users: number;
  picksPerUser: number;
  games: number;
  days: number;
}

/** The season's size from the knobs USERS, PICKS_PER_USER, GAMES and DAYS, each with the benchmark's default. */
export function seasonSizeFromEnv(defaults: SeasonSize): SeasonSize {
  return {
    users: intFromEnv('USERS', defaults.users),
    picksPerUser: intFromEnv('PICKS_PER_USER', defaults.picksPerUser),
    games: intFromEnv('GAMES', defaults.games),
    days: intFromEnv('DAYS', defaults.days),
  };
}

/** Fills the empty migrated PostgreSQL `database` with a season whose games end an hour before `now`. */
export async function generateSeason(database: BenchDatabase, size: SeasonSize, now: Date): Promise<void> {
  const client = await database.pool!.connect();
  try {
    await fillSeason(client, size, now);
  } finally {
    client.release();
  }
}

async function fillSeason(client: pg.PoolClient, size: SeasonSize, now: Date): Promise<void> {
  await client.query(
    `set work_mem = '256MB'; set maintenance_work_mem = '1GB'; set synchronous_commit = off`,
  );
  // Figures are written in bulk below and the boards counted once at the end (boards_rebuild), instead of the
  // board triggers following each statement.
  await client.query(
    'alter table standings disable trigger user; alter table period_archive disable trigger user',
  );
  const sport = await client.query(
    `insert into sports (name, display_name) values ('Bench', 'Bench') returning id`,
  );
  const sportId = sport.rows[0].id;
  await client.query(
    `insert into teams (sport_id, name) select $1, 'Team ' || i from generate_series(1, 20) i`,
    [sportId],
  );
  const start = new Date(now.getTime() - size.days * 86_400_000);
  const spanMs = size.days * 86_400_000 - 3_600_000;
  // Teams (2i-1, 2i) meet in turn; 2% pushes, else a coin flip.
  await step(
    client,
    `${size.games} completed games`,
    `insert into games (sport_id, home_team_id, away_team_id, scheduled_time, status, winner_team_id, is_push,
       home_score, away_score, completed_at, graded_winner_team_id, graded_push, graded_at)
     select $1, t.home, t.away, $2::timestamptz + (i * $3::float8 / $4) * interval '1 millisecond',
       'completed', w.winner, w.push, 0, 0, now(), w.winner, w.push, now()
     from generate_series(0, $4 - 1) i
     cross join lateral (select random() as r) x
     cross join lateral (select min(id) + 2 * (i % 10) as home, min(id) + 2 * (i % 10) + 1 as away
                         from teams where sport_id = $1) t
     cross join lateral (select case when r < 0.02 then null when r < 0.51 then t.home else t.away end as winner,
                           r < 0.02 as push) w`,
    [sportId, start, spanMs, size.games],
  );
  await step(
    client,
    `${size.users} players`,
    `insert into users (username, email, password_hash, first_name, last_name, avatar_key, subscription_tier)
     select 'player_' || i, null, 'x', 'First' || i, 'Last' || i, ($2::text[])[1 + i % 16],
       case when i % 10 = 0 then 'premium' else 'free' end
     from generate_series(1, $1::int) i`,
    [size.users, [...AVATAR_KEYS]],
  );
  const bounds = await client.query('select min(id) as lo, max(id) as hi from users');
  const gameBounds = await client.query('select min(id) as lo from games');
  const secondary = ['picks_game_id_idx', 'picks_user_picked_at_idx', 'picks_picked_at_idx'];
  await client.query(secondary.map((name) => `drop index ${name}`).join(';'));
  const chunk = 100_000;
  const t0 = performance.now();
  const hi = Number(bounds.rows[0].hi);
  for (let lo = Number(bounds.rows[0].lo); lo <= hi; lo += chunk) {
    // Each player picks `picksPerUser` distinct games spread over the season (729 is prime to 2000).
    await client.query(
      `insert into picks (user_id, game_id, selected_team_id, picked_at)
       select u, g.id, s.team, g.scheduled_time - interval '2 hours'
       from generate_series($1::int, $2::int) u
       cross join generate_series(0, $3::int - 1) k
       join games g on g.id = $4::int + ((u::bigint * 7919 + k * 729) % $5::int)
       cross join lateral (
         select case when random() < 0.5 then g.home_team_id else g.away_team_id end as team) s`,
      [lo, Math.min(lo + chunk - 1, hi), size.picksPerUser, gameBounds.rows[0].lo, size.games],
    );
  }
  console.log(`  ${size.users * size.picksPerUser} picks: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  await step(
    client,
    'picks indexes',
    [
      'create index picks_game_id_idx on picks (game_id)',
      'create index picks_user_picked_at_idx on picks (user_id, picked_at)',
      'create index picks_picked_at_idx on picks (picked_at)',
    ].join(';'),
  );
  // The streak after each pick: wins since the last loss when there are any, else minus the losses since the
  // last win (a push changes neither), exactly as nextStreak walks the record.
  await step(
    client,
    'streak after every pick',
    `create unlogged table bench_streaks as
     with graded as (
       select p.user_id, g.scheduled_time, g.id as game_id,
         case when g.graded_push then 'push' when p.selected_team_id = g.graded_winner_team_id then 'win'
           else 'loss' end as result
       from picks p join games g on g.id = p.game_id
     ),
     ordered as (
       select *, row_number() over w as n,
         count(*) filter (where result = 'loss') over w as losses,
         count(*) filter (where result = 'win') over w as wins
       from graded
       window w as (partition by user_id order by scheduled_time, game_id rows unbounded preceding)
     )
     select user_id, scheduled_time, game_id, result, n,
       case when up > 0 then up else -down end as streak,
       date_trunc('week', scheduled_time at time zone 'America/New_York')::date as week,
       date_trunc('month', scheduled_time at time zone 'America/New_York')::date as month
     from (
       select *,
         count(*) filter (where result = 'win') over (partition by user_id, losses order by n) as up,
         count(*) filter (where result = 'loss') over (partition by user_id, wins order by n) as down
       from ordered
     ) runs`,
  );
  // Each player's newest pick places their standings row's week and month; every other period is archived.
  await step(
    client,
    'standings rows',
    `create unlogged table bench_newest as
     select user_id, (array_agg(streak order by n desc))[1] as current, greatest(max(streak), 0) as longest,
       count(*) filter (where result = 'win') as w, count(*) filter (where result = 'loss') as l,
       count(*) filter (where result = 'push') as p, (array_agg(scheduled_time order by n desc))[1] as last_time,
       (array_agg(game_id order by n desc))[1] as last_game, (array_agg(week order by n desc))[1] as week,
       (array_agg(month order by n desc))[1] as month
     from bench_streaks group by user_id;
     update standings s set current_streak = t.current, longest_streak = t.longest, total_wins = t.w,
       total_losses = t.l, total_pushes = t.p, total_picks = t.w + t.l + t.p,
       win_percentage = ${accuracySql('t.w', '(t.w + t.l + t.p)')},
       last_game_time = t.last_time, last_game_id = t.last_game
     from bench_newest t where s.user_id = t.user_id`,
  );
  for (const type of ['week', 'month'] as const) {
    const periods = `select b.user_id, b.${type} as start, count(*) filter (where result = 'win') as w,
         count(*) filter (where result = 'loss') as l, count(*) filter (where result = 'push') as p, count(*) as n,
         greatest(max(streak), 0) as peak, b.${type} = t.${type} as in_row
       from bench_streaks b join bench_newest t on t.user_id = b.user_id group by b.user_id, b.${type}, t.${type}`;
    await step(
      client,
      `${type} slots and archive`,
      `create unlogged table bench_periods as ${periods};
       update standings s set ${type}_start = x.start, ${type}_wins = x.w, ${type}_pushes = x.p,
         ${type}_picks = x.n, ${type}_peak = x.peak
       from bench_periods x where x.user_id = s.user_id and x.in_row;
       insert into period_archive (period_type, period_start, user_id, wins, losses, pushes, picks, peak_streak)
       select '${type === 'week' ? 'weekly' : 'monthly'}', start, user_id, w, l, p, n, peak from bench_periods where not in_row;
       drop table bench_periods`,
    );
  }
  await client.query('drop table bench_newest');
  await step(client, 'boards', 'select boards_rebuild()');
  await client.query(
    'alter table standings enable trigger user; alter table period_archive enable trigger user',
  );
  await client.query('drop table bench_streaks');
  await step(client, 'vacuum analyze', 'vacuum analyze');
}
