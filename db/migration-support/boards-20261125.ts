import { type Kysely, sql } from 'kysely';

// Frozen in time with migration 20261125000000_keep_standings_per_player: the functions and triggers that keep
// every board's counts, rank groups and top list right whoever writes the figures. Never imports application code.
//
// A board entry is (board, period start, user, k1, k2, k3, picks): the three keys the board sorts by, best first,
// all descending (week and month: peak streak, wins, rounded accuracy; all time: wins, rounded accuracy, longest
// streak). Entries live in standings (this week and month, the week and month before, all time) and in
// period_archive (older weeks and months).
//
// Each board's top list (board_leaders) holds exactly the entries at or above its cut (board_tops), in board order
// with ties broken by user id; with no cut it holds the whole board. A change keeps the list by looking only at
// the list and the changed rows: entries that rise above the cut join it, entries that fall below leave it, and
// the list is cut back to its best 1,000. Only when it falls under 100 entries (the longest page) is it filled
// again from every entry of that board (board_refill).

/**
 * The function that writes the select of one board's entries over `%1$s r`, a relation shaped like `source`:
 * every period when `ps` is null (and every board of period_archive when `board` is null).
 */
const ENTRIES_SQL = sql`
  create function board_entries_sql(board text, ps date, source text) returns text
  language sql immutable as $f$
    select case
      when source = 'period_archive' then format(
        'select r.period_type as board, r.period_start as ps, r.user_id, r.peak_streak as k1, r.wins as k2,
           (200 * r.wins + r.picks) / (2 * r.picks) as k3, r.picks from %%1$s r where true%s%s',
        case when board is null then '' else format(' and r.period_type = %L', board) end,
        case when ps is null then '' else format(' and r.period_start = %L', ps) end)
      when board = 'alltime' then
        'select ''alltime''::text as board, ''-infinity''::date as ps, r.user_id, r.total_wins as k1,
           r.win_percentage as k2, r.longest_streak as k3, r.total_picks as picks from %1$s r where r.total_picks > 0'
      else format(
        'select %1$L::text as board, r.%2$s_start as ps, r.user_id, r.%2$s_peak::int as k1, r.%2$s_wins::int as k2,
           (200 * r.%2$s_wins + r.%2$s_picks) / (2 * r.%2$s_picks) as k3, r.%2$s_picks::int as picks
         from %%1$s r where r.%2$s_picks > 0%3$s
         union all
         select %1$L::text, r.prev_%2$s_start, r.user_id, r.prev_%2$s_peak::int, r.prev_%2$s_wins::int,
           (200 * r.prev_%2$s_wins + r.prev_%2$s_picks) / (2 * r.prev_%2$s_picks), r.prev_%2$s_picks::int
         from %%1$s r where r.prev_%2$s_picks > 0%4$s',
        board, board,
        case when ps is null then '' else format(' and r.%s_start = %L', board, ps) end,
        case when ps is null then '' else format(' and r.prev_%s_start = %L', board, ps) end)
    end
  $f$`;

/** Rebuilds one board's top list from every entry: its best 500 and the cut after them. */
const REFILL = sql`
  create function board_refill(b text, p date) returns void language plpgsql set jit = off as $fn$
  declare
    kept bigint;
    last record;
  begin
    delete from board_leaders where board = b and period_start = p;
    execute format('insert into board_leaders (board, period_start, user_id, k1, k2, k3, picks)
      select board, ps, user_id, k1, k2, k3, picks from (%s union all %s) e
      order by k1 desc, k2 desc, k3 desc, user_id limit 501',
      format(board_entries_sql(b, p, 'standings'), 'standings'),
      case when b = 'alltime' then 'select null, null::date, null, null, null, null, null where false'
        else format(board_entries_sql(b, p, 'period_archive'), 'period_archive') end);
    get diagnostics kept = row_count;
    delete from board_tops where board = b and period_start = p;
    if kept > 500 then
      delete from board_leaders l using (select user_id from board_leaders where board = b and period_start = p
        order by k1, k2, k3, user_id desc limit 1) x where l.board = b and l.period_start = p and l.user_id = x.user_id;
      select k1, k2, k3, user_id into last from board_leaders where board = b and period_start = p
        order by k1, k2, k3, user_id desc limit 1;
      insert into board_tops (board, period_start, cut_k1, cut_k2, cut_k3, cut_user)
      values (b, p, last.k1, last.k2, last.k3, last.user_id);
    end if;
  end $fn$`;

/** Counts and rank groups follow the statement's entries; answers each board it touched with its cut (json). */
const COUNTS_SQL = `
    with entries as materialized (%s),
    groups_delta as (
      select board, ps, k1, k2, k3, sum(n)::int as n from entries where board <> 'alltime'
      group by 1, 2, 3, 4, 5 having sum(n) <> 0),
    groups_bumped as (
      update leaderboard_rank_groups g set players = g.players + x.n from groups_delta x
      where (g.period_type, g.period_start, g.peak_streak, g.wins, g.win_percentage) = (x.board, x.ps, x.k1, x.k2, x.k3)
      returning g.period_type, g.period_start, g.peak_streak, g.wins, g.win_percentage),
    groups_added as (
      insert into leaderboard_rank_groups (period_type, period_start, peak_streak, wins, win_percentage, players)
      select x.board, x.ps, x.k1, x.k2, x.k3, x.n from groups_delta x where not exists (
        select 1 from groups_bumped b
        where (b.period_type, b.period_start, b.peak_streak, b.wins, b.win_percentage) = (x.board, x.ps, x.k1, x.k2, x.k3))),
    counts_delta as (select board, ps, sum(n)::int as n from entries group by 1, 2 having sum(n) <> 0),
    counts_bumped as (
      update leaderboard_counts c set players = c.players + x.n from counts_delta x
      where (c.board, c.period_start) = (x.board, x.ps) returning c.board, c.period_start),
    counts_added as (
      insert into leaderboard_counts (board, period_start, players)
      select x.board, x.ps, x.n from counts_delta x
      where not exists (select 1 from counts_bumped b where (b.board, b.period_start) = (x.board, x.ps)))
    select coalesce(json_agg(json_build_object('board', p.board, 'ps', p.ps, 'cut_k1', t.cut_k1, 'cut_k2', t.cut_k2,
      'cut_k3', t.cut_k3, 'cut_user', t.cut_user, 'complete', t.board is null)), '[]'::json)
    from (select distinct board, ps from entries) p
    left join board_tops t on (t.board, t.period_start) = (p.board, p.ps)`;

/**
 * One board's candidates for its top list, at or above its cut: the leaders this statement did not touch, the touched
 * leaders still on the board through the other table (\`probe\`, over the touched ids in $1), and the changed
 * entries (\`fresh\`). Answers how many there are and the best 1,001 in board order. Every join here is a key
 * lookup or over at most 1,000 leaders, so no plan can turn it quadratic.
 */
const CANDIDATES_SQL = `
    with cands as materialized (
      select l.user_id, l.k1, l.k2, l.k3, l.picks from board_leaders l
      where l.board = %1$L and l.period_start = %2$L and l.user_id <> all($1)
      union all select p.* from (%3$s) p
      union all select e.user_id, e.k1, e.k2, e.k3, e.picks from (%4$s) e
    ),
    kept as (select * from cands where %5$s)
    select (select count(*) from kept) as total,
      coalesce(array_agg(row(user_id, k1, k2, k3, picks)::board_entry order by k1 desc, k2 desc, k3 desc, user_id),
        '{}') as best
    from (select * from kept order by k1 desc, k2 desc, k3 desc, user_id limit 1001) b`;

const SLOT_COLUMNS = [
  'week_start, week_peak, week_wins, week_picks, prev_week_start, prev_week_peak, prev_week_wins, prev_week_picks',
  'month_start, month_peak, month_wins, month_picks, prev_month_start, prev_month_peak, prev_month_wins',
  'prev_month_picks, total_picks',
].join(', ');

// Entries per statement: standings rows are first counted by every board key they carry (a 100,000-row grading
// has a few thousand distinct ones), then spread over the boards.
const STANDINGS_ENTRIES = `
      with agg as materialized (
        select week_start, week_peak, week_wins, week_picks, prev_week_start, prev_week_peak, prev_week_wins,
          prev_week_picks, month_start, month_peak, month_wins, month_picks, prev_month_start, prev_month_peak,
          prev_month_wins, prev_month_picks, total_picks > 0 as listed, sum(d)::int as n
        from (
          select %3$s, -1 as d from %1$s o
          union all
          select %3$s, 1 from %2$s o
        ) r group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17)
      select 'week'::text as board, week_start as ps, week_peak::int as k1, week_wins::int as k2,
        (200 * week_wins + week_picks) / (2 * week_picks) as k3, n from agg where week_picks > 0
      union all
      select 'week', prev_week_start, prev_week_peak, prev_week_wins,
        (200 * prev_week_wins + prev_week_picks) / (2 * prev_week_picks), n from agg where prev_week_picks > 0
      union all
      select 'month', month_start, month_peak, month_wins, (200 * month_wins + month_picks) / (2 * month_picks), n
      from agg where month_picks > 0
      union all
      select 'month', prev_month_start, prev_month_peak, prev_month_wins,
        (200 * prev_month_wins + prev_month_picks) / (2 * prev_month_picks), n from agg where prev_month_picks > 0
      union all
      select 'alltime', '-infinity'::date, null, null, null, n from agg where listed`;

const ARCHIVE_ENTRIES = `
      select period_type as board, period_start as ps, peak_streak as k1, wins as k2,
        (200 * wins + picks) / (2 * picks) as k3, sum(d)::int as n
      from (select o.period_type, o.period_start, o.peak_streak, o.wins, o.picks, -1 as d from %1$s o
        union all select o.period_type, o.period_start, o.peak_streak, o.wins, o.picks, 1 from %2$s o) r
      group by 1, 2, 3, 4, 5`;

const FOLLOW = sql`
  create function boards_follow_changes() returns trigger language plpgsql set jit = off as $fn$
  declare
    archive constant boolean := tg_table_name = 'period_archive';
    none constant text := format('(select * from %I limit 0)', tg_table_name);
    old_src constant text := case when tg_op = 'INSERT' then none else 'old_rows' end;
    new_src constant text := case when tg_op = 'DELETE' then none else 'new_rows' end;
    touched constant text := case when tg_op = 'DELETE' then 'old_rows' else 'new_rows' end;
    boards json;
    pair record;
    cut text;
    listed board_entry[];
    listed_ids int[];
    moved int[];
    probe text;
    now_best record;
    last board_entry;
  begin
    execute format($q$${sql.raw(COUNTS_SQL)}$q$, format(
      case when archive then $e$${sql.raw(ARCHIVE_ENTRIES)}$e$ else $e$${sql.raw(STANDINGS_ENTRIES)}$e$ end,
      old_src, new_src, $c$${sql.raw(SLOT_COLUMNS)}$c$)) into boards;
    for pair in select * from json_to_recordset(boards) as x(board text, ps date, cut_k1 int, cut_k2 int,
      cut_k3 int, cut_user int, complete boolean)
    loop
      cut := case when pair.complete then 'true' else format('(k1, k2, k3, -user_id) >= (%s, %s, %s, %s)',
        pair.cut_k1, pair.cut_k2, pair.cut_k3, -pair.cut_user) end;
      select coalesce(array_agg(row(l.user_id, l.k1, l.k2, l.k3, l.picks)::board_entry
          order by l.k1 desc, l.k2 desc, l.k3 desc, l.user_id), '{}'), coalesce(array_agg(l.user_id), '{}')
        into listed, listed_ids from board_leaders l where l.board = pair.board and l.period_start = pair.ps;
      -- The leaders whose rows this statement changed: their entry on this board comes back as fresh or probed.
      -- (A parameter array is hashed once for = any, which a subquery's would not be.)
      execute format('select coalesce(array_agg(distinct o.user_id), ''{}'') from %s o where o.user_id = any($1)%s',
        touched, case when archive then format(' and o.period_type = %L and o.period_start = %L', pair.board, pair.ps)
          else '' end) into moved using listed_ids;
      -- A touched leader without a new entry here may still be on the board through the other table: a week
      -- closed into period_archive, or an archived week that became a player's newest again.
      probe := case
        when not archive and pair.board <> 'alltime' then format('select a.user_id, a.peak_streak, a.wins,
          (200 * a.wins + a.picks) / (2 * a.picks), a.picks from unnest($1) u(id)
          join period_archive a on (a.user_id, a.period_type, a.period_start) = (u.id, %L, %L)', pair.board, pair.ps)
        when archive and tg_op = 'DELETE' then format('select e.user_id, e.k1, e.k2, e.k3, e.picks from unnest($1) u(id)
          cross join lateral (%s) e', format(board_entries_sql(pair.board, pair.ps, 'standings'),
            '(select * from standings s where s.user_id = u.id)'))
        else 'select null::int, null::int, null::int, null::int, null::int where false' end;
      execute format($q$${sql.raw(CANDIDATES_SQL)}$q$, pair.board, pair.ps, probe,
        format(board_entries_sql(pair.board, pair.ps, tg_table_name), new_src), cut) into now_best using moved;
      if now_best.total < 100 and not pair.complete then
        perform board_refill(pair.board, pair.ps);
        continue;
      end if;
      if now_best.best[1:1000] is distinct from listed then
        delete from board_leaders where board = pair.board and period_start = pair.ps;
        insert into board_leaders (board, period_start, user_id, k1, k2, k3, picks)
        select pair.board, pair.ps, (e).user_id, (e).k1, (e).k2, (e).k3, (e).picks
        from unnest(now_best.best[1:1000]) e;
      end if;
      -- Past 1,000 the list is cut back to its best 1,000, and the cut follows its last entry.
      if now_best.total > 1000 then
        last := now_best.best[1000];
        insert into board_tops (board, period_start, cut_k1, cut_k2, cut_k3, cut_user)
        values (pair.board, pair.ps, last.k1, last.k2, last.k3, last.user_id)
        on conflict (board, period_start) do update set cut_k1 = excluded.cut_k1, cut_k2 = excluded.cut_k2,
          cut_k3 = excluded.cut_k3, cut_user = excluded.cut_user;
      end if;
    end loop;
    return null;
  end $fn$`;

/** Every board entry of every period, for reads that span standings and period_archive. */
const ENTRIES_VIEW = sql`
  do $do$ begin
    execute 'create view board_entries as '
      || format(board_entries_sql('week', null, 'standings'), 'standings') || ' union all '
      || format(board_entries_sql('month', null, 'standings'), 'standings') || ' union all '
      || format(board_entries_sql('alltime', null, 'standings'), 'standings') || ' union all '
      || format(board_entries_sql(null, null, 'period_archive'), 'period_archive');
  end $do$`;

/** Counts, rank groups and top lists of every board recounted from the figures. */
const REBUILD = sql`
  create function boards_rebuild() returns void language plpgsql set jit = off as $fn$
  declare
    b record;
  begin
    delete from leaderboard_counts;
    delete from leaderboard_rank_groups;
    delete from board_leaders;
    delete from board_tops;
    insert into leaderboard_counts (board, period_start, players)
    select board, ps, count(*) from board_entries group by 1, 2;
    insert into leaderboard_rank_groups (period_type, period_start, peak_streak, wins, win_percentage, players)
    select board, ps, k1, k2, k3, count(*) from board_entries where board <> 'alltime' group by 1, 2, 3, 4, 5;
    for b in select board, period_start from leaderboard_counts loop
      perform board_refill(b.board, b.period_start);
    end loop;
  end $fn$`;

export async function createBoardKeeping(db: Kysely<any>): Promise<void> {
  await sql`
    create table board_leaders (
      board text not null check (board in ('week', 'month', 'alltime')),
      period_start date not null,
      user_id integer not null,
      k1 integer not null,
      k2 integer not null,
      k3 integer not null,
      picks integer not null,
      primary key (board, period_start, user_id)
    )`.execute(db);
  await sql`create index board_leaders_order_idx
    on board_leaders (board, period_start, k1 desc, k2 desc, k3 desc, user_id)`.execute(db);
  await sql`
    create table board_tops (
      board text not null,
      period_start date not null,
      cut_k1 integer not null,
      cut_k2 integer not null,
      cut_k3 integer not null,
      cut_user integer not null,
      primary key (board, period_start)
    )`.execute(db);
  await sql`create type board_entry as (user_id integer, k1 integer, k2 integer, k3 integer, picks integer)`.execute(
    db,
  );
  await createBoardFunctions(db);
}

/**
 * This version's functions, view and triggers (the tables above stay): the boards of 20261125 say 'week' and
 * 'month'. Migration 20261126020000 puts them back when it is undone.
 */
export async function createBoardFunctions(db: Kysely<any>): Promise<void> {
  for (const statement of [ENTRIES_SQL, REFILL, FOLLOW, ENTRIES_VIEW, REBUILD]) await statement.execute(db);
  await sql`select boards_rebuild()`.execute(db);
  for (const table of ['standings', 'period_archive']) {
    for (const [event, tables] of [
      ['insert', 'new table as new_rows'],
      ['update', 'old table as old_rows new table as new_rows'],
      ['delete', 'old table as old_rows'],
    ] as const) {
      await sql`create trigger ${sql.raw(`${table}_boards_on_${event}`)} after ${sql.raw(event)}
        on ${sql.raw(table)} referencing ${sql.raw(tables)}
        for each statement execute function boards_follow_changes()`.execute(db);
    }
  }
}

export async function dropBoardKeeping(db: Kysely<any>): Promise<void> {
  await dropBoardFunctions(db);
  await sql`drop type board_entry`.execute(db);
  await sql`drop table board_tops`.execute(db);
  await sql`drop table board_leaders`.execute(db);
}

/** Drops what createBoardFunctions made. */
export async function dropBoardFunctions(db: Kysely<any>): Promise<void> {
  for (const table of ['standings', 'period_archive']) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`drop trigger ${sql.raw(`${table}_boards_on_${event}`)} on ${sql.raw(table)}`.execute(db);
    }
  }
  await sql`drop function boards_rebuild()`.execute(db);
  await sql`drop view board_entries`.execute(db);
  await sql`drop function boards_follow_changes()`.execute(db);
  await sql`drop function board_refill(text, date)`.execute(db);
  await sql`drop function board_entries_sql(text, date, text)`.execute(db);
}
