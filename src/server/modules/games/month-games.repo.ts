import { sql } from 'kysely';
import type { DB } from '../../platform/db/client';

/**
 * A month's ('YYYY-MM', `timeZone`) end as an instant, and how many of its games are still being played: the
 * prize close waits for their results (ADR 0048). An index range of the games' times.
 */
export async function monthGamesInPlay(
  db: DB,
  month: string,
  timeZone: string,
): Promise<{ live: number; monthEnd: Date }> {
  const { rows } = await sql<{ live: number; month_end: Date }>`
    with m as (
      select (${`${month}-01`}::date)::timestamp at time zone ${timeZone} as starts,
        ((${`${month}-01`}::date + interval '1 month')::timestamp) at time zone ${timeZone} as ends
    )
    select (select count(*)::int from games g where g.status = 'live'
        and g.scheduled_time >= m.starts and g.scheduled_time < m.ends) as live,
      m.ends as month_end
    from m`.execute(db);
  const row = rows[0]!;
  return { live: Number(row.live), monthEnd: new Date(row.month_end) };
}
