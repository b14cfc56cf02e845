import { describe, expect, it } from 'vitest';
import { NOTIFY_PAYLOAD_LIMIT, packEvents, unpackEvents } from '../platform/events/notify.rules';
import { gradingEvents } from './domain-events';
import { type BusEvent, busEventSchema, checkBusEvent, GRADED_BATCH, gradedPicks } from './events';

const RESULTS = ['win', 'loss', 'push'] as const;

describe('a grading’s events', () => {
  it('name its picks in batches of GRADED_BATCH, in order, then the players changed otherwise and the boards', () => {
    const graded = Array.from({ length: 2 * GRADED_BATCH + 3 }, (_, i) => ({
      pickId: 5_000_000 + i,
      userId: 10 + i,
      result: RESULTS[i % 3]!,
    }));
    const events = gradingEvents(7, { graded, affectedUserIds: [10, 11, 9999, 9999] });
    expect(events.map((e) => e.type)).toEqual([
      'picks.graded',
      'picks.graded',
      'picks.graded',
      'stats.changed',
      'standings.changed',
    ]);
    expect(events.slice(0, 3).map((e) => (e.type === 'picks.graded' ? e.userIds.length : 0))).toEqual([
      GRADED_BATCH,
      GRADED_BATCH,
      3,
    ]);
    expect(events.flatMap(gradedPicks)).toEqual(
      graded.map((g) => ({ type: 'pick.graded', gameId: 7, ...g })),
    );
    expect(events[3]).toEqual({ type: 'stats.changed', userId: 9999 });
    expect(events[4]).toEqual({ type: 'standings.changed', players: 'named' });
  });

  it('are the same from the picks as columns', () => {
    const graded = [
      { pickId: 3, userId: 30, result: 'win' as const },
      { pickId: 4, userId: 40, result: 'push' as const },
    ];
    const columns = { pickIds: [3, 4], userIds: [30, 40], results: 'wp' };
    expect(gradingEvents(7, { graded: columns, affectedUserIds: [40, 50] })).toEqual(
      gradingEvents(7, { graded, affectedUserIds: [40, 50] }),
    );
  });

  it('are nothing when nothing was graded or changed', () => {
    expect(gradingEvents(7, { graded: [], affectedUserIds: [] })).toEqual([]);
  });

  it('cross a bus whole: each batch within one payload, even with the largest ids', () => {
    const big = 2_147_483_647;
    const graded = Array.from({ length: 100_000 }, (_, i) => ({
      pickId: big - i,
      userId: big - i,
      result: 'loss' as const,
    }));
    const events = gradingEvents(big, { graded, affectedUserIds: [] });
    expect(events).toHaveLength(100_000 / GRADED_BATCH + 1);
    const payloads = packEvents('a', events);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(NOTIFY_PAYLOAD_LIMIT);
    const back = payloads.flatMap((p) => unpackEvents(p, checkBusEvent)!.events);
    expect(back).toEqual(events);
  });

  it('are refused when malformed: lists of different lengths, too many picks, an unknown result letter, a bad id', () => {
    const ok: BusEvent = { type: 'picks.graded', gameId: 1, userIds: [1, 2], pickIds: [3, 4], results: 'wp' };
    expect(busEventSchema.safeParse(ok).success).toBe(true);
    for (const bad of [
      { ...ok, pickIds: [3] },
      { ...ok, results: 'w' },
      { ...ok, results: 'wx' },
      { ...ok, userIds: [], pickIds: [], results: '' },
      { ...ok, userIds: [1, 0] },
      { ...ok, pickIds: [3, 4.5] },
      { ...ok, userIds: [1, '2'] },
      { ...ok, pickIds: '3,4' },
      { ...ok, userIds: [1, 2 ** 53] },
      {
        ...ok,
        userIds: Array.from({ length: GRADED_BATCH + 1 }, (_, i) => i + 1),
        pickIds: Array.from({ length: GRADED_BATCH + 1 }, (_, i) => i + 1),
        results: 'w'.repeat(GRADED_BATCH + 1),
      },
    ]) {
      expect(busEventSchema.safeParse(bad).success).toBe(false);
    }
  });
});
