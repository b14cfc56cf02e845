import { type ExpressionBuilder, sql } from 'kysely';
import type { DB } from '../db/client';
import type { Database } from '../db/schema';

const USER_COLUMNS = [
  'users.id',
  'users.username',
  'users.email',
  'users.first_name',
  'users.last_name',
  'users.avatar_key',
  'users.subscription_tier',
  'standings.total_picks',
  'standings.total_wins',
  'standings.longest_streak',
  'users.last_login_at',
  'users.created_at',
] as const;

/** Username, e-mail, first, last or "first last" name contains the pattern, ignoring case. */
export function userMatches(eb: ExpressionBuilder<Database, 'users'>, pattern: string) {
  return eb.or([
    eb('users.username', 'ilike', pattern),
    eb('users.email', 'ilike', pattern),
    eb('users.first_name', 'ilike', pattern),
    eb('users.last_name', 'ilike', pattern),
    eb(sql<string>`users.first_name || ' ' || users.last_name`, 'ilike', pattern),
  ]);
}

/** One page of users, newest first, and how many match in all. */
export async function searchUsers(db: DB, pattern: string | null, offset: number, limit: number) {
  let query = db.selectFrom('users');
  if (pattern) query = query.where((eb) => userMatches(eb, pattern));
  const rows = await query
    .innerJoin('standings', 'standings.user_id', 'users.id')
    .select(USER_COLUMNS)
    .orderBy('users.created_at', 'desc')
    .orderBy('users.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  const count = await query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

export async function setSubscriptionTier(db: DB, id: number, tier: 'free' | 'premium', at: Date) {
  return db
    .updateTable('users')
    .set({ subscription_tier: tier, updated_at: at })
    .where('id', '=', id)
    .returning(['id', 'subscription_tier'])
    .executeTakeFirst();
}
