import { z } from 'zod';
import { idSchema } from './admin';
import { numberOrDigits } from './numbers';
import { publicPlayerSchema } from './public-player';

/** A league chat's limits (docs/rules.md, "Private leagues"). */
export const CHAT_LIMITS = {
  /** A message's length in characters (code points), after trimming. */
  bodyMax: 500,
  /** Messages a page of history holds by default, and at most. */
  page: 30,
  pageMax: 100,
} as const;

/** The reactions a member may add to a message: a small fixed set, by name (the emoji are the client's to show). */
export const CHAT_REACTIONS = ['thumbs_up', 'fire', 'laugh', 'wow', 'sad', 'clap'] as const;
export type ChatReaction = (typeof CHAT_REACTIONS)[number];
export const CHAT_REACTION_EMOJI: Record<ChatReaction, string> = {
  thumbs_up: '👍',
  fire: '🔥',
  laugh: '😂',
  wow: '😮',
  sad: '😢',
  clap: '👏',
};

/** The words a member reads when a chat call is refused. */
export const CHAT_MESSAGES = {
  blank: 'Write something first: a message cannot be empty',
  tooLong: `Messages are at most ${CHAT_LIMITS.bodyMax} characters`,
  control: 'Messages cannot contain control characters',
  reaction: `Reactions are one of: ${CHAT_REACTIONS.join(', ')}`,
  messageNotFound: 'Message not found',
  notYours: "Only the message's author or the league's owner can delete it",
  messageId: 'Message ids are whole numbers',
  limit: `Limit must be a whole number from 1 to ${CHAT_LIMITS.pageMax}`,
} as const;

/** A message's id: a positive whole number (int8 in the database, well within JavaScript's safe integers). */
export const messageIdSchema = numberOrDigits(CHAT_MESSAGES.messageId).pipe(
  z
    .number()
    .int(CHAT_MESSAGES.messageId)
    .positive(CHAT_MESSAGES.messageId)
    .max(Number.MAX_SAFE_INTEGER, CHAT_MESSAGES.messageId),
);

export const chatHistoryInput = z.object({
  leagueId: idSchema,
  /** Messages older than this one (the oldest shown); the newest page without it. */
  before: messageIdSchema.optional(),
  limit: numberOrDigits(CHAT_MESSAGES.limit)
    .pipe(
      z
        .number()
        .int(CHAT_MESSAGES.limit)
        .min(1, CHAT_MESSAGES.limit)
        .max(CHAT_LIMITS.pageMax, CHAT_MESSAGES.limit),
    )
    .optional(),
});
/** The text as typed; its length and characters are checked by the chat's rules (clear 400s). */
export const chatPostInput = z.object({
  leagueId: idSchema,
  body: z.string({ error: CHAT_MESSAGES.blank }).max(4 * CHAT_LIMITS.bodyMax, CHAT_MESSAGES.tooLong),
});
export const chatMessageInput = z.object({ leagueId: idSchema, messageId: messageIdSchema });
export const chatReactionInput = z.object({
  leagueId: idSchema,
  messageId: messageIdSchema,
  reaction: z.enum(CHAT_REACTIONS, { error: CHAT_MESSAGES.reaction }),
});

/** Who wrote a message: a member's public fields. */
export const chatAuthorSchema = publicPlayerSchema;

/** One reaction on a message and the members who gave it (the client counts them and finds its own). */
export const chatReactionsSchema = z.array(
  z.object({ reaction: z.enum(CHAT_REACTIONS), userIds: z.array(z.number().int()) }),
);

/** A chat message as members see it: plain text, never HTML. */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  leagueId: z.number().int(),
  author: chatAuthorSchema,
  body: z.string(),
  createdAt: z.string(),
  reactions: chatReactionsSchema,
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A page of history, oldest first; `hasMore` when older messages remain (ask with `before` = the first id). */
export const chatPageSchema = z.object({
  messages: z.array(chatMessageSchema),
  hasMore: z.boolean(),
});
export type ChatPage = z.infer<typeof chatPageSchema>;

/** Unread messages (by others) in each of my leagues, counted up to 99. */
export const chatUnreadSchema = z.array(z.object({ leagueId: z.number().int(), unread: z.number().int() }));
export type ChatUnread = z.infer<typeof chatUnreadSchema>;

const lastEventId = z.string().max(100).optional();
export const liveChatInput = z.object({ leagueId: idSchema, lastEventId });
export const liveChatUnreadInput = z.object({ lastEventId }).optional();

/** live.leagueChat: the newest page, then each change (a message, a deletion, a message's reactions). */
export const liveChatMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('snapshot'), leagueId: z.number().int(), page: chatPageSchema }),
  z.object({ type: z.literal('message'), message: chatMessageSchema }),
  z.object({ type: z.literal('deleted'), leagueId: z.number().int(), messageId: z.number().int() }),
  z.object({
    type: z.literal('reactions'),
    leagueId: z.number().int(),
    messageId: z.number().int(),
    reactions: chatReactionsSchema,
  }),
]);
export type LiveChatMessage = z.infer<typeof liveChatMessageSchema>;

/** live.chatUnread: my unread counts, then each new message in one of my leagues (the badge counts it up). */
export const liveChatUnreadMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('unread'), leagues: chatUnreadSchema }),
  z.object({
    type: z.literal('posted'),
    leagueId: z.number().int(),
    messageId: z.number().int(),
    authorId: z.number().int(),
  }),
]);
export type LiveChatUnreadMessage = z.infer<typeof liveChatUnreadMessageSchema>;
