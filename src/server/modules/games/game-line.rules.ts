// A game's line as the games row keeps it (issue 42; docs/rules.md "The line"). Lines come from the feed (a
// suggestion approved, a re-import) or from the admin; picks stay straight-up, the line only shows on the card and
// names the underdog (kernel/underdog.rules.ts).

/** What a line is, wherever it came from. */
export interface LineFacts {
  favorite: 'home' | 'away' | null;
  spread: number | null;
  overUnder: number | null;
  details: string | null;
  source: string;
}

/** The source of a line the admin typed; a feed refresh never overwrites one. */
export const ADMIN_LINE_SOURCE = 'admin';

/** The games columns of a line read (or typed) at `asOf`; every one null for no line. */
export function lineColumns(line: LineFacts | null, asOf: Date) {
  if (!line) {
    return {
      line_favorite: null,
      line_spread: null,
      line_over_under: null,
      line_details: null,
      line_source: null,
      line_as_of: null,
    };
  }
  // A spread of 0 is a pick'em: no favourite, whatever was sent with it.
  const favorite = line.spread !== null && line.spread > 0 ? line.favorite : null;
  return {
    line_favorite: favorite,
    line_spread: line.spread,
    line_over_under: line.overUnder,
    line_details: line.details,
    line_source: line.source,
    line_as_of: asOf,
  };
}

export type LineColumns = ReturnType<typeof lineColumns>;
