import { CHAT_LIMITS, CHAT_MESSAGES } from '../../../shared/schemas/chat';

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters (but line breaks and tabs) are refused.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

/**
 * A message as typed, trimmed and with its line breaks as \n, or the reason it is refused: blank, longer than 500
 * characters (code points, so an emoji is one), or with control characters other than line breaks and tabs.
 */
export function checkBody(raw: string): { body: string } | { problem: string } {
  const body = raw.replace(/\r\n?/g, '\n').trim();
  if (body.length === 0) return { problem: CHAT_MESSAGES.blank };
  if (CONTROL.test(body)) return { problem: CHAT_MESSAGES.control };
  if ([...body].length > CHAT_LIMITS.bodyMax) return { problem: CHAT_MESSAGES.tooLong };
  return { body };
}

/** Who may delete a message: its author, and the league's owner any message. */
export const mayDelete = (viewerId: number, authorId: number, ownerId: number) =>
  viewerId === authorId || viewerId === ownerId;

/** A page's size: the asked limit within 1..pageMax, else the default. */
export const pageSize = (limit: number | undefined) =>
  Math.min(Math.max(limit ?? CHAT_LIMITS.page, 1), CHAT_LIMITS.pageMax);
