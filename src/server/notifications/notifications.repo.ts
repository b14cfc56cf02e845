import type { DB } from '../db/client';

/** Records a notification's key; false when it was recorded before (it is sent once, so not again). */
export async function claimNotification(
  db: DB,
  n: { key: string; userId: number; kind: string; at: Date },
): Promise<boolean> {
  const row = await db
    .insertInto('notifications_sent')
    .values({ key: n.key, user_id: n.userId, kind: n.kind, sent_at: n.at })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}

/** What a notification needs to know of its player: toggles, zone, address. */
export const recipient = (db: DB, userId: number) =>
  db
    .selectFrom('users')
    .select(['id', 'email', 'timezone', 'push_notifications', 'email_notifications', 'subscription_tier'])
    .where('id', '=', userId)
    .executeTakeFirst();

/** A graded pick with its game's teams and final score, and the player's streak now. */
export const gradedPickFacts = (db: DB, pickId: number) =>
  db
    .selectFrom('picks as p')
    .innerJoin('games as g', 'g.id', 'p.game_id')
    .innerJoin('teams as h', 'h.id', 'g.home_team_id')
    .innerJoin('teams as a', 'a.id', 'g.away_team_id')
    .leftJoin('standings as s', 's.user_id', 'p.user_id')
    .select([
      'p.user_id',
      'p.selected_team_id',
      'g.home_team_id',
      'g.home_score',
      'g.away_score',
      'h.name as home_name',
      'a.name as away_name',
      's.current_streak',
    ])
    .where('p.id', '=', pickId)
    .executeTakeFirst();

/** Whether the player was told another result for this pick before (this one is then a correction). */
export async function toldBefore(
  db: DB,
  userId: number,
  keyPrefix: string,
  thisKey: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('notifications_sent')
    .select('key')
    .where('user_id', '=', userId)
    .where('key', 'like', `${keyPrefix.replace(/[\\%_]/g, '\\$&')}%`)
    .where('key', '!=', thisKey)
    .executeTakeFirst();
  return row !== undefined;
}

/** When the player's newest lock reminder went out. */
export async function lastReminderAt(db: DB, userId: number): Promise<Date | null> {
  const row = await db
    .selectFrom('notifications_sent')
    .select((eb) => eb.fn.max('sent_at').as('at'))
    .where('user_id', '=', userId)
    .where('kind', '=', 'lock-reminder')
    .executeTakeFirst();
  return row?.at ? new Date(row.at) : null;
}

export const subscriptionById = (db: DB, id: number) =>
  db
    .selectFrom('push_subscriptions')
    .select(['id', 'user_id', 'endpoint', 'p256dh', 'auth'])
    .where('id', '=', id)
    .executeTakeFirst();

export const subscriptionIdsOf = async (db: DB, userId: number) =>
  (
    await db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute()
  ).map((r) => r.id);

/** Open games starting in (now, until] the player has not picked, soonest first, with their team names. */
export const pickableGames = (db: DB, userId: number, now: Date, until: Date) =>
  db
    .selectFrom('games as g')
    .innerJoin('teams as h', 'h.id', 'g.home_team_id')
    .innerJoin('teams as a', 'a.id', 'g.away_team_id')
    .select(['g.id', 'g.scheduled_time', 'h.name as home', 'a.name as away'])
    .where('g.status', '=', 'scheduled')
    .where('g.scheduled_time', '>', now)
    .where('g.scheduled_time', '<=', until)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('picks as p')
            .select('p.id')
            .whereRef('p.game_id', '=', 'g.id')
            .where('p.user_id', '=', userId),
        ),
      ),
    )
    .orderBy('g.scheduled_time')
    .orderBy('g.id')
    .execute();

/** Picks the player made in [from, to). */
export async function picksMadeBetween(db: DB, userId: number, from: Date, to: Date): Promise<number> {
  const row = await db
    .selectFrom('picks')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('picked_at', '>=', from)
    .where('picked_at', '<', to)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Players with push on and a device who have not picked a game that starts in (now, until]: the lock
 * reminder's candidates, one row per player with the count of such games and the first one's start.
 */
export const playersWithGamesLocking = (db: DB, now: Date, until: Date) =>
  db
    .selectFrom('users as u')
    .innerJoin('games as g', (join) =>
      join
        .on('g.status', '=', 'scheduled')
        .on('g.scheduled_time', '>', now)
        .on('g.scheduled_time', '<=', until),
    )
    .select(['u.id', 'u.timezone', 'u.subscription_tier'])
    .select((eb) => [eb.fn.countAll<string>().as('games'), eb.fn.min('g.scheduled_time').as('first_lock')])
    .where('u.push_notifications', '=', true)
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('push_subscriptions as s').select('s.id').whereRef('s.user_id', '=', 'u.id')),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('picks as p')
            .select('p.id')
            .whereRef('p.game_id', '=', 'g.id')
            .whereRef('p.user_id', '=', 'u.id'),
        ),
      ),
    )
    .groupBy(['u.id', 'u.timezone', 'u.subscription_tier'])
    .orderBy('u.id')
    .execute();

/** Players with e-mail on and an address: the daily e-mail's candidates. */
export const emailRecipients = (db: DB) =>
  db
    .selectFrom('users')
    .select(['id', 'timezone'])
    .where('email_notifications', '=', true)
    .where('email', 'is not', null)
    .orderBy('id')
    .execute();
