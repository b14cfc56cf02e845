import { sql } from 'kysely';
import type { DB } from '../../platform/db/client';

/** User counts: all, logged in since each instant, premium. */
export async function userCounts(db: DB, weekStart: Date, dayStart: Date) {
  const row = await db
    .selectFrom('users')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) filter (where last_login_at >= ${weekStart}))::int`.as('activeWeek'),
      sql<number>`(count(*) filter (where last_login_at >= ${dayStart}))::int`.as('activeDay'),
      sql<number>`(count(*) filter (where subscription_tier = 'premium'))::int`.as('premium'),
    ])
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total),
    activeWeek: Number(row.activeWeek),
    activeDay: Number(row.activeDay),
    premium: Number(row.premium),
  };
}

/** Picks made, all time and since an instant. */
export async function pickCounts(db: DB, since: Date) {
  const row = await db
    .selectFrom('picks')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) filter (where picked_at >= ${since}))::int`.as('recent'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), recent: Number(row.recent) };
}

export async function gameCounts(db: DB) {
  const row = await db
    .selectFrom('games')
    .select([
      sql<number>`(count(*) filter (where status = 'live'))::int`.as('live'),
      sql<number>`(count(*) filter (where status = 'scheduled'))::int`.as('scheduled'),
    ])
    .executeTakeFirstOrThrow();
  return { live: Number(row.live), scheduled: Number(row.scheduled) };
}

/** Users with their standings figures, for the champions. */
const withFigures = (db: DB) =>
  db.selectFrom('users as u').innerJoin('standings as s', 's.user_id', 'u.id').select(['u.id', 'u.username']);

/** Best exact win rate among users with at least `minPicks` graded picks; more picks break ties. */
export function bestWinRate(db: DB, minPicks: number) {
  return withFigures(db)
    .select('s.win_percentage as value')
    .where('s.total_picks', '>=', minPicks)
    .orderBy(sql`s.total_wins::float8 / s.total_picks`, 'desc')
    .orderBy('s.total_picks', 'desc')
    .orderBy('u.id')
    .executeTakeFirst();
}

/** The user with the most of a figure (the lowest id among equals); none while nobody has any. */
export function mostOf(db: DB, figure: 'longest_streak' | 'total_picks') {
  return withFigures(db)
    .select(`s.${figure} as value`)
    .where(`s.${figure}`, '>', 0)
    .orderBy(`s.${figure}`, 'desc')
    .orderBy('u.id')
    .executeTakeFirst();
}

/** The calendar day of a timestamptz column in a zone, as 'YYYY-MM-DD'. */
const localDate = (column: string, timeZone: string) =>
  sql<string>`to_char(${sql.ref(column)} at time zone ${timeZone}, 'YYYY-MM-DD')`;
/** The instant a 'YYYY-MM-DD' day starts in a zone; `plusDays` moves to a later day's start. */
const dayStart = (day: string, timeZone: string, plusDays = 0) =>
  sql<Date>`((${day}::date + ${plusDays}::int)::timestamp at time zone ${timeZone})`;

/**
 * Rows of `table` per calendar day of `timeZone` by the instant in `column`, from `firstDay` through `lastDay`;
 * days without any are absent.
 */
async function perDay(
  db: DB,
  [table, column]: ['users', 'created_at'] | ['picks', 'picked_at'],
  firstDay: string,
  lastDay: string,
  timeZone: string,
) {
  const rows = await db
    .selectFrom(table)
    .select([localDate(column, timeZone).as('day'), sql<number>`count(*)::int`.as('count')])
    .where(column, '>=', dayStart(firstDay, timeZone))
    .where(column, '<', dayStart(lastDay, timeZone, 1))
    // By the output column: the zone is a separate parameter in SELECT and GROUP BY, which PostgreSQL
    // would not recognise as the same expression.
    .groupBy(sql.ref('day'))
    .execute();
  return rows.map((r) => ({ day: r.day, count: Number(r.count) }));
}

/** Users created per calendar day of `timeZone`, from `firstDay` through `lastDay`. */
export const signUpsPerDay = (db: DB, firstDay: string, lastDay: string, timeZone: string) =>
  perDay(db, ['users', 'created_at'], firstDay, lastDay, timeZone);

/** Picks made (by `picked_at`) per calendar day of `timeZone`, from `firstDay` through `lastDay`. */
export const picksPerDay = (db: DB, firstDay: string, lastDay: string, timeZone: string) =>
  perDay(db, ['picks', 'picked_at'], firstDay, lastDay, timeZone);
