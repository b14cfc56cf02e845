import { sql } from 'kysely';
import type { DB } from '../../platform/db/client';

/** A league's feed answered an admin's read (`fetch`) or the live poller (`poll`) at `at`. */
export async function markFeedAnswered(
  db: DB,
  league: string,
  kind: 'fetch' | 'poll',
  at: Date,
): Promise<void> {
  const column = kind === 'fetch' ? 'last_fetch_at' : 'last_poll_at';
  await db
    .insertInto('feed_health')
    .values({ league, [column]: at, updated_at: at })
    .onConflict((oc) => oc.column('league').doUpdateSet({ [column]: at, updated_at: at }))
    .execute();
}

/** A league's feed failed at `at` with this reason (kept until the next failure). */
export async function markFeedFailed(db: DB, league: string, message: string, at: Date): Promise<void> {
  await db
    .insertInto('feed_health')
    .values({ league, last_error: message, last_error_at: at, updated_at: at })
    .onConflict((oc) =>
      oc.column('league').doUpdateSet({ last_error: message, last_error_at: at, updated_at: at }),
    )
    .execute();
}

export function feedHealthRows(db: DB) {
  return db.selectFrom('feed_health').selectAll().execute();
}

/** Per sport name: games past their start still scheduled. */
export function overdueGamesBySport(db: DB, now: Date) {
  return db
    .selectFrom('games as g')
    .innerJoin('sports as s', 's.id', 'g.sport_id')
    .select(['s.name as sport', sql<number>`count(*)::int`.as('n')])
    .where('g.status', '=', 'scheduled')
    .where('g.scheduled_time', '<', now)
    .groupBy('s.name')
    .execute();
}

/** Per sport name: pending suggestions starting between now and `until`. */
export function pendingSoonBySport(db: DB, now: Date, until: Date) {
  return db
    .selectFrom('suggested_games as sg')
    .innerJoin('sports as s', 's.id', 'sg.sport_id')
    .select(['s.name as sport', sql<number>`count(*)::int`.as('n')])
    .where('sg.status', '=', 'pending')
    .where('sg.scheduled_time', '>=', now)
    .where('sg.scheduled_time', '<', until)
    .groupBy('s.name')
    .execute();
}
