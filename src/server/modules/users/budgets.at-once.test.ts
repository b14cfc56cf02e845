import { describe, expect, it } from 'vitest';
import { newAccount, register } from '../../../../tests/support/accounts';
import { tally, trpcBatch } from '../../../../tests/support/at-once';
import { MemoryTransport } from '../../../../tests/support/mail';
import { sharedTestApp } from '../../../../tests/support/test-app';
import { DEFAULT_RATE_LIMITS } from '../../platform/limits/rate-limit';

// The budgets counted before any work (sign-ups, username checks, reset requests) hold for attempts fired at once:
// through REST and tRPC batches together, no more get through than the budget. Sign-ins, password changes and
// invite codes: password-checks.at-once.test.ts, leagues.rate-limit.test.ts.

const mail = new MemoryTransport();
const t = sharedTestApp({ config: { rateLimits: DEFAULT_RATE_LIMITS }, mailTransport: mail });
const MINUTE = 60_000;

let ipCounter = 0;
const freshIp = () => `10.62.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
const times = <T>(n: number, f: (i: number) => T) => Array.from({ length: n }, (_, i) => f(i));

describe('fired at once', () => {
  it('sign-ups from one address create no more accounts than its budget', async () => {
    const ip = freshIp();
    const { max } = DEFAULT_RATE_LIMITS.registerPerIp;
    const accounts = times(max + 5, () => newAccount());
    const answers = await Promise.all([
      trpcBatch(t.app, 'auth.register', accounts.slice(0, 5), { remoteAddress: ip }),
      ...accounts
        .slice(5)
        .map((payload) =>
          t.app
            .inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress: ip })
            .then((res) => [res.statusCode]),
        ),
    ]);
    expect(tally(answers.flat())).toEqual({ 200: max, 429: 5 });
    const created = await t.deps.db
      .selectFrom('users')
      .select('id')
      .where(
        'username',
        'in',
        accounts.map((a) => a.username),
      )
      .execute();
    expect(created).toHaveLength(max);
    t.clock.advance(60 * MINUTE);
  });

  it('username checks from one address get no more lookups than its budget', async () => {
    const ip = freshIp();
    const { max } = DEFAULT_RATE_LIMITS.usernameCheckPerIp;
    const batches = max / 20;
    const answers = await Promise.all([
      ...times(batches, (b) =>
        trpcBatch(
          t.app,
          'auth.checkUsername',
          times(20, (i) => ({ username: `free_${b}_${i}` })),
          { method: 'GET', remoteAddress: ip },
        ),
      ),
      ...times(10, (i) =>
        t.app
          .inject({ url: `/api/auth/check-username/free_rest_${i}`, remoteAddress: ip })
          .then((res) => [res.statusCode]),
      ),
    ]);
    expect(tally(answers.flat())).toEqual({ 200: max, 429: 10 });
    t.clock.advance(MINUTE);
  });

  it('reset requests for one account make no more links than its budget, known or not alike', async () => {
    const { account, user } = await register(t.app);
    const unknown = `nobody_${user.id}@example.com`;
    const { max } = DEFAULT_RATE_LIMITS.resetRequestPerAccount;
    const ask = (email: string) =>
      t.app
        .inject({
          method: 'POST',
          url: '/api/password-reset/request',
          payload: { email },
          remoteAddress: freshIp(),
        })
        .then((res) => res.statusCode);
    const [known, other] = await Promise.all([
      Promise.all(times(max + 5, (i) => ask(i % 2 ? account.email.toUpperCase() : account.email))),
      Promise.all(times(max + 5, () => ask(unknown))),
    ]);
    expect(tally(known)).toEqual({ 200: max, 429: 5 });
    expect(tally(other)).toEqual(tally(known));
    const links = await t.deps.db
      .selectFrom('password_reset_tokens')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(links).toHaveLength(max);
    await t.deps.mailer.drain();
    expect(mail.to(account.email)).toHaveLength(max);
    t.clock.advance(60 * MINUTE);
  });

  it('reset requests from one address get no more lookups than its budget', async () => {
    const ip = freshIp();
    const { max } = DEFAULT_RATE_LIMITS.resetRequestPerIp;
    const answers = await Promise.all([
      trpcBatch(
        t.app,
        'passwordReset.request',
        times(5, (i) => ({ email: `batch_${ip}_${i}@example.com` })),
        { remoteAddress: ip },
      ),
      ...times(max, (i) =>
        t.app
          .inject({
            method: 'POST',
            url: '/api/password-reset/request',
            payload: { email: `rest_${ip}_${i}@example.com` },
            remoteAddress: ip,
          })
          .then((res) => [res.statusCode]),
      ),
    ]);
    expect(tally(answers.flat())).toEqual({ 200: max, 429: 5 });
    t.clock.advance(15 * MINUTE);
  });
});
