import { LIMITS } from '../../shared/achievement-limits';
import { PERIOD_TIMEZONE } from '../../shared/constants';
import { accuracySql } from './record.sql';
import { earnedAtStepSql } from './step.sql';

// refold.rules.ts in SQL: the walk from a checkpoint over many players at once, as window functions over their
// picks (refold.sql.test.ts runs both on the same records). The caller names two relations:
//
//   start: one row per player: user_id; the checkpoint (prev_game_id, streak, longest, week_peak, month_peak,
//          comeback_armed, shield_held); the totals before it (wins, losses, pushes); its week and month so far (week_start,
//          week_wins, week_pushes, week_picks, month_start, month_wins, month_pushes, month_picks).
//   seq:   the picks walked, per player: user_id, n (1, 2, ... in record order), game_id, week, month (dates),
//          result ('win', 'loss' or 'push'), armed (the player's streak shield rides on it).
//
// A streak is a run's length: after pick n it is the wins since the last loss (plus the start's winning streak when
// no loss came since the start), or minus the losses since the last win, or the start's streak while only pushes
// came. Counted by windows over "how many losses (wins) so far", it needs no walk one pick at a time. A loss the
// player's streak shield takes (shield.rules.ts) counts as a loss and is a push to the streak; whether a shield is
// held before a pick is the last earning win or armed loss before it, which depends on no streak, so it comes first.

/** `weekStart` in SQL: the Monday (New York) of the week an instant `t` (a timestamptz) counts in. */
export const weekStartSql = (t: string): string =>
  `date_trunc('week', ${t} at time zone '${PERIOD_TIMEZONE}')::date`;

/** `monthStart` in SQL: the first day (New York) of the month an instant `t` counts in. */
export const monthStartSql = (t: string): string =>
  `date_trunc('month', ${t} at time zone '${PERIOD_TIMEZONE}')::date`;

const isResult = (result: string) => `(result = '${result}')`;
const before = 'rows between unbounded preceding and 1 preceding';

/**
 * Each pick of `seq` with the checkpoint before it (cp_*), the streak after it and what the prefix ending with it
 * earns (`earned`, achievement types as earnedAtStep decides them).
 */
export function refoldStepsSql(seq: string, start: string): string {
  return `
    with week_so_far as (
      select q.user_id, q.n, q.game_id, q.week, q.month, q.result, q.armed, r.shield_held as held0,
        case when q.week = r.week_start then r.week_wins else 0 end
          + count(*) filter (where ${isResult('win')}) over (partition by q.user_id, q.week order by q.n ${before})
          as week_wins_before
      from ${seq} q join ${start} r on r.user_id = q.user_id
    ),
    shield_events as (
      select w.*, case when w.armed and ${isResult('loss')} then w.n end as drop_n,
        case when ${isResult('win')} and w.week_wins_before + 1 = ${LIMITS.shieldWeekWins} then w.n end as earn_n
      from week_so_far w
    ),
    -- The shield before each pick is the last earning win or armed loss before it, else the start's (shield.rules.ts).
    shield_last as (
      select e.*, max(e.earn_n) over (partition by e.user_id order by e.n ${before}) as last_earn,
        max(e.drop_n) over (partition by e.user_id order by e.n ${before}) as last_drop
      from shield_events e
    ),
    shields as (
      select l.*, h.cp_shield_held, l.armed and ${isResult('loss')} and h.cp_shield_held as shielded,
        case when l.drop_n is not null then false when l.earn_n is not null then true else h.cp_shield_held end
          as shield_after
      from shield_last l cross join lateral (select case when l.last_earn is null and l.last_drop is null then l.held0
        else coalesce(l.last_earn, 0) > coalesce(l.last_drop, 0) end as cp_shield_held) h
    ),
    counted as (
      select q.user_id, q.n, q.game_id, q.week, q.month, q.result, q.armed, q.cp_shield_held, q.shielded,
        q.shield_after, case when q.shielded then 'push' else q.result end as sres,
        count(*) filter (where ${isResult('win')}) over upto as won,
        count(*) filter (where ${isResult('loss')} and not q.shielded) over upto as lost
      from shields q
      window upto as (partition by q.user_id order by q.n rows unbounded preceding)
    ),
    runs as (
      select c.*, r.streak as s0, r.longest as longest0, r.prev_game_id as prev0, r.comeback_armed as armed0,
        r.week_peak as week_peak0, r.month_peak as month_peak0, r.wins + r.losses + r.pushes as picks0,
        r.wins as wins0,
        case when c.week = r.week_start then r.week_wins else 0 end as week_wins0,
        case when c.week = r.week_start then r.week_pushes else 0 end as week_pushes0,
        case when c.week = r.week_start then r.week_picks else 0 end as week_picks0,
        case when c.month = r.month_start then r.month_wins else 0 end as month_wins0,
        case when c.month = r.month_start then r.month_picks else 0 end as month_picks0,
        c.week = r.week_start as start_week, c.month = r.month_start as start_month,
        count(*) filter (where ${isResult('win')}) over (partition by c.user_id, c.lost order by c.n
          rows unbounded preceding) as up,
        count(*) filter (where c.sres = 'loss') over (partition by c.user_id, c.won order by c.n
          rows unbounded preceding) as down
      from counted c join ${start} r on r.user_id = c.user_id
    ),
    streaks as (
      select u.*, case when u.up > 0 then u.up + case when u.lost = 0 then greatest(u.s0, 0) else 0 end
        when u.down > 0 then -(u.down + case when u.won = 0 then greatest(-u.s0, 0) else 0 end)
        else u.s0 end as streak
      from runs u
    ),
    so_far as (
      select t.*,
        lag(t.game_id, 1, t.prev0) over (partition by t.user_id order by t.n) as prev_game_id,
        lag(t.streak, 1, t.s0) over (partition by t.user_id order by t.n) as cp_streak,
        greatest(t.longest0, coalesce(max(t.streak) over (partition by t.user_id order by t.n ${before}), 0))
          as cp_longest,
        greatest(case when t.start_week then t.week_peak0 else 0 end,
          coalesce(max(t.streak) over (partition by t.user_id, t.week order by t.n ${before}), 0), 0) as cp_week_peak,
        greatest(case when t.start_month then t.month_peak0 else 0 end,
          coalesce(max(t.streak) over (partition by t.user_id, t.month order by t.n ${before}), 0), 0)
          as cp_month_peak,
        t.week_wins0 + count(*) filter (where ${isResult('win')}) over inweek as week_wins,
        t.week_pushes0 + count(*) filter (where ${isResult('push')}) over inweek as week_pushes,
        t.week_picks0 + count(*) over inweek as week_picks,
        t.month_wins0 + count(*) filter (where ${isResult('win')}) over inmonth as month_wins,
        t.month_picks0 + count(*) over inmonth as month_picks,
        t.wins0 + t.won - ${isResult('win')}::int as total_wins,
        t.picks0 + t.n - 1 as total_picks
      from streaks t
      window inweek as (partition by t.user_id, t.week order by t.n ${before}),
        inmonth as (partition by t.user_id, t.month order by t.n ${before})
    ),
    comebacks as (
      select f.*, ${isResult('win')} and f.cp_streak <= 0 as starts_run,
        count(*) filter (where ${isResult('win')} and f.cp_streak <= 0) over (partition by f.user_id order by f.n
          rows unbounded preceding) as runs_started
      from so_far f
    ),
    armed as (
      select b.*, case when b.runs_started = 0 then b.armed0
        else bool_or(b.cp_streak <= -${LIMITS.comebackLosses}) filter (where b.starts_run)
          over (partition by b.user_id, b.runs_started) end as armed_after
      from comebacks b
    ),
    c as (
      select a.*, lag(a.armed_after, 1, a.armed0) over (partition by a.user_id order by a.n) as cp_comeback_armed
      from armed a
    )
    select c.user_id, c.n, c.game_id, c.week, c.month, c.result, c.prev_game_id, c.cp_streak, c.cp_longest,
      c.cp_week_peak, c.cp_month_peak, c.cp_comeback_armed, c.cp_shield_held, c.shielded, c.shield_after, c.streak,
      ${earnedAtStepSql('b')} as earned
    from c cross join lateral (select c.cp_streak as current_streak, c.cp_shield_held as shield_held, c.total_wins,
      c.total_picks,
      case when c.total_picks > 0 then ${accuracySql('c.total_wins', 'c.total_picks')} else 0 end as win_percentage,
      c.cp_comeback_armed as comeback_armed, c.week as week_start, c.week_wins, c.week_pushes, c.week_picks,
      c.month as month_start, c.month_wins, c.month_picks, c.cp_month_peak as month_peak) b`;
}

/**
 * Each player's record after the walk (`steps`: refoldStepsSql's rows), the start's when it walked nothing: streak,
 * longest, comeback_armed, shield_held, wins, losses, pushes, last_game_id.
 */
export function refoldEndSql(steps: string, start: string): string {
  return `
    select r.user_id, coalesce(l.streak, r.streak) as streak,
      greatest(r.longest, coalesce(a.highest, 0)) as longest,
      coalesce(l.armed, r.comeback_armed) as comeback_armed, coalesce(l.shield_after, r.shield_held) as shield_held,
      r.wins + coalesce(a.wins, 0) as wins, r.losses + coalesce(a.losses, 0) as losses,
      r.pushes + coalesce(a.pushes, 0) as pushes, coalesce(l.game_id, r.prev_game_id) as last_game_id
    from ${start} r
    left join (select user_id, max(streak) as highest, count(*) filter (where ${isResult('win')}) as wins,
        count(*) filter (where ${isResult('loss')}) as losses, count(*) filter (where ${isResult('push')}) as pushes
      from ${steps} group by user_id) a on a.user_id = r.user_id
    left join (select distinct on (user_id) user_id, streak, game_id, shield_after,
        case when ${isResult('win')} and cp_streak <= 0 then cp_streak <= -${LIMITS.comebackLosses}
          else cp_comeback_armed end as armed
      from ${steps} order by user_id, n desc) l on l.user_id = r.user_id`;
}

/**
 * Every week and month the walk reaches, the start's own included (with 0 picks when none is left in it):
 * user_id, period_type ('weekly' or 'monthly'), period_start, wins, pushes, picks, peak.
 */
export function refoldPeriodsSql(steps: string, start: string): string {
  const of = (type: 'weekly' | 'monthly', slot: 'week' | 'month') => `
    select r.user_id, '${type}'::text as period_type, r.${slot}_start as period_start,
      r.${slot}_wins + coalesce(a.wins, 0) as wins, r.${slot}_pushes + coalesce(a.pushes, 0) as pushes,
      r.${slot}_picks + coalesce(a.picks, 0) as picks, greatest(r.${slot}_peak, coalesce(a.peak, 0)) as peak
    from ${start} r left join (
      select user_id, ${slot}, count(*) filter (where ${isResult('win')}) as wins,
        count(*) filter (where ${isResult('push')}) as pushes, count(*) as picks, greatest(max(streak), 0) as peak
      from ${steps} group by user_id, ${slot}) a on a.user_id = r.user_id and a.${slot} = r.${slot}_start
    union all
    select s.user_id, '${type}', s.${slot}, count(*) filter (where ${isResult('win')}),
      count(*) filter (where ${isResult('push')}), count(*), greatest(max(s.streak), 0)
    from ${steps} s join ${start} r on r.user_id = s.user_id
    where s.${slot} <> r.${slot}_start group by s.user_id, s.${slot}`;
  return `${of('weekly', 'week')} union all ${of('monthly', 'month')}`;
}
