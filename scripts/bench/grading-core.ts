import { performance } from 'node:perf_hooks';
import pg from 'pg';

// What grading a 100,000-pick game costs in the leanest data model there is for it, measured part by part:
// - no pick row is written (a pick's result would be read from its game);
// - one row per player holds every figure (all-time, this week, this month), updated in place with room on
//   the page and no index but the primary key, so every update is HOT;
// - the three boards are rank groups (players per ranking key), moved by one aggregate of old and new keys;
//   no board index, no top list, no events, no achievements.
// Scratch tables in the database at DATABASE_URL (default the server's postgres database), dropped again.
// DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx scripts/bench/grading-core.ts
// PLAYERS (default 100,000: every player picks the game, as in grading.ts; 1,000,000 for a big site),
// PICKS (100,000), RUNS (5 per part).
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PLAYERS = Number(process.env.PLAYERS ?? 100_000);
const PICKS = Number(process.env.PICKS ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 5);
const WEEK = "'2026-11-16'::date";
const MONTH = "'2026-11-01'::date";
// UNLOGGED=1: the figures and groups skip the write-ahead log (lost in a crash, rebuilt from the picks).
const TABLE = process.env.UNLOGGED === '1' ? 'create unlogged table' : 'create table';

// A board's rounded accuracy, as the product computes it.
const pct = (wins: string, picks: string) => `(200 * (${wins}) + ${picks}) / (2 * (${picks}))`;

const client = new pg.Client({ connectionString: url });
await client.connect();

const setup = [
  'drop table if exists core_figures, core_picks, core_groups',
  `${TABLE} core_figures (user_id int primary key, current_streak int not null, longest_streak int not null,
    wins int not null, losses int not null, picks int not null, last_game int not null,
    week_start date not null, week_wins int not null, week_losses int not null, week_picks int not null,
    week_peak int not null, month_start date not null, month_wins int not null, month_losses int not null,
    month_picks int not null, month_peak int not null, updated_at timestamptz) with (fillfactor = 60)`,
  `insert into core_figures select i, (i % 7) - 3, 5, 10 + i % 9, 10, 20 + i % 9, 0, ${WEEK}, 2, 2, 4, i % 3,
    ${MONTH}, 5 + i % 4, 5, 10 + i % 4, i % 5, null from generate_series(1, ${PLAYERS}) i`,
  // The picks table of the product: its five indexes, so finding a game's picks costs what it costs there.
  `create table core_picks (id int generated always as identity primary key, user_id int not null,
    game_id int not null, selected_team_id int not null, picked_at timestamptz not null default now(),
    result text, unique (user_id, game_id))`,
  'create index on core_picks (game_id)',
  'create index on core_picks (user_id, picked_at)',
  'create index on core_picks (picked_at)',
  `${TABLE} core_groups (board text, period_start date, a int, b int, c int, players int not null,
    primary key (board, period_start, a, b, c))`,
  `insert into core_groups
    select 'week', ${WEEK}, week_peak, week_wins, ${pct('week_wins', 'week_picks')}, count(*)
    from core_figures group by 3, 4, 5
    union all select 'month', ${MONTH}, month_peak, month_wins, ${pct('month_wins', 'month_picks')}, count(*)
    from core_figures group by 3, 4, 5
    union all select 'alltime', '-infinity', wins, ${pct('wins', 'picks')}, longest_streak, count(*)
    from core_figures group by 3, 4, 5`,
];

/** The game's picks with each player's figures before and after (win for team 1). */
const figures = (game: number) => `
  c as materialized (
    select p.user_id, (p.selected_team_id = 1)::int as w, (p.selected_team_id <> 1)::int as l, f.current_streak,
      f.longest_streak, f.wins, f.picks, f.week_peak, f.week_wins, f.week_picks, f.month_peak, f.month_wins,
      f.month_picks
    from core_picks p join core_figures f on f.user_id = p.user_id
    where p.game_id = ${game} and f.last_game < ${game}
  ),
  n as materialized (
    select c.*, case when w = 1 then greatest(current_streak, 0) + 1 else least(current_streak, 0) - 1 end as ns
    from c
  )`;
const update = (game: number) => `
  upd as (
    update core_figures f set current_streak = n.ns, longest_streak = greatest(f.longest_streak, n.ns),
      wins = f.wins + n.w, losses = f.losses + n.l, picks = f.picks + 1, last_game = ${game},
      week_wins = f.week_wins + n.w, week_losses = f.week_losses + n.l, week_picks = f.week_picks + 1,
      week_peak = greatest(f.week_peak, n.ns), month_wins = f.month_wins + n.w,
      month_losses = f.month_losses + n.l, month_picks = f.month_picks + 1,
      month_peak = greatest(f.month_peak, n.ns), updated_at = now()
    from n where f.user_id = n.user_id
  )`;
// Each board's players are first counted by (old key, result, new key): a few hundred rows to turn into moves.
const groups = `,
  wk as (select week_peak a, week_wins b, week_picks p, greatest(week_peak, ns) a1, w, count(*)::int k
    from n group by 1, 2, 3, 4, 5),
  mo as (select month_peak a, month_wins b, month_picks p, greatest(month_peak, ns) a1, w, count(*)::int k
    from n group by 1, 2, 3, 4, 5),
  al as (select wins b, picks p, longest_streak a, greatest(longest_streak, ns) a1, w, count(*)::int k
    from n group by 1, 2, 3, 4, 5)
  insert into core_groups as g (board, period_start, a, b, c, players)
  select board, ps, a, b, c, sum(d)::int from (
    select 'week' board, ${WEEK} ps, a, b, ${pct('b', 'p')} c, -k d from wk
    union all select 'week', ${WEEK}, a1, b + w, ${pct('b + w', 'p + 1')}, k from wk
    union all select 'month', ${MONTH}, a, b, ${pct('b', 'p')}, -k from mo
    union all select 'month', ${MONTH}, a1, b + w, ${pct('b + w', 'p + 1')}, k from mo
    union all select 'alltime', '-infinity'::date, b, ${pct('b', 'p')}, a, -k from al
    union all select 'alltime', '-infinity'::date, b + w, ${pct('b + w', 'p + 1')}, a1, k from al
  ) x group by 1, 2, 3, 4, 5 having sum(d) <> 0
  on conflict (board, period_start, a, b, c) do update set players = g.players + excluded.players`;

const parts: { label: string; statement: (game: number) => string }[] = [
  {
    label: "find the game's picks and their players' figures, work out the new ones",
    statement: (game) => `with ${figures(game)} select count(*) from n`,
  },
  {
    label: '+ update every player row in place (HOT)',
    statement: (game) => `with ${figures(game)}, ${update(game)} select count(*) from n`,
  },
  {
    label: '+ move the players between the rank groups of three boards',
    statement: (game) => `with ${figures(game)}, ${update(game)}${groups}`,
  },
];

for (const statement of setup) await client.query(statement);
const step = Math.max(1, Math.floor(PLAYERS / PICKS));
// Twenty earlier games picked by the same players, so the picks table is as deep as grading.ts's.
await client.query(`insert into core_picks (user_id, game_id, selected_team_id)
  select u, -g, 1 + (random() < 0.5)::int
  from generate_series(1, 20) g, generate_series(1, ${PLAYERS}, ${step}) u`);
await client.query('vacuum analyze core_figures');
console.log(
  `${TABLE}: ${PLAYERS} players, ${PICKS} picks per game (every ${step}th player), ${RUNS} runs each`,
);

let game = 0;
for (const part of parts) {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    game += 1;
    await client.query(`insert into core_picks (user_id, game_id, selected_team_id)
      select u, ${game}, 1 + (random() < 0.5)::int from generate_series(1, ${PLAYERS}, ${step}) u`);
    await client.query('analyze core_picks');
    await client.query('begin');
    const t0 = performance.now();
    await client.query(part.statement(game));
    await client.query('commit');
    times.push(performance.now() - t0);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const each = times.map((t) => `${Math.round(t)}`).join(', ');
  console.log(`${part.label}: median ${Math.round(sorted[Math.floor(RUNS / 2)]!)} ms (${each})`);
}
await client.query('drop table if exists core_figures, core_picks, core_groups');
await client.end();
