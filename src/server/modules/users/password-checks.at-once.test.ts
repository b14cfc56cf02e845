import { beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../../../tests/support/accounts';
import { tally, trpcBatch } from '../../../../tests/support/at-once';
import { sameOrigin } from '../../../../tests/support/calls';
import { RELAXED_LIMITS, sharedTestApp } from '../../../../tests/support/test-app';
import {
  accountKey,
  DEFAULT_RATE_LIMITS,
  type LimitRule,
  LOGIN_ACCOUNT,
  RateLimiter,
  type Reservation,
} from '../../platform/limits/rate-limit';

// Attempts fired at once, through REST and tRPC batches, get no more password checks than the budget of failed
// ones (10 per account in 15 minutes): on one name every check answers 401 or 400, the rest 429.

/** The real limiter, telling the test once a budget has `count` places taken. */
class WatchedLimiter extends RateLimiter {
  private readonly taken = new Map<string, number>();
  private readonly waiting: { id: string; count: number; resolve: () => void }[] = [];

  override reserve(bucket: string, key: string, rule: LimitRule): Reservation {
    const reservation = super.reserve(bucket, key, rule);
    if (!reservation.ok) return reservation;
    const id = `${bucket} ${key}`;
    this.taken.set(id, (this.taken.get(id) ?? 0) + 1);
    for (const w of this.waiting) if (w.id === id && this.taken.get(id)! >= w.count) w.resolve();
    return reservation;
  }

  placesTaken(bucket: string, key: string, count: number): Promise<void> {
    return new Promise((resolve) => {
      const id = `${bucket} ${key}`;
      if ((this.taken.get(id) ?? 0) >= count) resolve();
      else this.waiting.push({ id, count, resolve });
    });
  }
}

const t = sharedTestApp({
  config: {
    rateLimits: { ...RELAXED_LIMITS, loginFailuresPerAccount: DEFAULT_RATE_LIMITS.loginFailuresPerAccount },
  },
});
let limiter: WatchedLimiter;
beforeAll(() => {
  // Services read deps.limiter at each call.
  limiter = new WatchedLimiter(t.clock.now);
  t.deps.limiter = limiter;
});
const MAX = DEFAULT_RATE_LIMITS.loginFailuresPerAccount.max;
const MINUTE = 60_000;

let ipCounter = 0;
const freshIp = () => `10.61.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

const login = (username: string, password: string) =>
  t.app
    .inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
      remoteAddress: freshIp(),
    })
    .then((res) => [res.statusCode]);

describe('wrong passwords fired at once', () => {
  it(`on one name get ${MAX} checks: ${MAX} answered 401, the rest 429`, async () => {
    const { account } = await register(t.app);
    const answers = await Promise.all([
      trpcBatch(
        t.app,
        'auth.login',
        Array.from({ length: 10 }, () => ({ username: account.username, password: 'wrongPass999' })),
        { remoteAddress: freshIp() },
      ),
      ...Array.from({ length: 15 }, () => login(account.username.toUpperCase(), 'wrongPass999')),
    ]);
    expect(tally(answers.flat())).toEqual({ 401: MAX, 429: 25 - MAX });
    t.clock.advance(15 * MINUTE);
  });

  it(`hold the account's ${MAX} places while in flight: the right password under its other name is not checked`, async () => {
    const { account, user } = await register(t.app);
    const guesses = Promise.all(Array.from({ length: MAX }, () => login(account.username, 'wrongPass999')));
    await limiter.placesTaken(LOGIN_ACCOUNT, accountKey(user.id), MAX);
    // Answered as a wrong password, as a spent account is: no answer tells that the two names are one account.
    expect(await login(account.email, account.password)).toEqual([401]);
    expect(tally((await guesses).flat())).toEqual({ 401: MAX });
    t.clock.advance(15 * MINUTE);
    expect(await login(account.email, account.password)).toEqual([200]);
  });

  it(`as current passwords of a change get ${MAX} checks: ${MAX} answered 400, the rest 429`, async () => {
    const { cookie } = await register(t.app);
    const change = { currentPassword: 'wrongPass999', newPassword: 'changed99999' };
    const headers = { ...sameOrigin, cookie };
    const answers = await Promise.all([
      trpcBatch(t.app, 'users.changePassword', Array(10).fill(change), { headers }),
      ...Array.from({ length: 10 }, () =>
        t.app
          .inject({ method: 'PUT', url: '/api/user/password', payload: change, headers })
          .then((res) => [res.statusCode]),
      ),
    ]);
    expect(tally(answers.flat())).toEqual({ 400: MAX, 429: 20 - MAX });
    t.clock.advance(15 * MINUTE);
  });
});
