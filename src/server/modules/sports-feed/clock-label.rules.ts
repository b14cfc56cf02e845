import type { ClockSport } from './sports-feed';

// The live-clock label a game card shows, normalised per sport from ESPN's status, so every card
// reads the same whatever league it is. All labels are upper case; clocks keep ESPN's displayClock.
//
//   every sport   before the start -> null; completed -> 'FINAL'
//                 STATUS_POSTPONED -> 'POSTPONED', STATUS_CANCELED -> 'CANCELED',
//                 STATUS_DELAYED / STATUS_RAIN_DELAY -> 'DELAYED', STATUS_SUSPENDED -> 'SUSPENDED'
//   football,     running 'Q3 8:42' (no clock: 'Q3'); STATUS_HALFTIME -> 'HALFTIME'
//   basketball    end of a quarter 'END 1ST' .. 'END 4TH'; two-minute warning (a status name or
//                 'Two-Minute Warning' in the detail, football only) '2 MIN WARNING'
//                 overtime (period past regulation): 'OT 2:15', then '2OT 4:00', '3OT ...';
//                 no clock 'OVERTIME'; end of one 'END OT', 'END 2OT'
//   college       halves instead of quarters: '1ST HALF 12:34', '2ND HALF 0:45', 'HALFTIME',
//   basketball    'END 2ND HALF'; overtime as above
//   baseball      'TOP 5TH', 'BOT 5TH', 'MID 5TH', 'END 5TH' (half read from shortDetail or detail,
//                 the only places ESPN states it); unreadable half -> '5TH INNING'
//   soccer        "1H 23'", "2H 90'+4'", 'HALFTIME', end of the second half 'END 2H',
//                 periods 3-4 'EXTRA TIME', period 5 or a shootout status 'PENALTIES'
//   golf          'ROUND 1' .. 'ROUND 3', round 4 and later 'FINAL ROUND'

/** The parts of ESPN's `status` the label needs. */
export interface ClockStatus {
  state: 'pre' | 'in' | 'post';
  completed: boolean;
  /** ESPN's status.type.name, e.g. STATUS_HALFTIME. */
  name: string;
  period: number;
  displayClock: string;
  shortDetail: string;
  detail: string;
}

const INTERRUPTIONS: Record<string, string> = {
  STATUS_POSTPONED: 'POSTPONED',
  STATUS_CANCELED: 'CANCELED',
  STATUS_CANCELLED: 'CANCELED',
  STATUS_DELAYED: 'DELAYED',
  STATUS_RAIN_DELAY: 'DELAYED',
  STATUS_SUSPENDED: 'SUSPENDED',
};

/** '1ST', '2ND', '3RD', '4TH', '11TH', '21ST'. */
export const ordinal = (n: number): string => {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'TH' : ({ 1: 'ST', 2: 'ND', 3: 'RD' } as Record<number, string>)[n % 10] || 'TH';
  return `${n}${suffix}`;
};

const isEndOfPeriod = (name: string) => name === 'STATUS_END_PERIOD' || name === 'STATUS_END_OF_REGULATION';

const withClock = (label: string, clock: string) => (clock.trim() ? `${label} ${clock.trim()}` : label);

/** Quarters (regulation 4) or college halves (regulation 2), overtime after either. */
const periodLabel = (s: ClockStatus, regulation: number, halves: boolean): string => {
  const period = Math.max(1, s.period);
  if (s.name === 'STATUS_HALFTIME') return 'HALFTIME';
  if (period > regulation) {
    const n = period - regulation;
    const ot = n === 1 ? 'OT' : `${n}OT`;
    if (isEndOfPeriod(s.name)) return `END ${ot}`;
    return s.displayClock.trim() ? withClock(ot, s.displayClock) : 'OVERTIME';
  }
  if (halves) {
    if (isEndOfPeriod(s.name)) return period === 1 ? 'HALFTIME' : 'END 2ND HALF';
    return withClock(`${ordinal(period)} HALF`, s.displayClock);
  }
  if (isEndOfPeriod(s.name)) return `END ${ordinal(period)}`;
  return withClock(`Q${period}`, s.displayClock);
};

const isTwoMinuteWarning = (s: ClockStatus) =>
  s.name === 'STATUS_TWO_MINUTE_WARNING' || /two[- ]minute warning/i.test(`${s.shortDetail} ${s.detail}`);

const BASEBALL_HALVES: [RegExp, string][] = [
  [/^top\b/i, 'TOP'],
  [/^bot(tom)?\b/i, 'BOT'],
  [/^mid(dle)?\b/i, 'MID'],
  [/^end\b/i, 'END'],
];

const baseballLabel = (s: ClockStatus): string => {
  const inning = ordinal(Math.max(1, s.period));
  const texts = [s.shortDetail.trim(), s.detail.trim()];
  const half = BASEBALL_HALVES.find(([re]) => texts.some((t) => re.test(t)))?.[1];
  return half ? `${half} ${inning}` : `${inning} INNING`;
};

const soccerLabel = (s: ClockStatus): string => {
  if (s.period >= 5 || s.name.includes('SHOOTOUT')) return 'PENALTIES';
  if (s.period >= 3 || /EXTRA|OVERTIME|HALFTIME_ET/.test(s.name)) return 'EXTRA TIME';
  if (s.name === 'STATUS_HALFTIME') return 'HALFTIME';
  if (isEndOfPeriod(s.name)) return s.period <= 1 ? 'HALFTIME' : 'END 2H';
  return withClock(s.period <= 1 ? '1H' : '2H', s.displayClock);
};

const golfLabel = (s: ClockStatus): string =>
  s.period >= 4 ? 'FINAL ROUND' : `ROUND ${Math.max(1, s.period)}`;

/** The normalised live-clock label of a game, or null before it starts. */
export const clockLabel = (sport: ClockSport, s: ClockStatus): string | null => {
  const interruption = INTERRUPTIONS[s.name];
  if (interruption) return interruption;
  if (s.state === 'post' && s.completed) return 'FINAL';
  if (s.state === 'pre') return null;
  switch (sport) {
    case 'football':
      return isTwoMinuteWarning(s) ? '2 MIN WARNING' : periodLabel(s, 4, false);
    case 'basketball':
      return periodLabel(s, 4, false);
    case 'college-basketball':
      return periodLabel(s, 2, true);
    case 'baseball':
      return baseballLabel(s);
    case 'soccer':
      return soccerLabel(s);
    case 'golf':
      return golfLabel(s);
  }
};
