import { sql } from 'kysely';
import { idList } from '../../kernel/board-entries.sql';
import type { DB } from '../../platform/db/client';

// A league's weekly matchups (league_matchups, ADR 0049): the week's start job pairs many leagues set-based; a
// league's first week is paired again as members join it; a leaver's matchup of the current week becomes their
// opponent's bye.

/**
 * Up to `limit` leagues to pair for `week` (its Monday) that began at `begins`: made before it, not paired for it
 * yet, with two or more members who joined before it began. Locked in id order, so a join or leave of one of them
 * waits for the pairing (and the pairing reads the members it leaves behind).
 */
export async function leaguesToPair(trx: DB, week: string, begins: Date, limit: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    select l.id from leagues l
    where l.created_at < ${begins}
      -- One hashed list of the week's paired leagues, whatever the statistics say: a correlated "not exists" planned
      -- while the table was empty scans it whole for every league as the week's rows pile up.
      and l.id not in (select x.league_id from league_matchups x where x.week_start = ${week}::date)
      and (select count(*) from (select from league_members m
             where m.league_id = l.id and m.joined_at < ${begins} limit 2) two) = 2
    order by l.id
    limit ${limit}
    for update of l`.execute(trx);
  return rows.map((r) => r.id);
}

/** Some leagues' creation times and members (with their join times), for pairing. */
export async function leaguesWithMembers(trx: DB, leagueIds: readonly number[]) {
  if (leagueIds.length === 0) return [];
  const { rows } = await sql<{
    id: number;
    created_at: Date;
    user_ids: number[];
    joined_ms: number[];
  }>`
    select l.id, l.created_at,
      array_agg(m.user_id order by m.joined_at, m.user_id) as user_ids,
      array_agg((extract(epoch from m.joined_at) * 1000)::float8 order by m.joined_at, m.user_id) as joined_ms
    from leagues l join league_members m on m.league_id = l.id
    where l.id = any(${idList(leagueIds)})
    group by l.id
    order by l.id`.execute(trx);
  return rows.map((r) => ({
    id: r.id,
    createdAt: new Date(r.created_at),
    members: r.user_ids.map((userId, i) => ({ userId, joinedAt: new Date(Number(r.joined_ms[i])) })),
  }));
}

/** Stores pairings (a row already there for a league's week and home player is kept). */
export async function insertMatchups(
  trx: DB,
  rows: readonly { leagueId: number; week: string; home: number; away: number | null }[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 5_000) {
    const chunk = rows.slice(i, i + 5_000);
    await sql`
      insert into league_matchups (league_id, week_start, home_user_id, away_user_id)
      select * from unnest(${idArray(chunk.map((r) => r.leagueId))}, ${dateArray(chunk.map((r) => r.week))},
        ${idArray(chunk.map((r) => r.home))}, ${idArray(chunk.map((r) => r.away))})
      on conflict do nothing`.execute(trx);
  }
}

/** An int[] parameter that may hold nulls (values checked to be whole numbers). */
function idArray(values: readonly (number | null)[]) {
  if (!values.every((v) => v === null || Number.isSafeInteger(v))) throw new Error('not whole numbers');
  return sql`${`{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`}::int[]`;
}

/** A date[] parameter of 'YYYY-MM-DD' days (checked). */
function dateArray(values: readonly string[]) {
  if (!values.every((v) => /^\d{4}-\d{2}-\d{2}$/.test(v))) throw new Error('not days');
  return sql`${`{${values.join(',')}}`}::date[]`;
}

/** Forgets a league's pairings of a week (its first week, paired again as members come and go). */
export async function deleteWeek(trx: DB, leagueId: number, week: string): Promise<void> {
  await trx
    .deleteFrom('league_matchups')
    .where('league_id', '=', leagueId)
    .where('week_start', '=', week)
    .execute();
}

/** Takes a leaver out of their matchup of a week: their opponent, if any, has a bye instead. */
export async function dropFromWeek(trx: DB, leagueId: number, week: string, userId: number): Promise<void> {
  const gone = await trx
    .deleteFrom('league_matchups')
    .where('league_id', '=', leagueId)
    .where('week_start', '=', week)
    .where((eb) => eb.or([eb('home_user_id', '=', userId), eb('away_user_id', '=', userId)]))
    .returning(['home_user_id', 'away_user_id'])
    .executeTakeFirst();
  const opponent = gone ? (gone.home_user_id === userId ? gone.away_user_id : gone.home_user_id) : null;
  if (opponent === null) return;
  await insertMatchups(trx, [{ leagueId, week, home: opponent, away: null }]);
}

/** Some leagues' matchups of one week (its Monday). */
export function matchupsOfLeagues(db: DB, leagueIds: readonly number[], week: string) {
  if (leagueIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('league_matchups')
    .select(['league_id', 'home_user_id', 'away_user_id'])
    .where('league_id', '=', sql<number>`any(${idList(leagueIds)})`)
    .where('week_start', '=', week)
    .execute();
}

/** A league's matchups of the weeks from `from` to `to` (Mondays, both included), oldest week first. */
export function matchupsBetween(db: DB, leagueId: number, from: string, to: string) {
  return db
    .selectFrom('league_matchups')
    .select(['week_start', 'home_user_id', 'away_user_id'])
    .where('league_id', '=', leagueId)
    .where('week_start', '>=', from)
    .where('week_start', '<=', to)
    .orderBy('week_start')
    .orderBy('home_user_id')
    .execute();
}
