import { describe, expect, it } from 'vitest';
import { keepAliveStep, takeToken } from './wire.rules';

describe('keepAliveStep', () => {
  const rule = { pingMs: 30_000, pongWaitMs: 5_000, sweepMs: 1_000 };
  it.each([
    ['heard just now', 100_000, 100_000, 0, null],
    ['silent for just under the ping time', 129_999, 100_000, 0, null],
    ['silent for the ping time', 130_000, 100_000, 0, 'ping'],
    ['pinged, waiting for an answer', 134_999, 100_000, 130_000, null],
    ['pinged, no answer within the wait', 135_000, 100_000, 130_000, 'drop'],
    ['answered (heard after the ping, which clears it)', 160_000, 140_000, 0, null],
  ] as const)('a socket %s', (_name, now, heardAt, pingedAt, step) => {
    expect(keepAliveStep(now, heardAt, pingedAt, rule)).toBe(step);
  });
});

describe('takeToken', () => {
  it('allows a burst, then the refill rate, and refuses beyond', () => {
    const rule = { burst: 3, perSecond: 2 };
    const bucket = { tokens: rule.burst, at: 0 };
    expect([1, 2, 3, 4].map(() => takeToken(bucket, 0, rule))).toEqual([true, true, true, false]);
    expect(takeToken(bucket, 499, rule)).toBe(false);
    expect(takeToken(bucket, 500, rule)).toBe(true);
    expect(takeToken(bucket, 60_000, rule)).toBe(true);
    expect(bucket.tokens).toBe(2);
  });
});
