import { BOARD_PLACE, boardOrder, periodKeysSql, RANK_GROUP_COLUMNS } from '../../kernel/board-order.sql';

// The trigger function that keeps boards following the figures (see board-keeping.sql.ts): counts and rank
// groups take each statement's entries, and each touched board's top list is recomputed from the list itself and
// the changed rows only.

const rankGroup = (at = '') => RANK_GROUP_COLUMNS.map((c) => `${at}${c}`).join(', ');
const probeKeys = periodKeysSql({ wins: 'a.wins', picks: 'a.picks', peak: 'a.peak_streak' }).join(', ');

/** Counts and rank groups follow the statement's entries; answers each board it touched with its cut (json). */
export const COUNTS_SQL = `
    with entries as materialized (%s),
    groups_delta as (
      select board, ps, k1, k2, k3, sum(n)::int as n from entries where board <> 'alltime'
      group by 1, 2, 3, 4, 5 having sum(n) <> 0),
    groups_bumped as (
      update leaderboard_rank_groups g set players = g.players + x.n from groups_delta x
      where (g.period_type, g.period_start, ${rankGroup('g.')}) = (x.board, x.ps, x.k1, x.k2, x.k3)
      returning g.period_type, g.period_start, ${rankGroup('g.')}),
    groups_added as (
      insert into leaderboard_rank_groups (period_type, period_start, ${rankGroup()}, players)
      select x.board, x.ps, x.k1, x.k2, x.k3, x.n from groups_delta x where not exists (
        select 1 from groups_bumped b
        where (b.period_type, b.period_start, ${rankGroup('b.')}) = (x.board, x.ps, x.k1, x.k2, x.k3))),
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
 * leaders still on the board through the other table (`probe`, over the touched ids in $1), and the changed
 * entries (`fresh`). Answers how many there are and the best 1,001 in board order. Every join here is a key
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
      coalesce(array_agg(row(user_id, k1, k2, k3, picks)::board_entry order by ${boardOrder()}),
        '{}') as best
    from (select * from kept order by ${boardOrder()} limit 1001) b`;

const SLOT_COLUMNS = [
  'week_start, week_peak, week_wins, week_picks, prev_week_start, prev_week_peak, prev_week_wins, prev_week_picks',
  'month_start, month_peak, month_wins, month_picks, prev_month_start, prev_month_peak, prev_month_wins',
  'prev_month_picks, total_picks',
].join(', ');

// Entries per statement: standings rows are first counted by every board key they carry (a 100,000-row grading
// has a few thousand distinct ones), then spread over the boards.
const slotKeys = (slot: string) =>
  periodKeysSql({ wins: `${slot}_wins`, picks: `${slot}_picks`, peak: `${slot}_peak` })
    .map((k, i) => `(${k})::int as k${i + 1}`)
    .join(', ');
const slotRows = (board: string, slot: string) => `
      select '${board}'::text as board, ${slot}_start as ps, ${slotKeys(slot)}, n from agg where ${slot}_picks > 0
      union all
      select '${board}', prev_${slot}_start, ${slotKeys(`prev_${slot}`)}, n from agg where prev_${slot}_picks > 0`;

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
      ${slotRows('weekly', 'week')}
      union all
      ${slotRows('monthly', 'month')}
      union all
      select 'alltime', '-infinity'::date, null, null, null, n from agg where listed`;

const ARCHIVE_ENTRIES = `
      select period_type as board, period_start as ps, ${periodKeysSql({
        wins: 'wins',
        picks: 'picks',
        peak: 'peak_streak',
      })
        .map((k, i) => `${k} as k${i + 1}`)
        .join(', ')}, sum(d)::int as n
      from (select o.period_type, o.period_start, o.peak_streak, o.wins, o.picks, -1 as d from %1$s o
        union all select o.period_type, o.period_start, o.peak_streak, o.wins, o.picks, 1 from %2$s o) r
      group by 1, 2, 3, 4, 5`;

/** The statement trigger of standings and period_archive: every board a statement touched follows it. */
export const BOARD_FOLLOW_FUNCTION = `
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
    execute format($q$${COUNTS_SQL}$q$, format(
      case when archive then $e$${ARCHIVE_ENTRIES}$e$ else $e$${STANDINGS_ENTRIES}$e$ end,
      old_src, new_src, $c$${SLOT_COLUMNS}$c$)) into boards;
    for pair in select * from json_to_recordset(boards) as x(board text, ps date, cut_k1 int, cut_k2 int,
      cut_k3 int, cut_user int, complete boolean)
    loop
      cut := case when pair.complete then 'true' else format('${BOARD_PLACE} >= (%s, %s, %s, %s)',
        pair.cut_k1, pair.cut_k2, pair.cut_k3, -pair.cut_user) end;
      select coalesce(array_agg(row(l.user_id, l.k1, l.k2, l.k3, l.picks)::board_entry
          order by ${boardOrder('l.')}), '{}'), coalesce(array_agg(l.user_id), '{}')
        into listed, listed_ids from board_leaders l where l.board = pair.board and l.period_start = pair.ps;
      -- The leaders whose rows this statement changed: their entry on this board comes back as fresh or probed.
      -- (A parameter array is hashed once for = any, which a subquery's would not be.)
      execute format('select coalesce(array_agg(distinct o.user_id), ''{}'') from %s o where o.user_id = any($1)%s',
        touched, case when archive then format(' and o.period_type = %L and o.period_start = %L', pair.board, pair.ps)
          else '' end) into moved using listed_ids;
      -- A touched leader without a new entry here may still be on the board through the other table: a week
      -- closed into period_archive, or an archived week that became a player's newest again.
      probe := case
        -- One key lookup per touched leader (limit 1 keeps the planner from hashing the period's whole archive:
        -- 100,000 rows, about 145 ms, where 1,000 lookups take about 17).
        when not archive and pair.board <> 'alltime' then format('select a.user_id, ${probeKeys}, a.picks from unnest($1) u(id)
          cross join lateral (select * from period_archive a where (a.user_id, a.period_type, a.period_start)
            = (u.id, %L, %L) limit 1) a', pair.board, pair.ps)
        when archive and tg_op = 'DELETE' then format('select e.user_id, e.k1, e.k2, e.k3, e.picks from unnest($1) u(id)
          cross join lateral (%s) e', format(board_entries_sql(pair.board, pair.ps, 'standings'),
            '(select * from standings s where s.user_id = u.id)'))
        else 'select null::int, null::int, null::int, null::int, null::int where false' end;
      execute format($q$${CANDIDATES_SQL}$q$, pair.board, pair.ps, probe,
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
