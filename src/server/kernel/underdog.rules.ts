// Who the underdog of a game is: one rule for the card (the "Underdog" badge) and for the picks that
// bold_strategy counts (picks.is_underdog), so a player never sees one team marked and another counted.

export type Side = 'home' | 'away';

export interface Record3 {
  wins: number | null;
  losses: number | null;
  ties: number | null;
}

/** The part of a game's line the rule reads: the favourite's side and the points it gives. */
export interface SpreadFacts {
  favorite: Side | null;
  spread: number | null;
}

const winShare = (r: Record3) => {
  const games = (r.wins ?? 0) + (r.losses ?? 0) + (r.ties ?? 0);
  return games === 0 ? null : (r.wins ?? 0) / games;
};

const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/**
 * The underdog side. With a spread, the team getting points (a pick'em, spread 0, has none); without one,
 * the team with the lower win share (wins over games played, ties played); equal or unknown: none.
 */
export function underdogSide(line: SpreadFacts | null, home: Record3, away: Record3): Side | null {
  if (line && line.spread !== null) {
    return line.favorite !== null && line.spread > 0 ? other(line.favorite) : null;
  }
  const h = winShare(home);
  const a = winShare(away);
  if (h === null || a === null || h === a) return null;
  return h < a ? 'home' : 'away';
}

/** Whether a pick of `selected` is on the underdog (decided when the pick is made or changed). */
export const isUnderdogPick = (selected: Side, line: SpreadFacts | null, home: Record3, away: Record3) =>
  underdogSide(line, home, away) === selected;

/** The spread facts of a games row (numeric columns come back as text), null when it has no spread. */
export function spreadOfRow(row: {
  line_favorite: string | null;
  line_spread: string | number | null;
}): SpreadFacts | null {
  if (row.line_spread === null || row.line_spread === undefined) return null;
  const favorite = row.line_favorite === 'home' || row.line_favorite === 'away' ? row.line_favorite : null;
  return { favorite, spread: Number(row.line_spread) };
}
