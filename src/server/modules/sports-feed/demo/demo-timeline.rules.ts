import { ordinal } from '../clock-label.rules';
import type { LeagueSlug } from '../sports-feed';
import { BASEBALL_HALVES, type DemoStyle } from './demo-scoring.rules';
import type { SeededRandom } from './seeded-random';

// A simulated game as a row of stretches of real time, from kick-off to the final whistle: play (the game
// clock runs and the score moves) and breaks (end of a quarter, halftime, the two-minute warning, between
// half-innings). Each stretch says what ESPN would report during it (status name, period, display clock,
// detail), so the product's own clock-label rules write the card's label.

const MINUTE = 60_000;

export interface Stretch {
  realMs: number;
  /** ESPN's status name during the stretch, e.g. STATUS_IN_PROGRESS, STATUS_HALFTIME, STATUS_END_PERIOD. */
  name: string;
  period: number;
  /** Progress of regulation play at the start and the end of the stretch; equal for a break. */
  from: number;
  to: number;
  /** ESPN's displayClock once `fraction` of the stretch has passed. */
  clock: (fraction: number) => string;
  /** ESPN's shortDetail; baseball states the half-inning only there ('Top 5th'). */
  detail: string;
}

interface QuarterGame {
  quarterGameMinutes: number;
  quarterRealMinutes: number;
  breakMinutes: number;
  halftimeMinutes: number;
  twoMinuteWarning: boolean;
}

type QuarterLeague = 'nfl' | 'college-football' | 'nba';

/** Per league: how long its stretches take in real time. Totals: NFL ~3 h, college ~3 h 15, NBA ~2.5 h. */
const QUARTERS: Record<QuarterLeague, QuarterGame> = {
  nfl: {
    quarterGameMinutes: 15,
    quarterRealMinutes: 38,
    breakMinutes: 2,
    halftimeMinutes: 20,
    twoMinuteWarning: true,
  },
  'college-football': {
    quarterGameMinutes: 15,
    quarterRealMinutes: 42,
    breakMinutes: 3,
    halftimeMinutes: 20,
    twoMinuteWarning: false,
  },
  nba: {
    quarterGameMinutes: 12,
    quarterRealMinutes: 32,
    breakMinutes: 3,
    halftimeMinutes: 15,
    twoMinuteWarning: false,
  },
};

export const STYLE_OF: Record<LeagueSlug, DemoStyle> = {
  nfl: 'football',
  'college-football': 'football',
  nba: 'basketball',
  mlb: 'baseball',
  'eng.1': 'soccer',
  'esp.1': 'soccer',
  'usa.1': 'soccer',
};

const gameClock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
/** A game clock running down from `fromSec` to `toSec` over the stretch. */
const countdown = (fromSec: number, toSec: number) => (f: number) =>
  gameClock(Math.ceil(fromSec - (fromSec - toSec) * f));
const fixed = (text: string) => () => text;

const play = (realMinutes: number, period: number, from: number, to: number, clock: Stretch['clock']) => ({
  realMs: realMinutes * MINUTE,
  name: 'STATUS_IN_PROGRESS',
  period,
  from,
  to,
  clock,
  detail: '',
});
const pause = (realMinutes: number, name: string, period: number, at: number, clock = '0:00'): Stretch => ({
  realMs: realMinutes * MINUTE,
  name,
  period,
  from: at,
  to: at,
  clock: fixed(clock),
  detail: '',
});

/** Four quarters, halftime after the second, a two-minute warning in the 2nd and 4th when the league has one. */
function quarters(game: QuarterGame): Stretch[] {
  const stretches: Stretch[] = [];
  const length = game.quarterGameMinutes * 60;
  for (let q = 1; q <= 4; q++) {
    const [start, end] = [(q - 1) / 4, q / 4];
    if (game.twoMinuteWarning && q % 2 === 0) {
      const share = (length - 120) / length;
      const split = start + share / 4;
      stretches.push(play(game.quarterRealMinutes * share, q, start, split, countdown(length, 120)));
      stretches.push(pause(1, 'STATUS_TWO_MINUTE_WARNING', q, split, '2:00'));
      stretches.push(play(game.quarterRealMinutes * (1 - share), q, split, end, countdown(120, 0)));
    } else {
      stretches.push(play(game.quarterRealMinutes, q, start, end, countdown(length, 0)));
    }
    if (q === 2) stretches.push(pause(game.halftimeMinutes, 'STATUS_HALFTIME', q, end));
    else if (q < 4) stretches.push(pause(game.breakMinutes, 'STATUS_END_PERIOD', q, end));
  }
  return stretches;
}

/** Two halves of 45 minutes with a few minutes of stoppage each and 15 minutes of halftime (~1 h 55). */
function soccer(random: SeededRandom): Stretch[] {
  const minute = (first: number, last: number) => (f: number) =>
    `${Math.min(last, first + Math.floor(f * 45))}'`;
  const added = (base: number, minutes: number) => (f: number) =>
    `${base}'+${Math.min(minutes, 1 + Math.floor(f * minutes))}'`;
  const [firstAdded, secondAdded] = [random.int(1, 4), random.int(2, 6)];
  return [
    play(45, 1, 0, 0.5, minute(1, 45)),
    play(firstAdded, 1, 0.5, 0.5, added(45, firstAdded)),
    pause(15, 'STATUS_HALFTIME', 1, 0.5),
    play(45, 2, 0.5, 1, minute(46, 90)),
    play(secondAdded, 2, 1, 1, added(90, secondAdded)),
  ];
}

/** Nine innings of ~20 minutes: top, middle, bottom, end; no bottom of the 9th when the home side leads. */
function baseball(shortNinth: boolean): Stretch[] {
  const stretches: Stretch[] = [];
  const half = (index: number, detail: string): Stretch => ({
    ...play(8, Math.floor(index / 2) + 1, index / BASEBALL_HALVES, (index + 1) / BASEBALL_HALVES, fixed('')),
    detail,
  });
  const between = (inning: number, at: number, detail: string): Stretch => ({
    ...pause(2, 'STATUS_IN_PROGRESS', inning, at, ''),
    detail,
  });
  for (let inning = 1; inning <= 9; inning++) {
    const name = ordinal(inning);
    const top = (inning - 1) * 2;
    stretches.push(half(top, `Top ${name}`));
    if (inning === 9 && shortNinth) break;
    stretches.push(between(inning, (top + 1) / BASEBALL_HALVES, `Mid ${name}`));
    stretches.push(half(top + 1, `Bot ${name}`));
    if (inning < 9) stretches.push(between(inning, (top + 2) / BASEBALL_HALVES, `End ${name}`));
  }
  return stretches;
}

/** The stretches of a league's simulated game; `random` is the game's own (after its scoring was drawn). */
export function gameTimeline(league: LeagueSlug, shortNinth: boolean, random: SeededRandom): Stretch[] {
  switch (league) {
    case 'nfl':
    case 'college-football':
    case 'nba':
      return quarters(QUARTERS[league]);
    case 'mlb':
      return baseball(shortNinth);
    case 'eng.1':
    case 'esp.1':
    case 'usa.1':
      return soccer(random);
  }
}
