import { sql } from 'kysely';
import { LIMITS } from '../../../shared/achievement-limits';
import type { DB } from '../../platform/db/client';
import type { PickTally } from './achievements.rules';

const TALLY_COLUMNS = ['picks', 'early', 'night', 'weekend', 'underdog'] as const;

/**
 * Adds `delta` to a player's tally (made on first use) and returns the tally after it: one statement, whatever
 * the number of picks the player made before.
 */
export async function addToTally(db: DB, userId: number, delta: PickTally): Promise<PickTally> {
  // A first row takes no negative count (a change away from the underdog before any tally was kept).
  const first = (c: (typeof TALLY_COLUMNS)[number]) => sql`${Math.max(delta[c], 0)}::int`;
  const { rows } = await sql<PickTally>`
    insert into pick_tallies (user_id, ${sql.join(TALLY_COLUMNS.map((c) => sql.ref(c)))})
    values (${userId}::int, ${sql.join(TALLY_COLUMNS.map(first))})
    on conflict (user_id) do update set
      ${sql.join(TALLY_COLUMNS.map((c) => sql`${sql.ref(c)} = greatest(pick_tallies.${sql.ref(c)} + ${delta[c]}::int, 0)`))}
    returning picks, early, night, weekend, underdog`.execute(db);
  return rows[0]!;
}

/**
 * Adds new picks to several players' tallies (made on first use) in one statement and returns each tally after
 * it. One entry per player (an upsert may touch a row once), taken in id order; the deltas count new picks, so
 * none is negative.
 */
export async function addToTallies(
  db: DB,
  deltas: readonly { userId: number; delta: PickTally }[],
): Promise<(PickTally & { user_id: number })[]> {
  if (deltas.length === 0) return [];
  const json = JSON.stringify(deltas.map((d) => ({ userId: d.userId, ...d.delta })));
  const { rows } = await sql<PickTally & { user_id: number }>`
    insert into pick_tallies (user_id, ${sql.join(TALLY_COLUMNS.map((c) => sql.ref(c)))})
    select v."userId", ${sql.join(TALLY_COLUMNS.map((c) => sql`v.${sql.ref(c)}`))}
    from json_to_recordset(${json}::json)
      as v("userId" int, ${sql.join(TALLY_COLUMNS.map((c) => sql`${sql.ref(c)} int`))})
    order by v."userId"
    on conflict (user_id) do update set
      ${sql.join(TALLY_COLUMNS.map((c) => sql`${sql.ref(c)} = pick_tallies.${sql.ref(c)} + excluded.${sql.ref(c)}`))}
    returning user_id, picks, early, night, weekend, underdog`.execute(db);
  return rows;
}

export function findTally(db: DB, userId: number): Promise<PickTally | undefined> {
  return db
    .selectFrom('pick_tallies')
    .select(['picks', 'early', 'night', 'weekend', 'underdog'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * Counts some players' tallies again from the picks they hold, times read in each one's time zone of now: after
 * picks were written without the pick path (the demo's histories) or went with a deleted game.
 */
export async function recountTallies(db: DB, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  // One JSON parameter: the same on pg and PGlite whatever the list's length.
  const ids = sql`(select value::int from json_array_elements_text(${JSON.stringify(userIds)}::json))`;
  const local = sql`(p.picked_at at time zone u.timezone)`;
  await sql`
    insert into pick_tallies (user_id, picks, early, night, weekend, underdog)
    select u.id, count(p.id),
      count(p.id) filter (where extract(hour from ${local}) < ${sql.lit(LIMITS.earlyBefore)}),
      count(p.id) filter (where extract(hour from ${local}) >= ${sql.lit(LIMITS.nightFrom)}),
      count(p.id) filter (where extract(isodow from ${local}) >= 6),
      count(p.id) filter (where p.is_underdog)
    from users u left join picks p on p.user_id = u.id
    where u.id in ${ids}
    group by u.id
    on conflict (user_id) do update set
      ${sql.join(TALLY_COLUMNS.map((c) => sql`${sql.ref(c)} = excluded.${sql.ref(c)}`))}`.execute(db);
}

/**
 * Takes a game's picks off their players' tallies (before the game and its picks are deleted), each pick's time read
 * in its player's zone of now: one statement over the game's picks, whatever the players' histories.
 */
export async function subtractGame(db: DB, gameId: number): Promise<void> {
  const local = sql`(p.picked_at at time zone u.timezone)`;
  await sql`
    update pick_tallies t set
      ${sql.join(TALLY_COLUMNS.map((c) => sql`${sql.ref(c)} = greatest(t.${sql.ref(c)} - d.${sql.ref(c)}, 0)`))}
    from (
      select p.user_id, count(*) as picks,
        count(*) filter (where extract(hour from ${local}) < ${sql.lit(LIMITS.earlyBefore)}) as early,
        count(*) filter (where extract(hour from ${local}) >= ${sql.lit(LIMITS.nightFrom)}) as night,
        count(*) filter (where extract(isodow from ${local}) >= 6) as weekend,
        count(*) filter (where p.is_underdog) as underdog
      from picks p join users u on u.id = p.user_id
      where p.game_id = ${gameId}::int
      group by p.user_id
    ) d
    where t.user_id = d.user_id`.execute(db);
}
