import { describe, expect, it } from 'vitest';
import { tally, trpcBatch } from '../../../../tests/support/at-once';
import { account, sameOrigin } from '../../../../tests/support/calls';
import { makeLeague } from '../../../../tests/support/leagues';
import { RELAXED_LIMITS, sharedTestApp } from '../../../../tests/support/test-app';
import { DEFAULT_RATE_LIMITS } from '../../platform/limits/rate-limit';

// The wrong-code budgets as shipped; every other limit relaxed.
const t = sharedTestApp({
  config: {
    rateLimits: {
      ...RELAXED_LIMITS,
      leagueCodesPerIp: DEFAULT_RATE_LIMITS.leagueCodesPerIp,
      leagueCodesPerAccount: DEFAULT_RATE_LIMITS.leagueCodesPerAccount,
    },
  },
});

const join = (cookie: string, code: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/leagues/join',
    payload: { code },
    headers: { ...sameOrigin, cookie },
    remoteAddress: ip,
  });

describe('wrong invite codes', () => {
  it('are refused with 429 after 20 an hour per account, from any address; right codes do not count', async () => {
    const guesser = await account(t);
    const owner = await account(t);
    const { code } = await makeLeague(t.deps.db, owner.row.id);
    for (let i = 0; i < 20; i++) {
      expect((await join(guesser.cookie, 'WRONGCODE00', `10.1.0.${i}`)).statusCode).toBe(404);
      if (i % 5 === 0) expect((await join(guesser.cookie, code, `10.1.0.${i}`)).statusCode).toBe(200);
    }
    const refused = await join(guesser.cookie, code, '10.1.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts/);
    t.clock.advance(60 * 60 * 1000);
    expect((await join(guesser.cookie, code, '10.1.1.1')).statusCode).toBe(200);
  });

  it('are refused with 429 after 20 an hour per address, whichever account guesses', async () => {
    const owner = await account(t);
    const { code } = await makeLeague(t.deps.db, owner.row.id);
    for (let i = 0; i < 20; i++) {
      const guesser = await account(t);
      expect(
        (await join(guesser.cookie, `WRONGCODE${String(i).padStart(2, '0')}`, '10.2.0.1')).statusCode,
      ).toBe(404);
    }
    const fresh = await account(t);
    expect((await join(fresh.cookie, code, '10.2.0.1')).statusCode).toBe(429);
    expect((await join(fresh.cookie, code, '10.2.0.2')).statusCode).toBe(200);
  });
});

describe('wrong invite codes fired at once', () => {
  const wrong = (i: number) => `WRONGCODE${String(i).padStart(2, '0')}`;

  it('get no more lookups than the account’s budget: 20 answered 404, the rest 429', async () => {
    const guesser = await account(t);
    const owner = await account(t);
    const { code } = await makeLeague(t.deps.db, owner.row.id);
    const headers = { ...sameOrigin, cookie: guesser.cookie };
    // Two tRPC batches of 10 and 20 REST calls, each from an address of its own: only the account's budget binds.
    const answers = await Promise.all([
      trpcBatch(
        t.app,
        'leagues.join',
        Array.from({ length: 10 }, (_, i) => ({ code: wrong(i) })),
        {
          headers,
          remoteAddress: '10.3.0.1',
        },
      ),
      trpcBatch(
        t.app,
        'leagues.join',
        Array.from({ length: 10 }, (_, i) => ({ code: wrong(10 + i) })),
        {
          headers,
          remoteAddress: '10.3.0.2',
        },
      ),
      ...Array.from({ length: 20 }, (_, i) =>
        join(guesser.cookie, wrong(20 + i), `10.3.1.${i}`).then((res) => [res.statusCode]),
      ),
    ]);
    expect(tally(answers.flat())).toEqual({ 404: 20, 429: 20 });
    expect((await join(guesser.cookie, code, '10.3.2.1')).statusCode).toBe(429);
    t.clock.advance(60 * 60 * 1000);
  });

  it('get no more lookups than the address’s budget, whichever accounts guess', async () => {
    const guessers = await Promise.all(Array.from({ length: 30 }, () => account(t)));
    const answers = await Promise.all(
      guessers.map((g, i) => join(g.cookie, wrong(i), '10.4.0.1').then((res) => res.statusCode)),
    );
    expect(tally(answers)).toEqual({ 404: 20, 429: 10 });
    t.clock.advance(60 * 60 * 1000);
  });

  it('leave no place taken by right codes: each gives its place back', async () => {
    const guesser = await account(t);
    const owners = await Promise.all(Array.from({ length: 5 }, () => account(t)));
    const codes = await Promise.all(owners.map((o) => makeLeague(t.deps.db, o.row.id)));
    const answers = await Promise.all([
      ...codes.map((l, i) => join(guesser.cookie, l.code, `10.5.0.${i}`).then((res) => res.statusCode)),
      ...Array.from({ length: 15 }, (_, i) =>
        join(guesser.cookie, wrong(i), `10.5.1.${i}`).then((res) => res.statusCode),
      ),
    ]);
    expect(tally(answers)).toEqual({ 200: 5, 404: 15 });
    // 15 wrong codes counted, the 5 right ones none: 5 more wrong ones fit, the 6th does not.
    for (let i = 0; i < 5; i++)
      expect((await join(guesser.cookie, wrong(i), '10.5.2.1')).statusCode).toBe(404);
    expect((await join(guesser.cookie, wrong(5), '10.5.2.1')).statusCode).toBe(429);
    t.clock.advance(60 * 60 * 1000);
  });
});
