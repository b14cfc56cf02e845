import { describe, expect, it } from 'vitest';
import { register } from '../../../../tests/support/accounts';
import { MemoryTransport } from '../../../../tests/support/mail';
import { RELAXED_LIMITS, sharedTestApp } from '../../../../tests/support/test-app';
import { USER_MESSAGES } from '../../../shared/schemas/users';
import { DEFAULT_RATE_LIMITS } from '../../platform/limits/rate-limit';

const mail = new MemoryTransport();
const t = sharedTestApp({
  config: {
    rateLimits: {
      ...RELAXED_LIMITS,
      resetRequestPerIp: DEFAULT_RATE_LIMITS.resetRequestPerIp,
      resetRequestPerAccount: DEFAULT_RATE_LIMITS.resetRequestPerAccount,
    },
  },
  mailTransport: mail,
});

const MINUTE = 60_000;
let ipCounter = 0;
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
let emailCounter = 0;
const freshEmail = () => `someone_${process.pid}_${++emailCounter}@example.com`;

const request = (email: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/password-reset/request',
    payload: { email },
    remoteAddress: ip,
  });
const tokenCount = async () =>
  (
    await t.deps.db
      .selectFrom('password_reset_tokens')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

function expectNeutral(res: { statusCode: number; json: () => unknown }) {
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ message: USER_MESSAGES.resetRequested });
}

function expectThrottled(res: { statusCode: number; json: () => { message: string } }) {
  expect(res.statusCode).toBe(429);
  expect(res.json().message).toMatch(/^Too many attempts. Please wait \d+ minutes and try again\.$/);
}

describe('reset requests per address', () => {
  it('allows 10 per 15 minutes from one IP, then 429 until the window ends', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expectNeutral(await request(freshEmail(), ip));
    expectThrottled(await request(freshEmail(), ip));
    expectNeutral(await request(freshEmail(), freshIp()));
    t.clock.advance(15 * MINUTE);
    expectNeutral(await request(freshEmail(), ip));
  });
});

describe('reset requests per e-mail', () => {
  it('allows 3 an hour for one account from any IP, in any case, and creates nothing when over', async () => {
    const { account } = await register(t.app);
    for (let i = 0; i < 3; i++) expectNeutral(await request(account.email, freshIp()));
    const before = await tokenCount();
    expectThrottled(await request(account.email.toUpperCase(), freshIp()));
    expect(await tokenCount()).toBe(before);
    await t.deps.mailer.drain();
    expect(mail.to(account.email)).toHaveLength(3);
    t.clock.advance(60 * MINUTE);
    expectNeutral(await request(account.email, freshIp()));
  });

  it('limits an unknown address the same way, so the limit reveals nothing either', async () => {
    const known = (await register(t.app)).account.email;
    const unknown = freshEmail();
    const answers = async (email: string) => {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await request(email, freshIp())).statusCode);
      return codes;
    };
    expect(await answers(known)).toEqual([200, 200, 200, 429]);
    expect(await answers(unknown)).toEqual([200, 200, 200, 429]);
  });
});
