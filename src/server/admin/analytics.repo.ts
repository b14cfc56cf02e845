import { sql } from 'kysely';
import type { DB } from '../db/client';

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

/** Best exact win rate among users with at least `minPicks` graded picks; more picks break ties. */
export function bestWinRate(db: DB, minPicks: number) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'win_percentage as value'])
    .where('total_picks', '>=', minPicks)
    .orderBy(sql`total_wins::float8 / total_picks`, 'desc')
    .orderBy('total_picks', 'desc')
    .orderBy('id')
    .executeTakeFirst();
}

export function longestStreak(db: DB) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'longest_streak as value'])
    .where('longest_streak', '>', 0)
    .orderBy('longest_streak', 'desc')
    .orderBy('id')
    .executeTakeFirst();
}

export function mostPicks(db: DB) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'total_picks as value'])
    .where('total_picks', '>', 0)
    .orderBy('total_picks', 'desc')
    .orderBy('id')
    .executeTakeFirst();
}
