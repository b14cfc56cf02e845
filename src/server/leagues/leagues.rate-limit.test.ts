import { describe, expect, it } from 'vitest';
import { account, sameOrigin } from '../../../tests/support/calls';
import { makeLeague } from '../../../tests/support/leagues';
import { RELAXED_LIMITS, sharedTestApp } from '../../../tests/support/test-app';
import { DEFAULT_RATE_LIMITS } from '../auth/rate-limit';

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
