import { describe, expect, it } from 'vitest';
import { isOpenForPicks } from '../../kernel/pick-lock.rules';
import { dayWindow } from '../../kernel/player-day';
import { pickStatsFor } from './games.rules';

describe('day windows', () => {
  const now = new Date('2026-11-22T03:30:00Z'); // 22:30 on the 21st in New York, 20:30 in Denver, 03:30 UTC on the 22nd
  it.each([
    ['America/New_York', 'today', '2026-11-21', '2026-11-21T05:00:00.000Z', '2026-11-22T05:00:00.000Z'],
    ['America/New_York', 'tomorrow', '2026-11-22', '2026-11-22T05:00:00.000Z', '2026-11-23T05:00:00.000Z'],
    ['America/Denver', 'today', '2026-11-21', '2026-11-21T07:00:00.000Z', '2026-11-22T07:00:00.000Z'],
    ['UTC', 'today', '2026-11-22', '2026-11-22T00:00:00.000Z', '2026-11-23T00:00:00.000Z'],
    ['Pacific/Honolulu', 'tomorrow', '2026-11-22', '2026-11-22T10:00:00.000Z', '2026-11-23T10:00:00.000Z'],
  ] as const)('%s %s is %s', (zone, day, date, from, to) => {
    const w = dayWindow(now, zone, day);
    expect([w.date, w.from.toISOString(), w.to.toISOString()]).toEqual([date, from, to]);
  });

  it('has a 23-hour day when clocks spring forward', () => {
    const w = dayWindow(new Date('2026-03-08T15:00:00Z'), 'America/New_York', 'today');
    expect(w.to.getTime() - w.from.getTime()).toBe(23 * 3_600_000);
  });

  it('moves with the clock: the kept window of a zone is left at its edges, before and after it', () => {
    const zone = 'Europe/Berlin';
    const at = (iso: string) => dayWindow(new Date(iso), zone, 'today').date;
    expect(at('2026-11-22T12:00:00Z')).toBe('2026-11-22');
    expect(at('2026-11-22T22:59:59.999Z')).toBe('2026-11-22');
    expect(at('2026-11-22T23:00:00Z')).toBe('2026-11-23');
    expect(dayWindow(new Date('2026-11-22T23:00:00Z'), zone, 'tomorrow').date).toBe('2026-11-24');
    expect(at('2026-11-22T22:59:59.999Z')).toBe('2026-11-22');
    expect(at('2026-11-21T23:00:00Z')).toBe('2026-11-22');
    expect(at('2026-11-21T22:59:59.999Z')).toBe('2026-11-21');
  });

  it('hands out copies: moving the Dates of one answer leaves the next one right', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const first = dayWindow(now, 'Asia/Tokyo', 'today');
    first.from.setTime(0);
    first.to.setTime(0);
    const again = dayWindow(now, 'Asia/Tokyo', 'today');
    expect([again.from.toISOString(), again.to.toISOString()]).toEqual([
      '2026-11-21T15:00:00.000Z',
      '2026-11-22T15:00:00.000Z',
    ]);
  });
});

describe('pick stats', () => {
  it.each([
    [[], [0, 0, 0, 0]],
    [[{ teamId: 1, count: 3 }], [3, 100, 0, 0]],
    [
      [
        { teamId: 1, count: 1 },
        { teamId: 2, count: 2 },
      ],
      [1, 33, 2, 67],
    ],
    [
      [
        { teamId: 2, count: 1 },
        { teamId: 1, count: 1 },
      ],
      [1, 50, 1, 50],
    ],
  ])('%o', (counts, [homeCount, homePct, awayCount, awayPct]) => {
    expect(pickStatsFor(counts, 1, 2)).toEqual([
      { teamId: 1, count: homeCount, percentage: homePct },
      { teamId: 2, count: awayCount, percentage: awayPct },
    ]);
  });
});

describe('open for picks', () => {
  const now = new Date('2026-11-21T18:00:00Z');
  it('only while scheduled and before the start', () => {
    expect(isOpenForPicks('scheduled', new Date('2026-11-21T18:00:01Z'), now)).toBe(true);
    expect(isOpenForPicks('scheduled', now, now)).toBe(false);
    expect(isOpenForPicks('live', new Date('2026-11-21T19:00:00Z'), now)).toBe(false);
  });
});
