import { z } from 'zod';
import {
  CHAT_REACTIONS,
  chatHistoryInput,
  chatMessageInput,
  chatMessageSchema,
  chatPageSchema,
  chatPostInput,
  chatReactionInput,
  chatReactionsSchema,
  chatUnreadSchema,
} from '../../../shared/schemas/chat';
import {
  history,
  postMessage,
  react,
  readUpTo,
  removeMessage,
  unread,
} from '../../modules/chat/chat.service';
import { playerNoInput, playerProcedure, router } from '../procedures';

const done = z.object({ success: z.literal(true) });
const reactions = z.object({ messageId: z.number().int(), reactions: chatReactionsSchema });

// A league's chat: members only; a league the caller is not in answers as one that does not exist (404).
export const chatRouter = router({
  /** A page of a league's messages, oldest first; `before` pages backwards. */
  history: playerProcedure
    .input(chatHistoryInput)
    .output(chatPageSchema)
    .query(({ ctx, input }) => history(ctx.deps, ctx.user.id, input.leagueId, input.before, input.limit)),
  /** Posts a message: 1 to 500 characters of plain text; 10 in 30 seconds per player, then 429. */
  post: playerProcedure
    .input(chatPostInput)
    .output(chatMessageSchema)
    .mutation(({ ctx, input }) => postMessage(ctx.deps, ctx.user.id, input.leagueId, input.body)),
  /** Deletes a message: its author, or the league's owner any message. */
  delete: playerProcedure
    .input(chatMessageInput)
    .output(done)
    .mutation(({ ctx, input }) => removeMessage(ctx.deps, ctx.user.id, input.leagueId, input.messageId)),
  /** Adds my reaction (one of the set) to a message. */
  react: playerProcedure
    .input(chatReactionInput)
    .output(reactions)
    .mutation(({ ctx, input }) =>
      react(ctx.deps, ctx.user.id, input.leagueId, input.messageId, input.reaction, true),
    ),
  /** Takes my reaction back. */
  unreact: playerProcedure
    .input(chatReactionInput)
    .output(reactions)
    .mutation(({ ctx, input }) =>
      react(ctx.deps, ctx.user.id, input.leagueId, input.messageId, input.reaction, false),
    ),
  /** Remembers that I have read a league's chat up to a message (for the unread badge). */
  read: playerProcedure
    .input(chatMessageInput)
    .output(done)
    .mutation(({ ctx, input }) => readUpTo(ctx.deps, ctx.user.id, input.leagueId, input.messageId)),
  /** My unread messages in each of my leagues (up to 99 each). */
  unread: playerNoInput.output(chatUnreadSchema).query(({ ctx }) => unread(ctx.deps, ctx.user.id)),
});

/** The reactions' names, for the reference. */
export const REACTION_NAMES = CHAT_REACTIONS.join(', ');
