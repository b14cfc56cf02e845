import { type RawBuilder, sql } from 'kysely';
import { type PlayerToday, picksInCapWindowSql } from '../../kernel/daily-cap';
import type { DB } from '../../platform/db/client';
import type { StoredSubscription } from './push-subscriptions.repo';

/** Whole numbers as one `int[]` parameter: 100,000 ids stay one bound value. */
const intArray = (ids: readonly number[]) => {
  if (!ids.every(Number.isSafeInteger)) throw new Error('ids must be whole numbers');
  return sql<number>`any(${`{${[...new Set(ids)].join(',')}}`}::int[])`;
};
/** Texts as one `text[]` parameter. */
const textArray = (values: readonly string[]) => sql<string>`any(${[...new Set(values)]}::text[])`;

/** Records many notifications' keys at once; returns the keys that are new (the others were decided before). */
export async function claimNotifications(
  db: DB,
  rows: readonly { key: string; userId: number; kind: string }[],
  at: Date,
): Promise<Set<string>> {
  const claimed = new Set<string>();
  const CHUNK = 5_000;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const result = await sql<{ key: string }>`
      insert into notifications_sent (key, user_id, kind, sent_at)
      select k, u, kind, ${at}::timestamptz
      from unnest(${chunk.map((r) => r.key)}::text[], ${chunk.map((r) => r.userId)}::int[],
        ${chunk.map((r) => r.kind)}::text[]) as t(k, u, kind)
      on conflict (key) do nothing
      returning key`.execute(db);
    for (const row of result.rows) claimed.add(row.key);
  }
  return claimed;
}

/** Which of these keys were recorded already. */
export async function recordedKeys(db: DB, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('notifications_sent')
    .select('key')
    .where('key', '=', textArray(keys))
    .execute();
  return new Set(rows.map((r) => r.key));
}

/** The columns a notification reads of its player. */
const RECIPIENT = [
  'id',
  'email',
  'timezone',
  'locale',
  'push_notifications',
  'email_notifications',
  'subscription_tier',
] as const;

/** What a notification needs to know of its player: toggles, zone, language, address. */
export const recipient = (db: DB, userId: number) =>
  db.selectFrom('users').select(RECIPIENT).where('id', '=', userId).executeTakeFirst();

/** `recipient` for many players at once, by id. */
export async function recipients(db: DB, userIds: readonly number[]) {
  const rows = await db.selectFrom('users').select(RECIPIENT).where('id', '=', intArray(userIds)).execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** `gradedPickFacts` for many picks at once, by pick id. */
export async function gradedPicksFacts(db: DB, pickIds: readonly number[]) {
  const rows = await db
    .selectFrom('picks as p')
    .innerJoin('games as g', 'g.id', 'p.game_id')
    .innerJoin('teams as h', 'h.id', 'g.home_team_id')
    .innerJoin('teams as a', 'a.id', 'g.away_team_id')
    .leftJoin('standings as s', 's.user_id', 'p.user_id')
    .select([
      'p.id',
      'p.user_id',
      'p.selected_team_id',
      'g.home_team_id',
      'g.home_score',
      'g.away_score',
      'h.name as home_name',
      'a.name as away_name',
      's.current_streak',
    ])
    .where('p.id', '=', intArray(pickIds))
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** The devices of many players at once, with what a push to them needs: by player, oldest first. */
export async function subscriptionsByPlayer(
  db: DB,
  userIds: readonly number[],
): Promise<Map<number, StoredSubscription[]>> {
  const byPlayer = new Map<number, StoredSubscription[]>();
  if (userIds.length === 0) return byPlayer;
  const rows = await db
    .selectFrom('push_subscriptions')
    .select(['id', 'user_id', 'endpoint', 'p256dh', 'auth'])
    .where('user_id', '=', intArray(userIds))
    .orderBy('id')
    .execute();
  for (const r of rows) {
    const subs = byPlayer.get(r.user_id);
    if (subs) subs.push(r);
    else byPlayer.set(r.user_id, [r]);
  }
  return byPlayer;
}

/** Subscriptions by id, many at once. */
export async function subscriptionsByIds(db: DB, ids: readonly number[]) {
  const rows = await db
    .selectFrom('push_subscriptions')
    .select(['id', 'user_id', 'endpoint', 'p256dh', 'auth'])
    .where('id', '=', intArray(ids))
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** Game `g` has no pick of the player: `player` is their id, or a reference to the column that holds it. */
const notPickedBy = (player: number | RawBuilder<unknown>) =>
  sql<boolean>`not exists (select 1 from picks p where p.game_id = g.id and p.user_id = ${player})`;

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
    .where(notPickedBy(userId))
    .orderBy('g.scheduled_time')
    .orderBy('g.id')
    .execute();

/** Picks each player made in their daily cap's window at `now` (the kernel's rule, kernel/daily-cap.ts). */
export async function picksInCapWindows(
  db: DB,
  players: readonly PlayerToday[],
  now: Date,
): Promise<Map<number, number>> {
  if (players.length === 0) return new Map();
  const { rows } = await picksInCapWindowSql(players, now).execute(db);
  return new Map(rows.map((r) => [r.user_id, Number(r.n)]));
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
    .select(['u.id', 'u.timezone', 'u.locale', 'u.subscription_tier'])
    .select((eb) => [eb.fn.countAll<string>().as('games'), eb.fn.min('g.scheduled_time').as('first_lock')])
    .where('u.push_notifications', '=', true)
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('push_subscriptions as s').select('s.id').whereRef('s.user_id', '=', 'u.id')),
    )
    .where(notPickedBy(sql.ref('u.id')))
    .groupBy(['u.id', 'u.timezone', 'u.locale', 'u.subscription_tier'])
    .orderBy('u.id')
    .execute();

/** When each of these players' newest lock reminder went out, by player (absent: never). */
export async function lastRemindersAt(db: DB, userIds: readonly number[]): Promise<Map<number, Date>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('notifications_sent')
    .select(['user_id', (eb) => eb.fn.max('sent_at').as('at')])
    .where('user_id', '=', intArray(userIds))
    .where('kind', '=', 'lock-reminder')
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((r) => [r.user_id, new Date(r.at)]));
}

/** Players with e-mail on and an address: the daily e-mail's candidates. */
export const emailRecipients = (db: DB) =>
  db
    .selectFrom('users')
    .select(['id', 'timezone'])
    .where('email_notifications', '=', true)
    .where('email', 'is not', null)
    .orderBy('id')
    .execute();

/**
 * Players due a week's recap, up to `limit`, by id: the recap on, an e-mail or push to send it by, a graded pick in
 * the week (an entry on its board), and no recap of that week decided yet (its key in notifications_sent).
 */
export async function weeklyRecapCandidates(db: DB, week: string, limit: number) {
  const { rows } = await sql<{ id: number; timezone: string }>`
    select u.id, u.timezone
    from board_entries e
    join users u on u.id = e.user_id
    where e.board = 'weekly' and e.ps = ${week}::date and e.picks > 0 and u.weekly_recap
      and ((u.email_notifications and u.email is not null) or u.push_notifications)
      and not exists (select from notifications_sent s where s.key = 'weekly-recap:' || u.id || ':' || ${week})
    order by u.id
    limit ${limit}`.execute(db);
  return rows;
}

/** What a recap needs of its players: name, address, zone and toggles. */
export async function recapRecipients(db: DB, userIds: readonly number[]) {
  const rows = await db
    .selectFrom('users')
    .select([
      'id',
      'username',
      'first_name',
      'last_name',
      'email',
      'timezone',
      'locale',
      'email_notifications',
      'push_notifications',
      'weekly_recap',
    ])
    .where('id', '=', intArray(userIds))
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}
