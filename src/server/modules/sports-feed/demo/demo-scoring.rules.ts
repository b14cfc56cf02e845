import type { SeededRandom } from './seeded-random';

// The scoring of one simulated game, drawn up front from the game's own seed: every scoring play with the
// point of the game it happens at ("progress", 0 at kick-off, 1 at the end of regulation play). The score at
// any moment is the sum of the plays up to that progress, so it only ever goes up and every caller that
// draws from the same seed sees the same game.

export type DemoStyle = 'football' | 'basketball' | 'baseball' | 'soccer';
export type DemoSide = 'home' | 'away';

export interface ScoringPlay {
  /** In (0, 1): the share of regulation play done when it happens. */
  at: number;
  side: DemoSide;
  points: number;
}

export interface DemoScoring {
  plays: ScoringPlay[];
  /** Baseball: the home side led after the top of the 9th, so the bottom half is not played. */
  shortNinth: boolean;
}

const SIDES: DemoSide[] = ['home', 'away'];
export const BASEBALL_HALVES = 18;

/** Touchdowns (mostly with the extra point), field goals, now and then a two-point try or a safety. */
function football(random: SeededRandom): ScoringPlay[] {
  const plays: ScoringPlay[] = [];
  for (const side of SIDES) {
    for (let drive = random.int(1, 6); drive > 0; drive--) {
      const roll = random.next();
      const points = roll < 0.5 ? 7 : roll < 0.85 ? 3 : roll < 0.92 ? 6 : roll < 0.98 ? 8 : 2;
      plays.push({ at: 0.01 + random.next() * 0.98, side, points });
    }
  }
  return plays;
}

/** Baskets until each side reaches a total in the usual range: twos, threes and free throws. */
function basketball(random: SeededRandom): ScoringPlay[] {
  const plays: ScoringPlay[] = [];
  for (const side of SIDES) {
    const target = random.int(92, 124);
    for (let total = 0; total < target; ) {
      const roll = random.next();
      const points = roll < 0.3 ? 3 : roll < 0.45 ? 1 : 2;
      plays.push({ at: 0.002 + random.next() * 0.996, side, points });
      total += points;
    }
  }
  return plays;
}

/** Goals: none to four a side, the way real scorelines spread; a draw is a normal result. */
function soccer(random: SeededRandom): ScoringPlay[] {
  const plays: ScoringPlay[] = [];
  for (const side of SIDES) {
    const roll = random.next();
    const goals = roll < 0.28 ? 0 : roll < 0.64 ? 1 : roll < 0.86 ? 2 : roll < 0.96 ? 3 : 4;
    for (let g = 0; g < goals; g++) plays.push({ at: 0.01 + random.next() * 0.98, side, points: 1 });
  }
  return plays;
}

const halfRuns = (random: SeededRandom): number => {
  if (random.chance(0.72)) return 0;
  const roll = random.next();
  return roll < 0.55 ? 1 : roll < 0.8 ? 2 : roll < 0.93 ? 3 : 4;
};

/**
 * Runs per half-inning (away bats in the top, home in the bottom). No extra innings: a tie after nine is
 * settled by a coin toss as one more run in the 9th; a home side that leads after the top of the 9th does
 * not bat again, and one that takes the lead in the bottom of the 9th wins by that run (a walk-off).
 */
function baseball(random: SeededRandom): DemoScoring {
  const runs = Array.from({ length: BASEBALL_HALVES }, () => halfRuns(random));
  const last = BASEBALL_HALVES - 1;
  const total = (parity: number, upTo: number) =>
    runs.reduce((n, r, half) => (half % 2 === parity && half < upTo ? n + r : n), 0);
  const homeBeforeNinth = total(1, last);
  const shortNinth = homeBeforeNinth > total(0, BASEBALL_HALVES);
  if (shortNinth) runs[last] = 0;
  else {
    if (homeBeforeNinth + runs[last]! === total(0, BASEBALL_HALVES)) {
      runs[random.chance(0.5) ? last : last - 1]! += 1;
    }
    const needed = total(0, BASEBALL_HALVES) - homeBeforeNinth;
    if (runs[last]! > needed) runs[last] = needed + 1;
  }
  const plays: ScoringPlay[] = [];
  runs.forEach((count, half) => {
    const at = (half + 0.2 + random.next() * 0.6) / BASEBALL_HALVES;
    if (count > 0) plays.push({ at, side: half % 2 === 0 ? 'away' : 'home', points: count });
  });
  return { plays, shortNinth };
}

/** Breaks a level score at the end of a game that cannot end level: a late score for one side. */
function noTie(plays: ScoringPlay[], random: SeededRandom, points: number, at: number): ScoringPlay[] {
  const total = (side: DemoSide) => plays.reduce((n, p) => (p.side === side ? n + p.points : n), 0);
  if (total('home') !== total('away')) return plays;
  return [...plays, { at, side: random.pick(SIDES), points }];
}

/** The scoring plays of a game of `style`, drawn from `random` (seeded by the event id). */
export function drawScoring(style: DemoStyle, random: SeededRandom): DemoScoring {
  switch (style) {
    case 'football':
      return { plays: noTie(football(random), random, 3, 0.995), shortNinth: false };
    case 'basketball':
      return { plays: noTie(basketball(random), random, 1, 0.999), shortNinth: false };
    case 'soccer':
      return { plays: soccer(random), shortNinth: false };
    case 'baseball':
      return baseball(random);
  }
}

/** Both scores once the plays up to `progress` have happened. */
export function scoreAt(plays: ScoringPlay[], progress: number): { home: number; away: number } {
  let home = 0;
  let away = 0;
  for (const p of plays) {
    if (p.at > progress) continue;
    if (p.side === 'home') home += p.points;
    else away += p.points;
  }
  return { home, away };
}
