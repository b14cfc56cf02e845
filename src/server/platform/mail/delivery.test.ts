import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../../../tests/support/accounts';
import { readEmlFiles, resetLinkInMessage } from '../../../../tests/support/mail';
import { SmtpSink } from '../../../../tests/support/smtp-sink';
import { createTestApp, sharedTestApp, type TestApp } from '../../../../tests/support/test-app';
import { USER_MESSAGES } from '../../../shared/schemas/users';
import { configFromEnv } from '../../config';
import { readEnv } from '../../env';
import { Mailer } from './mailer';
import { enqueueMail } from './outbox.repo';
import { MAIL_BATCH, MAIL_PARALLEL } from './outbox.rules';
import { transportFor } from './transports';

/** Polls until `read` returns something (delivery runs after the response, on its own). */
async function eventually<T>(read: () => Promise<T | undefined> | T | undefined): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('timed out waiting for the mail');
}

/** Registers a player and asks for their password reset (`host` the request's, for a link built from it). */
async function registerAndRequestReset(t: TestApp, headers?: { host: string }) {
  const { account } = await register(t.app);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/password-reset/request',
    payload: { email: account.email },
    ...(headers ? { headers } : {}),
  });
  return { account, res };
}

/** Follows a mailed link like the reset screen does: verify, reset, then sign in with the new password. */
async function followLink(t: TestApp, link: string, username: string) {
  const url = new URL(link);
  expect(url.pathname).toBe('/reset-password');
  const token = url.searchParams.get('token')!;
  const verify = await t.app.inject({ url: `/api/password-reset/verify/${token}` });
  expect(verify.json()).toEqual({ valid: true });
  const reset = await t.app.inject({
    method: 'POST',
    url: '/api/password-reset',
    payload: { token, newPassword: 'mailedPass42' },
  });
  expect(reset.json()).toEqual({ message: USER_MESSAGES.resetDone });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password: 'mailedPass42' },
  });
  expect(login.statusCode).toBe(200);
}

describe('without SMTP_URL', () => {
  const t = sharedTestApp();

  it('writes each message as an .eml file whose link works', async () => {
    const { account, res } = await registerAndRequestReset(t, { host: '127.0.0.1:3000' });
    expect(res.statusCode).toBe(200);
    const file = await eventually(async () =>
      (await readEmlFiles(t.mailDir)).find((text) => text.includes(`To: ${account.email}`)),
    );
    expect(file).toContain("Subject: Reset your Streak Pick'em password");
    expect(file).toContain('From: "Streak Pick\'em" <no-reply@streakpickem.local>');
    const link = resetLinkInMessage(file);
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:3000\/reset-password\?token=[a-z2-7]{32}$/);
    await followLink(t, link, account.username);
  });
});

describe('with SMTP_URL', () => {
  // STARTTLS stays offered: ignoreTLS in the URL must win.
  const smtp = new SmtpSink({ offerStartTls: true });
  const { received } = smtp;
  let smtpUrl: string | undefined;
  let t: TestApp;

  beforeAll(async () => {
    smtpUrl = await smtp.listen();
    const env = readEnv({
      SMTP_URL: smtpUrl,
      MAIL_FROM: 'Picks <picks@test.local>',
    });
    const { mail } = configFromEnv(env);
    t = await createTestApp({
      mailTransport: transportFor(mail),
      config: { appOrigin: 'http://picks.test' },
    });
  });

  afterAll(async () => {
    await t?.app.close();
    await t?.database.cleanup();
    await smtp.close();
  });

  it('delivers the reset mail to a real SMTP server, and its link resets the password', async () => {
    const { account, res } = await registerAndRequestReset(t);
    expect(res.json()).toEqual({ message: USER_MESSAGES.resetRequested });
    const message = await eventually(() => received.find((m) => m.to.includes(account.email)));
    expect(message.raw).toContain("Subject: Reset your Streak Pick'em password");
    const link = resetLinkInMessage(message.raw);
    expect(link).toMatch(/^http:\/\/picks\.test\/reset-password\?token=[a-z2-7]{32}$/);
    const sentAt = await eventually(async () => {
      const row = await t.deps.db
        .selectFrom('mail_outbox')
        .select('sent_at')
        .where('to_address', '=', account.email)
        .executeTakeFirstOrThrow();
      return row.sent_at ?? undefined;
    });
    expect(sentAt.toISOString()).toBe(t.clock.now().toISOString());
    await followLink(t, link, account.username);
  });

  it('sends a batch a few at a time over kept connections, each message once and marked sent', async () => {
    const mailer = new Mailer(
      t.deps.db,
      t.deps.clock,
      transportFor({ smtpUrl: smtpUrl!, from: 'x', outboxDir: '' }),
      'Picks <picks@test.local>',
    );
    const before = { connections: smtp.connections, received: received.length };
    const to = Array.from({ length: 2 * MAIL_BATCH }, (_, i) => `pooled_${i}_${process.pid}@example.com`);
    for (const address of to)
      await enqueueMail(t.deps.db, {
        to: address,
        subject: 'Pooled',
        text: 'Body',
        html: null,
        createdAt: t.clock.now(),
      });
    try {
      expect((await mailer.drain()).sent).toBe(to.length);
    } finally {
      await mailer.stop();
    }
    const got = received.slice(before.received).flatMap((m) => m.to);
    expect(got.sort()).toEqual([...to].sort());
    // A connection per sender, kept across messages (one a message before the pool).
    expect(smtp.connections - before.connections).toBeLessThanOrEqual(MAIL_PARALLEL);
    expect(smtp.mostOpen).toBeGreaterThan(1);
    const unsent = await t.deps.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', 'in', to)
      .where('sent_at', 'is', null)
      .execute();
    expect(unsent).toEqual([]);
  });
});
