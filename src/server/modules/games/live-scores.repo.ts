import type { Updateable } from 'kysely';
import type { DB } from '../../platform/db/client';
import type { GamesTable } from '../../platform/db/schema';

// Queries of the live-scores poller. Each write is one statement (its own short transaction), and none
// touches a completed game: a score an admin entered meanwhile always wins over a late poll.

/** Feed games to poll: live, or scheduled with the start passed, and started after `notBefore`. */
function dueQuery(db: DB, provider: string, now: Date, notBefore: Date) {
  return db
    .selectFrom('games as g')
    .innerJoin('sports as s', 's.id', 'g.sport_id')
    .where('g.provider', '=', provider)
    .where('g.provider_event_id', 'is not', null)
    .where('g.scheduled_time', '>=', notBefore)
    .where((eb) =>
      eb.or([
        eb('g.status', '=', 'live'),
        eb.and([eb('g.status', '=', 'scheduled'), eb('g.scheduled_time', '<=', now)]),
      ]),
    );
}

export function dueFeedGames(db: DB, provider: string, now: Date, notBefore: Date) {
  return dueQuery(db, provider, now, notBefore)
    .select([
      'g.id',
      'g.status',
      'g.scheduled_time',
      'g.home_score',
      'g.away_score',
      'g.current_period',
      'g.time_remaining',
      'g.provider_event_id',
      's.name as sport',
    ])
    .orderBy('g.scheduled_time')
    .orderBy('g.id')
    .execute();
}

export async function hasDueFeedGames(db: DB, provider: string, now: Date, notBefore: Date) {
  return (
    (await dueQuery(db, provider, now, notBefore).select('g.id').limit(1).executeTakeFirst()) !== undefined
  );
}

/** Changes a game the feed follows, unless it is completed meanwhile; tells whether it changed. */
async function changeUnlessCompleted(db: DB, id: number, set: Updateable<GamesTable>): Promise<boolean> {
  const row = await db
    .updateTable('games')
    .set(set)
    .where('id', '=', id)
    .where('status', '<>', 'completed')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Live scores, period and clock label; the game becomes live if it was not yet. */
export function setLiveState(
  db: DB,
  id: number,
  state: {
    homeScore: number | null;
    awayScore: number | null;
    currentPeriod: number | null;
    timeRemaining: string | null;
  },
  at: Date,
): Promise<boolean> {
  return changeUnlessCompleted(db, id, {
    status: 'live',
    home_score: state.homeScore,
    away_score: state.awayScore,
    current_period: state.currentPeriod,
    time_remaining: state.timeRemaining,
    updated_at: at,
  });
}

/** Back to scheduled at a new start, the live fields cleared. */
export function rescheduleGame(db: DB, id: number, start: Date, at: Date): Promise<boolean> {
  return changeUnlessCompleted(db, id, {
    status: 'scheduled',
    scheduled_time: start,
    home_score: null,
    away_score: null,
    current_period: null,
    time_remaining: null,
    updated_at: at,
  });
}

/** Whether the game is completed (checked just before a feed final completes it). */
export async function isCompleted(db: DB, id: number): Promise<boolean> {
  const row = await db.selectFrom('games').select('status').where('id', '=', id).executeTakeFirst();
  return row?.status === 'completed';
}

/** The clock fields of a game the feed completed. */
export function setFinalClock(db: DB, id: number, currentPeriod: number | null) {
  return db
    .updateTable('games')
    .set({ time_remaining: 'FINAL', current_period: currentPeriod })
    .where('id', '=', id)
    .where('status', '=', 'completed')
    .execute();
}
