import { sql } from 'kysely';
import type { DB } from '../../platform/db/client';

// A league's chat. Membership is read from the leagues module's tables in the same statement as each read or write,
// so a member removed a moment ago can neither post nor read, and a removed member's messages are never shown
// (the chat shows the messages of current members only).

export interface MessageRow {
  id: string;
  league_id: number;
  body: string;
  created_at: Date;
  author_id: number;
  username: string;
  first_name: string;
  last_name: string;
  avatar_key: string;
}

/** Whether the user is a member of the league, and who owns it (none: no such league, or not theirs). */
export async function membership(db: DB, leagueId: number, userId: number) {
  const { rows } = await sql<{ owner_id: number }>`
    select l.owner_id from leagues l
    where l.id = ${leagueId} and exists (select from league_members m where m.league_id = l.id and m.user_id = ${userId})`.execute(
    db,
  );
  return rows[0];
}

/** Adds a message when its author is a member now; nothing otherwise. */
export async function insertMessage(db: DB, leagueId: number, userId: number, body: string, at: Date) {
  const { rows } = await sql<{ id: string }>`
    insert into league_messages (league_id, user_id, body, created_at)
    select ${leagueId}, ${userId}, ${body}, ${at}
    where exists (select from league_members m where m.league_id = ${leagueId} and m.user_id = ${userId})
    returning id::text as id`.execute(db);
  return rows[0]?.id;
}

const MESSAGE_FIELDS = sql`m.id::text as id, m.league_id, m.body, m.created_at, u.id as author_id, u.username,
  u.first_name, u.last_name, u.avatar_key`;

/** Messages of current members, newest first, older than `before` when given; `limit` of them. */
export async function pageOfMessages(db: DB, leagueId: number, before: number | undefined, limit: number) {
  const { rows } = await sql<MessageRow>`
    select ${MESSAGE_FIELDS}
    from league_messages m
    join league_members a on a.league_id = m.league_id and a.user_id = m.user_id
    join users u on u.id = m.user_id
    where m.league_id = ${leagueId} ${before === undefined ? sql`` : sql`and m.id < ${before}`}
    order by m.id desc
    limit ${limit}`.execute(db);
  return rows;
}

/** One message of a current member, if it is in the league. */
export async function messageById(db: DB, leagueId: number, messageId: number) {
  const { rows } = await sql<MessageRow>`
    select ${MESSAGE_FIELDS}
    from league_messages m
    join league_members a on a.league_id = m.league_id and a.user_id = m.user_id
    join users u on u.id = m.user_id
    where m.league_id = ${leagueId} and m.id = ${messageId}`.execute(db);
  return rows[0];
}

/** The reactions of current members to some messages: message, reaction, who (in the order they reacted). */
export async function reactionsOf(db: DB, leagueId: number, messageIds: readonly (number | string)[]) {
  if (messageIds.length === 0) return [];
  const { rows } = await sql<{ message_id: string; reaction: string; user_ids: number[] }>`
    select r.message_id::text as message_id, r.reaction, array_agg(r.user_id order by r.created_at, r.user_id) as user_ids
    from league_message_reactions r
    join league_members a on a.league_id = ${leagueId} and a.user_id = r.user_id
    where r.message_id = any(${`{${messageIds.join(',')}}`}::bigint[])
    group by r.message_id, r.reaction`.execute(db);
  return rows;
}

/** Deletes a message by its author or the league's owner (both members now); its id, or nothing. */
export async function deleteMessage(db: DB, leagueId: number, messageId: number, userId: number) {
  const { rows } = await sql<{ id: string }>`
    delete from league_messages m
    where m.id = ${messageId} and m.league_id = ${leagueId}
      and exists (select from league_members me where me.league_id = ${leagueId} and me.user_id = ${userId})
      and (m.user_id = ${userId} or exists (select from leagues l where l.id = ${leagueId} and l.owner_id = ${userId}))
    returning m.id::text as id`.execute(db);
  return rows[0]?.id;
}

/** Adds a member's reaction to a message of the league; whether it is there now (false: no such message). */
export async function addReaction(
  db: DB,
  leagueId: number,
  messageId: number,
  userId: number,
  reaction: string,
) {
  const { rows } = await sql<{ ok: boolean }>`
    with target as (
      select m.id from league_messages m
      join league_members a on a.league_id = m.league_id and a.user_id = m.user_id
      where m.id = ${messageId} and m.league_id = ${leagueId}
        and exists (select from league_members me where me.league_id = ${leagueId} and me.user_id = ${userId})
    ), added as (
      insert into league_message_reactions (message_id, user_id, reaction)
      select id, ${userId}, ${reaction} from target
      on conflict do nothing
      returning 1
    )
    select exists (select from target) as ok`.execute(db);
  return rows[0]?.ok ?? false;
}

/** Takes a member's reaction back (nothing when there was none). */
export async function removeReaction(db: DB, messageId: number, userId: number, reaction: string) {
  await sql`delete from league_message_reactions
    where message_id = ${messageId} and user_id = ${userId} and reaction = ${reaction}`.execute(db);
}

/** Remembers that a member has read the league's chat up to a message (never moving back). */
export async function markRead(db: DB, leagueId: number, userId: number, messageId: number) {
  await sql`
    insert into league_chat_reads (league_id, user_id, last_read_id)
    select ${leagueId}, ${userId}, ${messageId}
    where exists (select from league_members m where m.league_id = ${leagueId} and m.user_id = ${userId})
    on conflict (league_id, user_id) do update set last_read_id = greatest(league_chat_reads.last_read_id, excluded.last_read_id)`.execute(
    db,
  );
}

/** For each of the user's leagues: messages by other current members after the last one read, up to 99. */
export async function unreadCounts(db: DB, userId: number) {
  const { rows } = await sql<{ league_id: number; unread: number }>`
    select me.league_id, (
      select count(*)::int from (
        select 1 from league_messages m
        join league_members a on a.league_id = m.league_id and a.user_id = m.user_id
        where m.league_id = me.league_id and m.user_id <> ${userId} and m.id > coalesce(r.last_read_id, 0)
        limit 99) x) as unread
    from league_members me
    left join league_chat_reads r on r.league_id = me.league_id and r.user_id = ${userId}
    where me.user_id = ${userId}
    order by me.joined_at, me.league_id`.execute(db);
  return rows;
}

/** Which of `userIds` are members of the league now. */
export async function membersAmong(
  db: DB,
  leagueId: number,
  userIds: readonly number[],
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const { rows } = await sql<{ user_id: number }>`
    select user_id from league_members where league_id = ${leagueId}
      and user_id = any(${`{${userIds.join(',')}}`}::int[])`.execute(db);
  return new Set(rows.map((r) => r.user_id));
}
