import { describe, expect, it } from 'vitest';
import { type ClockStatus, clockLabel, ordinal } from './clock-label.rules';
import type { ClockSport } from './sports-feed';

const status = (
  state: ClockStatus['state'],
  name: string,
  period: number,
  displayClock = '',
  shortDetail = '',
  detail = '',
): ClockStatus => ({ state, completed: state === 'post', name, period, displayClock, shortDetail, detail });

const cases: [ClockSport, ClockStatus, string | null][] = [
  // Every sport: before, after, called off.
  ['football', status('pre', 'STATUS_SCHEDULED', 0, '0:00'), null],
  ['soccer', status('pre', 'STATUS_SCHEDULED', 0, "0'"), null],
  ['basketball', status('post', 'STATUS_FINAL', 4, '0:00'), 'FINAL'],
  ['soccer', status('post', 'STATUS_FULL_TIME', 2, "90'+6'"), 'FINAL'],
  ['soccer', status('post', 'STATUS_FINAL_PEN', 5, "120'"), 'FINAL'],
  ['baseball', { ...status('post', 'STATUS_POSTPONED', 0), completed: false }, 'POSTPONED'],
  ['football', { ...status('post', 'STATUS_CANCELED', 0), completed: false }, 'CANCELED'],
  ['baseball', status('in', 'STATUS_RAIN_DELAY', 6, '', 'Rain Delay'), 'DELAYED'],
  ['baseball', status('pre', 'STATUS_DELAYED', 0), 'DELAYED'],
  ['baseball', status('in', 'STATUS_SUSPENDED', 7), 'SUSPENDED'],
  // Football and basketball quarters.
  ['basketball', status('in', 'STATUS_IN_PROGRESS', 3, '8:42', '8:42 - 3rd'), 'Q3 8:42'],
  ['football', status('in', 'STATUS_IN_PROGRESS', 1, '15:00'), 'Q1 15:00'],
  ['football', status('in', 'STATUS_IN_PROGRESS', 4, ''), 'Q4'],
  ['basketball', status('in', 'STATUS_HALFTIME', 2, '0:00', 'Halftime'), 'HALFTIME'],
  ['football', status('in', 'STATUS_HALFTIME', 2, '0:00'), 'HALFTIME'],
  ['football', status('in', 'STATUS_END_PERIOD', 1, '0:00', 'End of 1st'), 'END 1ST'],
  ['basketball', status('in', 'STATUS_END_PERIOD', 2, '0:00'), 'END 2ND'],
  ['basketball', status('in', 'STATUS_END_PERIOD', 3, '0:00'), 'END 3RD'],
  ['football', status('in', 'STATUS_END_PERIOD', 4, '0:00'), 'END 4TH'],
  ['football', status('in', 'STATUS_END_OF_REGULATION', 4, '0:00'), 'END 4TH'],
  [
    'football',
    status('in', 'STATUS_IN_PROGRESS', 2, '2:00', '2:00 - 2nd', 'Two-Minute Warning'),
    '2 MIN WARNING',
  ],
  ['football', status('in', 'STATUS_TWO_MINUTE_WARNING', 4, '2:00'), '2 MIN WARNING'],
  // Basketball has no two-minute warning, whatever the text says.
  ['basketball', status('in', 'STATUS_IN_PROGRESS', 4, '2:00', '', 'two-minute warning'), 'Q4 2:00'],
  ['basketball', status('in', 'STATUS_IN_PROGRESS', 5, '2:15', '2:15 - OT'), 'OT 2:15'],
  ['basketball', status('in', 'STATUS_IN_PROGRESS', 6, '4:00'), '2OT 4:00'],
  ['football', status('in', 'STATUS_IN_PROGRESS', 5, ''), 'OVERTIME'],
  ['basketball', status('in', 'STATUS_END_PERIOD', 5, '0:00'), 'END OT'],
  ['basketball', status('in', 'STATUS_END_PERIOD', 7, '0:00'), 'END 3OT'],
  // College basketball halves.
  ['college-basketball', status('in', 'STATUS_IN_PROGRESS', 1, '12:34'), '1ST HALF 12:34'],
  ['college-basketball', status('in', 'STATUS_IN_PROGRESS', 2, '0:45'), '2ND HALF 0:45'],
  ['college-basketball', status('in', 'STATUS_IN_PROGRESS', 2, ''), '2ND HALF'],
  ['college-basketball', status('in', 'STATUS_HALFTIME', 1, '0:00'), 'HALFTIME'],
  ['college-basketball', status('in', 'STATUS_END_PERIOD', 1, '0:00'), 'HALFTIME'],
  ['college-basketball', status('in', 'STATUS_END_PERIOD', 2, '0:00'), 'END 2ND HALF'],
  ['college-basketball', status('in', 'STATUS_IN_PROGRESS', 3, '3:10'), 'OT 3:10'],
  // Baseball: the half inning lives in the detail text.
  ['baseball', status('in', 'STATUS_IN_PROGRESS', 5, '0:00', 'Top 5th'), 'TOP 5TH'],
  ['baseball', status('in', 'STATUS_IN_PROGRESS', 5, '0:00', 'Bot 5th'), 'BOT 5TH'],
  ['baseball', status('in', 'STATUS_IN_PROGRESS', 5, '0:00', '', 'Bottom of the 5th'), 'BOT 5TH'],
  ['baseball', status('in', 'STATUS_IN_PROGRESS', 5, '0:00', 'Mid 5th'), 'MID 5TH'],
  ['baseball', status('in', 'STATUS_IN_PROGRESS', 5, '0:00', 'End 5th'), 'END 5TH'],
  ['baseball', status('in', 'STATUS_IN_PROGRESS', 1, '0:00', 'Top 1st'), 'TOP 1ST'],
  ['baseball', status('in', 'STATUS_IN_PROGRESS', 11, '0:00', 'Bot 11th'), 'BOT 11TH'],
  ['baseball', status('in', 'STATUS_IN_PROGRESS', 3, '0:00', 'In Progress'), '3RD INNING'],
  // Soccer.
  ['soccer', status('in', 'STATUS_FIRST_HALF', 1, "23'", "23'"), "1H 23'"],
  ['soccer', status('in', 'STATUS_FIRST_HALF', 1, "45'+2'"), "1H 45'+2'"],
  ['soccer', status('in', 'STATUS_HALFTIME', 1, "45'+2'", 'HT'), 'HALFTIME'],
  ['soccer', status('in', 'STATUS_SECOND_HALF', 2, "90'+4'", "90'+4'"), "2H 90'+4'"],
  ['soccer', status('in', 'STATUS_END_PERIOD', 2, "90'+5'"), 'END 2H'],
  ['soccer', status('in', 'STATUS_OVERTIME', 3, "97'"), 'EXTRA TIME'],
  ['soccer', status('in', 'STATUS_HALFTIME_ET', 3, "105'"), 'EXTRA TIME'],
  ['soccer', status('in', 'STATUS_END_OF_EXTRATIME', 4, "120'+2'"), 'EXTRA TIME'],
  ['soccer', status('in', 'STATUS_SHOOTOUT', 5, "120'"), 'PENALTIES'],
  // Golf rounds.
  ['golf', status('in', 'STATUS_IN_PROGRESS', 1), 'ROUND 1'],
  ['golf', status('in', 'STATUS_PLAY_COMPLETE', 3), 'ROUND 3'],
  ['golf', status('in', 'STATUS_IN_PROGRESS', 4), 'FINAL ROUND'],
  ['golf', status('post', 'STATUS_FINAL', 4), 'FINAL'],
];

describe('clock labels', () => {
  it.each(cases)('%s %o -> %s', (sport, s, expected) => {
    expect(clockLabel(sport, s)).toBe(expected);
  });

  it('are upper case whenever there is one', () => {
    for (const [sport, s] of cases) {
      const label = clockLabel(sport, s);
      if (label !== null) expect(label).toBe(label.toUpperCase());
    }
  });
});

describe('ordinals', () => {
  it.each([
    [1, '1ST'],
    [2, '2ND'],
    [3, '3RD'],
    [4, '4TH'],
    [11, '11TH'],
    [12, '12TH'],
    [13, '13TH'],
    [21, '21ST'],
    [22, '22ND'],
  ])('%i is %s', (n, expected) => {
    expect(ordinal(n)).toBe(expected);
  });
});
