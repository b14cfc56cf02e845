import {
  CHAT_MESSAGES,
  CHAT_REACTIONS,
  type ChatMessage,
  type ChatPage,
  type ChatReaction,
  type ChatUnread,
} from '../../../shared/schemas/chat';
import { LEAGUE_MESSAGES } from '../../../shared/schemas/leagues';
import type { AppDeps } from '../../deps';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { accountKey, refuseOverBudget } from '../../platform/limits/rate-limit';
import {
  addReaction,
  deleteMessage,
  insertMessage,
  type MessageRow,
  markRead,
  membersAmong,
  membership,
  messageById,
  pageOfMessages,
  reactionsOf,
  removeReaction,
  unreadCounts,
} from './chat.repo';
import { checkBody, pageSize } from './chat.rules';

const CHAT_POSTS = 'chat-post';

type Reactions = ChatMessage['reactions'];

/** The league's owner when the user is a member; the 404 of a league that does not exist otherwise. */
async function memberOf(deps: AppDeps, userId: number, leagueId: number) {
  const member = await membership(deps.db, leagueId, userId);
  if (!member) throw notFound(LEAGUE_MESSAGES.notFound);
  return member;
}

/** Nothing when the user may read the league's chat (a member); the league's 404 otherwise. */
export async function assertChatMember(deps: AppDeps, userId: number, leagueId: number): Promise<void> {
  await memberOf(deps, userId, leagueId);
}

/** Reactions as the wire gives them, in the set's order. */
function reactionList(rows: readonly { reaction: string; user_ids: number[] }[]): Reactions {
  const order = (r: string) => CHAT_REACTIONS.indexOf(r as ChatReaction);
  return [...rows]
    .sort((a, b) => order(a.reaction) - order(b.reaction))
    .map((r) => ({ reaction: r.reaction as ChatReaction, userIds: r.user_ids }));
}

function toMessage(row: MessageRow, reactions: Reactions): ChatMessage {
  return {
    id: Number(row.id),
    leagueId: row.league_id,
    author: {
      id: row.author_id,
      username: row.username,
      firstName: row.first_name,
      lastName: row.last_name,
      avatarKey: row.avatar_key,
    },
    body: row.body,
    createdAt: row.created_at.toISOString(),
    reactions,
  };
}

/** A page of the league's history, oldest first (members only). */
export async function chatPage(
  deps: AppDeps,
  leagueId: number,
  before?: number,
  limit?: number,
): Promise<ChatPage> {
  const size = pageSize(limit);
  const rows = await pageOfMessages(deps.db, leagueId, before, size + 1);
  const shown = rows.slice(0, size).reverse();
  const reactions = await reactionsOf(
    deps.db,
    leagueId,
    shown.map((m) => m.id),
  );
  const byMessage = new Map<string, typeof reactions>();
  for (const r of reactions) byMessage.set(r.message_id, [...(byMessage.get(r.message_id) ?? []), r]);
  return {
    messages: shown.map((m) => toMessage(m, reactionList(byMessage.get(m.id) ?? []))),
    hasMore: rows.length > size,
  };
}

/** A page of history for a member; anyone else gets the league's 404. */
export async function history(
  deps: AppDeps,
  userId: number,
  leagueId: number,
  before?: number,
  limit?: number,
): Promise<ChatPage> {
  await memberOf(deps, userId, leagueId);
  return chatPage(deps, leagueId, before, limit);
}

/** One message as the live feed sends it, with its reactions; nothing once it is gone. */
export async function messageOf(deps: AppDeps, leagueId: number, messageId: number) {
  const row = await messageById(deps.db, leagueId, messageId);
  if (!row) return undefined;
  return toMessage(row, reactionList(await reactionsOf(deps.db, leagueId, [row.id])));
}

/** A message's reactions now. */
export async function reactionsNow(deps: AppDeps, leagueId: number, messageId: number): Promise<Reactions> {
  return reactionList(await reactionsOf(deps.db, leagueId, [messageId]));
}

const chatEvent = (
  deps: AppDeps,
  leagueId: number,
  messageId: number,
  change: 'posted' | 'deleted' | 'reacted',
) => deps.events.publish([{ type: 'league.chat', leagueId, messageId, change }]);

/**
 * Posts a message (1 to 500 characters of plain text) to a league's chat. Each post takes its place in the
 * author's budget before anything is read, and gives it back when the post is refused for another reason, so
 * posts fired at once get no more than the budget allows.
 */
export async function postMessage(deps: AppDeps, userId: number, leagueId: number, raw: string) {
  const checked = checkBody(raw);
  if ('problem' in checked) throw badRequest(checked.problem);
  const place = deps.limiter.reserve(
    CHAT_POSTS,
    accountKey(userId),
    deps.config.rateLimits.chatMessagesPerAccount,
  );
  refuseOverBudget(place);
  const id = await insertMessage(deps.db, leagueId, userId, checked.body, deps.clock()).catch(
    (error: unknown) => {
      place.refund();
      throw error;
    },
  );
  if (id === undefined) {
    place.refund();
    throw notFound(LEAGUE_MESSAGES.notFound);
  }
  await chatEvent(deps, leagueId, Number(id), 'posted');
  const message = await messageOf(deps, leagueId, Number(id));
  if (!message) throw notFound(CHAT_MESSAGES.messageNotFound);
  return message;
}

/** Deletes a message: its author, or the league's owner any message. */
export async function removeMessage(deps: AppDeps, userId: number, leagueId: number, messageId: number) {
  if (await deleteMessage(deps.db, leagueId, messageId, userId)) {
    await chatEvent(deps, leagueId, messageId, 'deleted');
    return { success: true as const };
  }
  // Nothing deleted: say why, in the order a caller can know it.
  await memberOf(deps, userId, leagueId);
  if (!(await messageById(deps.db, leagueId, messageId))) throw notFound(CHAT_MESSAGES.messageNotFound);
  throw forbidden(CHAT_MESSAGES.notYours);
}

/** Adds or takes back the caller's reaction; the message's reactions after it. */
export async function react(
  deps: AppDeps,
  userId: number,
  leagueId: number,
  messageId: number,
  reaction: ChatReaction,
  on: boolean,
): Promise<{ messageId: number; reactions: Reactions }> {
  await memberOf(deps, userId, leagueId);
  if (on) {
    if (!(await addReaction(deps.db, leagueId, messageId, userId, reaction)))
      throw notFound(CHAT_MESSAGES.messageNotFound);
  } else {
    if (!(await messageById(deps.db, leagueId, messageId))) throw notFound(CHAT_MESSAGES.messageNotFound);
    await removeReaction(deps.db, messageId, userId, reaction);
  }
  await chatEvent(deps, leagueId, messageId, 'reacted');
  return { messageId, reactions: await reactionsNow(deps, leagueId, messageId) };
}

/** Remembers how far the caller has read the league's chat (members only). */
export async function readUpTo(deps: AppDeps, userId: number, leagueId: number, messageId: number) {
  await memberOf(deps, userId, leagueId);
  await markRead(deps.db, leagueId, userId, messageId);
  return { success: true as const };
}

/** My unread messages in each of my leagues. */
export async function unread(deps: AppDeps, userId: number): Promise<ChatUnread> {
  return (await unreadCounts(deps.db, userId)).map((r) => ({ leagueId: r.league_id, unread: r.unread }));
}

/** Which of `userIds` are members of the league now (the live feed ends the others' chat). */
export const membersNow = (deps: AppDeps, leagueId: number, userIds: readonly number[]) =>
  membersAmong(deps.db, leagueId, userIds);
