/** A piece of a chat message: plain text, or a link to this site. */
export type ChatPiece = { text: string } | { text: string; href: string };

const URL_LIKE = /https?:\/\/[^\s<>"]+/g;

/**
 * A message's text in pieces for React to render as text (never as HTML): addresses on this site (`origin`) become
 * links, any other address stays plain text, so a message cannot send a member elsewhere with a click.
 */
export function chatPieces(body: string, origin: string): ChatPiece[] {
  const pieces: ChatPiece[] = [];
  let at = 0;
  for (const match of body.matchAll(URL_LIKE)) {
    // Trailing punctuation ends a sentence, not the address.
    const raw = match[0].replace(/[.,!?;:)\]]+$/, '');
    const start = match.index ?? 0;
    let url: URL | null = null;
    try {
      url = new URL(raw);
    } catch {
      url = null;
    }
    if (!url || url.origin !== origin) continue;
    if (start > at) pieces.push({ text: body.slice(at, start) });
    pieces.push({ text: raw, href: `${url.pathname}${url.search}${url.hash}` });
    at = start + raw.length;
  }
  if (at < body.length) pieces.push({ text: body.slice(at) });
  return pieces;
}
