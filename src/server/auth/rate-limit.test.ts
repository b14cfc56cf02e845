import { describe, expect, it } from 'vitest';
import { RateLimiter, tooManyAttemptsMessage } from './rate-limit';

describe('rate limiter', () => {
  it('allows max hits per window, then refuses until the window ends', () => {
    let now = new Date('2026-11-21T12:00:00Z');
    const limiter = new RateLimiter(() => now);
    const rule = { max: 3, windowMs: 60_000 };
    for (let i = 0; i < 3; i++) expect(limiter.consume('b', 'k', rule)).toEqual({ ok: true });
    expect(limiter.consume('b', 'k', rule)).toEqual({ ok: false, retryAfterSeconds: 60 });
    expect(limiter.consume('b', 'other', rule)).toEqual({ ok: true });
    expect(limiter.check('b', 'k', rule).ok).toBe(false);
    now = new Date(now.getTime() + 60_000);
    expect(limiter.check('b', 'k', rule).ok).toBe(true);
    expect(limiter.consume('b', 'k', rule)).toEqual({ ok: true });
  });

  it('forgets a key on reset', () => {
    const limiter = new RateLimiter(() => new Date());
    const rule = { max: 1, windowMs: 60_000 };
    limiter.consume('b', 'k', rule);
    expect(limiter.check('b', 'k', rule).ok).toBe(false);
    limiter.reset('b', 'k');
    expect(limiter.check('b', 'k', rule).ok).toBe(true);
  });

  it('words the wait in minutes', () => {
    expect(tooManyAttemptsMessage(30)).toBe('Too many attempts. Please wait a minute and try again.');
    expect(tooManyAttemptsMessage(14 * 60 + 1)).toBe(
      'Too many attempts. Please wait 15 minutes and try again.',
    );
  });
});
