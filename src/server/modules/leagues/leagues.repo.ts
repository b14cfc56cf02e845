import { sql } from 'kysely';
import type { DB } from '../../platform/db/client';
import { anyRow, deletedAny } from '../../platform/db/row-facts';

// Leagues and their members. Members are shown by the users' public fields only (never an e-mail).

/** Locks the player's row for the transaction: their joins and creations queue here, so limits hold. */
export function lockPlayer(trx: DB, userId: number) {
  return trx
    .selectFrom('users')
    .select(['id', 'subscription_tier'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/** A league, locked for the transaction (joins into one league queue here, so the member cap holds). */
export function lockLeague(trx: DB, leagueId: number) {
  return trx.selectFrom('leagues').selectAll().where('id', '=', leagueId).forUpdate().executeTakeFirst();
}

/** The league a stored invite code opens, if any. */
export function findLeagueByCode(db: DB, code: string) {
  return db.selectFrom('leagues').select('id').where('invite_code', '=', code).executeTakeFirst();
}

/**
 * What an invite shows: the league, its owner's public fields, and the first `faces` members (the owner first,
 * then in the order they joined), in one statement. Never an e-mail.
 */
export async function invitePreview(db: DB, code: string, faces: number, userId: number | null) {
  const { rows } = await sql<{
    id: number;
    name: string;
    member_count: number;
    owner: { username: string; first_name: string; last_name: string; avatar_key: string };
    members: { username: string; first_name: string; last_name: string; avatar_key: string }[];
    is_member: boolean;
  }>`
    select l.id, l.name, l.member_count,
      (select json_build_object('username', o.username, 'first_name', o.first_name, 'last_name', o.last_name,
        'avatar_key', o.avatar_key) from users o where o.id = l.owner_id) as owner,
      coalesce((select json_agg(json_build_object('username', u.username, 'first_name', u.first_name,
          'last_name', u.last_name, 'avatar_key', u.avatar_key) order by f.owner desc, f.joined_at, f.user_id)
        from (select m.user_id, m.joined_at, m.user_id = l.owner_id as owner from league_members m
              where m.league_id = l.id order by m.user_id = l.owner_id desc, m.joined_at, m.user_id limit ${faces}) f
        join users u on u.id = f.user_id), '[]'::json) as members,
      exists (select from league_members me where me.league_id = l.id and me.user_id = ${userId ?? 0}) as is_member
    from leagues l where l.invite_code = ${code}`.execute(db);
  return rows[0];
}

/** The league if the user is one of its members, else nothing (one answer for "none" and "not yours"). */
export function findLeagueOfMember(db: DB, leagueId: number, userId: number) {
  return db
    .selectFrom('leagues as l')
    .innerJoin('league_members as m', 'm.league_id', 'l.id')
    .selectAll('l')
    .where('l.id', '=', leagueId)
    .where('m.user_id', '=', userId)
    .executeTakeFirst();
}

/** Rows of a leagues table whose column equals a value: owned leagues, memberships. */
async function countWhere(
  db: DB,
  table: 'leagues' | 'league_members',
  column: 'owner_id' | 'user_id',
  value: number,
): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    select count(*) as n from ${sql.table(table)} where ${sql.ref(column)} = ${value}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

export const countOwned = (db: DB, userId: number) => countWhere(db, 'leagues', 'owner_id', userId);
export const countJoined = (db: DB, userId: number) => countWhere(db, 'league_members', 'user_id', userId);

export function insertLeague(db: DB, l: { name: string; ownerId: number; code: string; at: Date }) {
  return db
    .insertInto('leagues')
    .values({ name: l.name, owner_id: l.ownerId, invite_code: l.code, created_at: l.at })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Adds a member; false when they already were one. */
export async function insertMember(db: DB, leagueId: number, userId: number, at: Date): Promise<boolean> {
  const added = await db
    .insertInto('league_members')
    .values({ league_id: leagueId, user_id: userId, joined_at: at })
    .onConflict((oc) => oc.columns(['league_id', 'user_id']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return added !== undefined;
}

export function isMember(db: DB, leagueId: number, userId: number): Promise<boolean> {
  return anyRow(
    db.selectFrom('league_members').where('league_id', '=', leagueId).where('user_id', '=', userId),
  );
}

/** A league's members, by the public fields of their accounts, in the order they joined. */
export function listMembers(db: DB, leagueId: number) {
  return db
    .selectFrom('league_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.username', 'u.first_name', 'u.last_name', 'u.avatar_key', 'u.subscription_tier'])
    .select('m.joined_at')
    .where('m.league_id', '=', leagueId)
    .orderBy('m.joined_at')
    .orderBy('u.id')
    .execute();
}

/**
 * A league's member set in two numbers kept on its row by triggers (ADR 0040): how many and the sum of their ids'
 * hashes. Any join or leave changes them, so they name the exact set (board entries are kept under them).
 */
const MEMBER_SET = sql`l.member_count, l.member_hash::text as member_hash`;

/** A league's member set (see MEMBER_SET) and whether the user is in it; no members when there is no league. */
export async function memberSet(db: DB, leagueId: number, userId: number) {
  const { rows } = await sql<{ member_count: number; member_hash: string; is_member: boolean }>`
    select ${MEMBER_SET},
      exists (select from league_members o where o.league_id = l.id and o.user_id = ${userId}) as is_member
    from leagues l where l.id = ${leagueId}`.execute(db);
  return rows[0] ?? { member_count: 0, member_hash: '0', is_member: false };
}

/** A league's member ids with their member set (see MEMBER_SET), read together. */
export async function membersWithSet(db: DB, leagueId: number) {
  const { rows } = await sql<{ ids: number[] | null; member_count: number; member_hash: string }>`
    select ${MEMBER_SET}, array(select o.user_id from league_members o where o.league_id = l.id) as ids
    from leagues l where l.id = ${leagueId}`.execute(db);
  const row = rows[0] ?? { ids: [], member_count: 0, member_hash: '0' };
  return { ...row, ids: row.ids ?? [] };
}

/** Several leagues' member ids with their member set (see MEMBER_SET), read together, in one statement. */
export async function membersOfLeagues(db: DB, leagueIds: readonly number[]) {
  if (leagueIds.length === 0) return [];
  const { rows } = await sql<{ id: number; ids: number[] | null; member_hash: string }>`
    select l.id, l.member_hash::text as member_hash,
      array(select o.user_id from league_members o where o.league_id = l.id) as ids
    from leagues l where l.id = any(${`{${leagueIds.join(',')}}`}::int[])`.execute(db);
  return rows.map((r) => ({ ...r, ids: r.ids ?? [] }));
}

/**
 * Up to `limit` members of a league not among `rankedIds` (those with no graded pick in a board's period), by name,
 * with the league's member count; public fields only.
 */
export async function membersOffBoard(db: DB, leagueId: number, rankedIds: readonly number[], limit: number) {
  const [count, rows] = await Promise.all([
    db.selectFrom('leagues').select('member_count').where('id', '=', leagueId).executeTakeFirst(),
    limit <= 0
      ? Promise.resolve([])
      : db
          .selectFrom('league_members as m')
          .innerJoin('users as u', 'u.id', 'm.user_id')
          .select([
            'u.id',
            'u.username',
            'u.first_name',
            'u.last_name',
            'u.avatar_key',
            'u.subscription_tier',
          ])
          .where('m.league_id', '=', leagueId)
          .$if(rankedIds.length > 0, (q) => q.where('m.user_id', 'not in', rankedIds))
          .orderBy(sql`lower(u.username)`)
          .orderBy('u.id')
          .limit(limit)
          .execute(),
  ]);
  return { memberCount: count?.member_count ?? 0, rows };
}

/** The user's leagues with their member sets and the user's remembered ranks, oldest membership first. */
export async function leaguesOfMember(db: DB, userId: number) {
  const { rows } = await sql<{
    id: number;
    name: string;
    owner_id: number;
    rank_day: string | null;
    rank_on_day: number | null;
    rank_before: number | null;
    member_count: number;
    member_hash: string;
  }>`
    select l.id, l.name, l.owner_id, me.rank_day::text as rank_day, me.rank_on_day, me.rank_before, ${MEMBER_SET}
    from league_members me join leagues l on l.id = me.league_id
    where me.user_id = ${userId}
    order by me.joined_at, l.id`.execute(db);
  return rows;
}

/** An int[] parameter that may hold nulls, as one array literal (values checked to be whole numbers). */
function intArray(values: readonly (number | null)[]) {
  if (!values.every((v) => v === null || Number.isSafeInteger(v))) throw new Error('not whole numbers');
  return sql`${`{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`}::int[]`;
}

/**
 * Remembers the ranks the user was shown on `day` in some leagues, and the ones before: one statement for all of
 * them ("My Leagues" right after a grading moves the rank in most of its leagues; one commit, not one each), whose
 * commit does not wait for the WAL flush (`synchronous_commit` off for its own transaction, set in the statement:
 * one round trip, no BEGIN and COMMIT): a crash may forget the last ranks shown, which only shows no change (or an
 * older one) the next time; "My Leagues" does not wait 2-8 ms for a disk flush (ADR 0036, 0038). Not for use inside a
 * transaction whose commit must wait for the disk: the setting would hold for all of it.
 */
export async function saveRankMemories(
  db: DB,
  userId: number,
  day: string,
  ranks: readonly { leagueId: number; rankOnDay: number | null; rankBefore: number | null }[],
): Promise<void> {
  if (ranks.length === 0) return;
  await sql`
    with relaxed as (select set_config('synchronous_commit', 'off', true))
    update league_members m set rank_day = ${day}::date, rank_on_day = v.on_day, rank_before = v.before
    from relaxed, unnest(${intArray(ranks.map((r) => r.leagueId))}, ${intArray(ranks.map((r) => r.rankOnDay))},
      ${intArray(ranks.map((r) => r.rankBefore))}) v(league_id, on_day, before)
    where m.league_id = v.league_id and m.user_id = ${userId}`.execute(db);
}

export async function updateLeague(
  db: DB,
  leagueId: number,
  set: { name?: string; invite_code?: string; owner_id?: number },
): Promise<void> {
  await db.updateTable('leagues').set(set).where('id', '=', leagueId).execute();
}

export function deleteMember(db: DB, leagueId: number, userId: number): Promise<boolean> {
  return deletedAny(
    db.deleteFrom('league_members').where('league_id', '=', leagueId).where('user_id', '=', userId),
  );
}

export function deleteLeague(db: DB, leagueId: number): Promise<boolean> {
  return deletedAny(db.deleteFrom('leagues').where('id', '=', leagueId));
}

/** Every league for the admin: owner, member count and creation, newest first. */
export function listAllLeagues(db: DB) {
  return db
    .selectFrom('leagues as l')
    .innerJoin('users as u', 'u.id', 'l.owner_id')
    .select([
      'l.id',
      'l.name',
      'l.owner_id',
      'u.username as owner_username',
      'l.created_at',
      'l.member_count',
    ])
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .execute();
}

/** The memberships of some players with their leagues' names, oldest first. */
export function membershipsOf(db: DB, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('league_members as m')
    .innerJoin('leagues as l', 'l.id', 'm.league_id')
    .select(['m.user_id', 'm.league_id', 'l.name', sql<string>`l.member_hash::text`.as('member_hash')])
    .where('m.user_id', 'in', userIds)
    .orderBy('m.joined_at')
    .orderBy('m.league_id')
    .execute();
}
