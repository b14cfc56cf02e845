import { describe, expect, it } from 'vitest';
import { RateLimiter, tooManyAttemptsMessage } from './rate-limit';

const MINUTE = 60_000;

/** Whether one more hit would be allowed now: a reservation taken and given back at once. */
function allows(limiter: RateLimiter, bucket: string, key: string, rule: { max: number; windowMs: number }) {
  const reservation = limiter.reserve(bucket, key, rule);
  if (reservation.ok) reservation.refund();
  return reservation.ok;
}

describe('rate limiter', () => {
  it('allows max hits per window, then refuses until the window ends', () => {
    let now = new Date('2026-11-21T12:00:00Z');
    const limiter = new RateLimiter(() => now);
    const rule = { max: 3, windowMs: MINUTE };
    for (let i = 0; i < 3; i++) expect(limiter.consume('b', 'k', rule)).toEqual({ ok: true });
    expect(limiter.consume('b', 'k', rule)).toEqual({ ok: false, retryAfterSeconds: 60 });
    expect(limiter.consume('b', 'other', rule)).toEqual({ ok: true });
    expect(allows(limiter, 'b', 'k', rule)).toBe(false);
    now = new Date(now.getTime() + MINUTE);
    expect(allows(limiter, 'b', 'k', rule)).toBe(true);
    expect(limiter.consume('b', 'k', rule)).toEqual({ ok: true });
  });

  it('forgets a key on reset', () => {
    const limiter = new RateLimiter(() => new Date());
    const rule = { max: 1, windowMs: MINUTE };
    limiter.consume('b', 'k', rule);
    expect(allows(limiter, 'b', 'k', rule)).toBe(false);
    limiter.reset('b', 'k');
    expect(allows(limiter, 'b', 'k', rule)).toBe(true);
  });

  it('words the wait in minutes', () => {
    expect(tooManyAttemptsMessage(30)).toBe('Too many attempts. Please wait a minute and try again.');
    expect(tooManyAttemptsMessage(14 * 60 + 1)).toBe(
      'Too many attempts. Please wait 15 minutes and try again.',
    );
  });
});

describe('reservations', () => {
  const rule = { max: 2, windowMs: MINUTE };

  it('count at once: attempts in flight together get no more than the budget', () => {
    const limiter = new RateLimiter(() => new Date('2026-11-21T12:00:00Z'));
    const inFlight = Array.from({ length: 5 }, () => limiter.reserve('b', 'k', rule));
    expect(inFlight.map((r) => r.ok)).toEqual([true, true, false, false, false]);
    expect(inFlight[2]).toEqual({ ok: false, retryAfterSeconds: 60 });
    expect(limiter.consume('b', 'k', rule).ok).toBe(false);
  });

  it('give the place back on refund, once however often it is called', () => {
    const limiter = new RateLimiter(() => new Date('2026-11-21T12:00:00Z'));
    const first = limiter.reserve('b', 'k', rule);
    const second = limiter.reserve('b', 'k', rule);
    if (!first.ok || !second.ok) throw new Error('both fit the budget');
    first.refund();
    first.refund();
    expect(limiter.reserve('b', 'k', rule).ok).toBe(true);
    expect(limiter.reserve('b', 'k', rule).ok).toBe(false);
  });

  it.each([
    [
      'into a later window: the place belonged to one that ended',
      (_: RateLimiter, later: () => void) => later(),
    ],
    [
      'after a reset: the window it was taken from is gone',
      (limiter: RateLimiter) => limiter.reset('b', 'k'),
    ],
  ] as const)('refund nothing %s', (_what, endWindow) => {
    let now = new Date('2026-11-21T12:00:00Z');
    const limiter = new RateLimiter(() => now);
    const old = limiter.reserve('b', 'k', rule);
    endWindow(limiter, () => {
      now = new Date(now.getTime() + MINUTE);
    });
    expect(limiter.consume('b', 'k', rule).ok).toBe(true);
    expect(limiter.consume('b', 'k', rule).ok).toBe(true);
    if (old.ok) old.refund();
    expect(limiter.consume('b', 'k', rule).ok).toBe(false);
  });

  it('in several budgets take all or none, and refund all', () => {
    const limiter = new RateLimiter(() => new Date('2026-11-21T12:00:00Z'));
    const wide = { max: 10, windowMs: MINUTE };
    const narrow = { max: 1, windowMs: 30_000 };
    const budgets = [
      ['address', 'a', wide],
      ['account', 'u', narrow],
    ] as const;
    const first = limiter.reserveAll(budgets);
    expect(first.ok).toBe(true);
    // The narrow budget refuses: the wide one keeps no place of this attempt.
    expect(limiter.reserveAll(budgets)).toEqual({ ok: false, retryAfterSeconds: 30 });
    for (let i = 0; i < 9; i++) expect(limiter.consume('address', 'a', wide).ok).toBe(true);
    expect(limiter.consume('address', 'a', wide).ok).toBe(false);
    if (first.ok) first.refund();
    expect(limiter.consume('address', 'a', wide).ok).toBe(true);
    expect(limiter.consume('account', 'u', narrow).ok).toBe(true);
  });
});
