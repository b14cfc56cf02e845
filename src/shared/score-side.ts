import { isSoccer } from './constants';

// Which side a final score says won, for the admin's form and the server's check alike.

export type Side = 'home' | 'away' | 'push';

/** The side the scores alone decide: the one with more points, or null when they are level. */
export function leadingSide(homeScore: number, awayScore: number): 'home' | 'away' | null {
  if (homeScore === awayScore) return null;
  return homeScore > awayScore ? 'home' : 'away';
}

/**
 * Whether a level score may still have a winning team in this sport: only soccer's knockout games are decided
 * past a draw (penalties) while the score stays level; every other sport settles a level game on the field.
 */
export const decidedPastADraw = (sport: string) => isSoccer(sport);

/** The results a level score allows in this sport: a push, or either team in soccer. */
export const levelSides = (sport: string): Side[] =>
  decidedPastADraw(sport) ? ['push', 'away', 'home'] : ['push'];
