import { type RawBuilder, sql } from 'kysely';
import type { LeaderboardPeriod } from '../../shared/schemas/leaderboard';
import { ALLTIME_KEYS_SQL, periodKeysSql } from './board-order.sql';
import { PERIOD_SLOT } from './record.sql';

// Some players' entries on a board (a private league's members, the players of a grading). Each player's entry is
// read where it lives, one primary-key read per player (ADR 0026): their standings row (all time; the week or month
// in its slot or the slot before), else the archived period. The plan is fixed as a nested loop over the ids (the
// lateral `offset 0` keeps the planner from a hash join that would read every standings row), so the work follows
// the number of players asked about, never the size of the board.

/** A list of ids as one bound array parameter (ids are whole numbers, checked). */
export function idList(ids: readonly number[]) {
  if (!ids.every(Number.isSafeInteger)) throw new Error('ids must be whole numbers');
  return sql`${`{${ids.join(',')}}`}::int[]`;
}

/**
 * The entries on one board of the players of the from-item `players`, aliased m (a `user_id` column; its other columns kept
 * as m.*): user_id, k1, k2, k3, picks, pushes and current_streak, as the `board_entries` view and the row fields
 * define them. Players not on the board give no row.
 */
export function entriesOf(board: LeaderboardPeriod, periodStart: string, players: RawBuilder<unknown>) {
  if (board === 'alltime') {
    const [k1, k2, k3] = ALLTIME_KEYS_SQL;
    return sql`
      select m.*, ${sql.raw(`${k1} as k1, ${k2} as k2, ${k3} as k3`)}, r.total_picks as picks,
        r.total_pushes as pushes, r.current_streak
      from ${players}
      cross join lateral (
        select * from standings r where r.user_id = m.user_id and r.total_picks > 0 offset 0) r`;
  }
  const slot = PERIOD_SLOT[board];
  const figures = (at: string) =>
    sql.raw(
      `${at}_wins::int as wins, ${at}_pushes::int as pushes, ${at}_picks::int as picks, ${at}_peak::int as peak`,
    );
  const [k1, k2, k3] = periodKeysSql({ wins: 'r.wins', picks: 'r.picks', peak: 'r.peak' });
  return sql`
    select m.*, ${sql.raw(`${k1} as k1, ${k2} as k2, ${k3} as k3`)}, r.picks, r.pushes, r.current_streak
    from ${players}
    cross join lateral (
      select s.current_streak, f.* from standings s
      cross join lateral (
        select ${figures(`s.${slot}`)}
        where ${sql.raw(`s.${slot}_start`)} = ${periodStart}::date and ${sql.raw(`s.${slot}_picks`)} > 0
        union all
        select ${figures(`s.prev_${slot}`)}
        where ${sql.raw(`s.prev_${slot}_start`)} = ${periodStart}::date and ${sql.raw(`s.prev_${slot}_picks`)} > 0
        union all
        select a.wins, a.pushes, a.picks, a.peak_streak from period_archive a
        where a.period_type = ${board} and a.period_start = ${periodStart}::date and a.user_id = s.user_id
          and ${archivedSql(slot, periodStart)}
      ) f
      where s.user_id = m.user_id offset 0) r`;
}

/**
 * Whether the period may be archived for the standings row `s`: neither slot holds it and it is older than the
 * newest one (the archive only takes periods before the slots, ADR 0014). A condition on `s` alone, so the
 * archive's index is not read at all for this week's and month's boards, where no one has a newer period.
 */
const archivedSql = (slot: string, periodStart: string) =>
  sql`(${sql.raw(`s.${slot}_start`)} is null or ${sql.raw(`s.${slot}_start`)} > ${periodStart}::date)
    and ${sql.raw(`s.prev_${slot}_start`)} is distinct from ${periodStart}::date`;
