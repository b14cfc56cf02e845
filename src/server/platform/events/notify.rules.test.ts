import { describe, expect, it } from 'vitest';
import type { BusEvent } from '../../kernel/events';
import { checkBusEvent } from '../../kernel/events';
import {
  NOTIFY_PAYLOAD_LIMIT,
  packEvents,
  reconnectDelay,
  resyncRequest,
  sentBy,
  unpackEvents,
} from './notify.rules';

const graded = (i: number): BusEvent => ({
  type: 'pick.graded',
  userId: 1000 + i,
  pickId: 50_000 + i,
  gameId: 77,
  result: i % 2 ? 'win' : 'loss',
});

describe('packEvents / unpackEvents', () => {
  it('round-trips a small batch in one payload', () => {
    const events: BusEvent[] = [{ type: 'game.updated', gameId: 3 }, { type: 'standings.changed' }];
    const payloads = packEvents('inst-a', events, NOTIFY_PAYLOAD_LIMIT, 1_795_000_000_123);
    expect(payloads).toHaveLength(1);
    expect(unpackEvents(payloads[0]!, checkBusEvent)).toEqual({
      origin: 'inst-a',
      events,
      rejected: 0,
      sentAt: 1_795_000_000_123,
    });
  });

  it('splits a big grading into payloads under the limit, keeping every event in order', () => {
    const events = Array.from({ length: 5000 }, (_, i) => graded(i));
    const payloads = packEvents('inst-a', events);
    expect(payloads.length).toBeGreaterThan(10);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(NOTIFY_PAYLOAD_LIMIT);
    expect(payloads.flatMap((p) => unpackEvents(p, checkBusEvent)!.events)).toEqual(events);
  });

  it('drops what is not an event and refuses what is not a batch', () => {
    const payload = JSON.stringify({ o: 'x', e: [{ type: 'game.updated', gameId: 1 }, { type: 'nope' }] });
    expect(unpackEvents(payload, checkBusEvent)).toEqual({
      origin: 'x',
      events: [{ type: 'game.updated', gameId: 1 }],
      rejected: 1,
    });
    expect(unpackEvents('{"o":"x","e":[],"t":"soon"}', checkBusEvent)).toEqual({
      origin: 'x',
      events: [],
      rejected: 0,
    });
    expect(unpackEvents('not json', checkBusEvent)).toBeNull();
    expect(unpackEvents('{"e":[]}', checkBusEvent)).toBeNull();
  });
});

describe('resyncRequest', () => {
  it('carries no event, only the ask to re-sync', () => {
    expect(unpackEvents(resyncRequest('inst-b', 5), checkBusEvent)).toEqual({
      origin: 'inst-b',
      events: [],
      rejected: 0,
      sentAt: 5,
      resync: true,
    });
  });

  it('is never read from an ordinary batch', () => {
    expect(
      unpackEvents(packEvents('inst-b', [{ type: 'standings.changed' }])[0]!, checkBusEvent)?.resync,
    ).toBeUndefined();
  });
});

describe('reconnectDelay', () => {
  it('doubles from 100 ms up to 5 s', () => {
    expect([0, 1, 2, 3, 5, 6, 20].map(reconnectDelay)).toEqual([100, 200, 400, 800, 3200, 5000, 5000]);
  });
});

describe('sentBy', () => {
  it("tells an instance's own payloads from another's before parsing them", () => {
    const own = [...packEvents('inst-a', [graded(1), graded(2)]), resyncRequest('inst-a')];
    for (const payload of own) {
      expect(sentBy(payload, 'inst-a')).toBe(true);
      expect(unpackEvents(payload, checkBusEvent)?.origin).toBe('inst-a');
      expect(sentBy(payload, 'inst-b')).toBe(false);
      expect(sentBy(payload, 'inst')).toBe(false);
    }
    expect(sentBy(packEvents('inst-ab', [graded(1)])[0]!, 'inst-a')).toBe(false);
    expect(sentBy('{"o":"inst-a"}', 'inst-a')).toBe(false);
  });
});
