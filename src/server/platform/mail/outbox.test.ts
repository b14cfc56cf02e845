import { afterEach, describe, expect, it } from 'vitest';
import { register } from '../../../../tests/support/accounts';
import { MemoryTransport, resetLinkIn, tokenOf } from '../../../../tests/support/mail';
import { sharedTestApp } from '../../../../tests/support/test-app';
import { USER_MESSAGES } from '../../../shared/schemas/users';
import { Mailer } from './mailer';
import { enqueueMail } from './outbox.repo';
import { MAX_MAIL_ATTEMPTS } from './outbox.rules';

const mail = new MemoryTransport();
const t = sharedTestApp({ mailTransport: mail });

afterEach(() => {
  mail.failWith = null;
});

const outboxTo = (to: string) =>
  t.deps.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).executeTakeFirstOrThrow();
const requestReset = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/password-reset/request', payload: { email } });
const at = (ms: number) => new Date(t.clock.now().getTime() + ms);

describe('the mail outbox', () => {
  it('keeps an acknowledged message through a failing transport and delivers it on a later drain', async () => {
    const { account } = await register(t.app);
    mail.failWith = new Error('connect ECONNREFUSED 127.0.0.1:25');
    const res = await requestReset(account.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: USER_MESSAGES.resetRequested });
    // The request's own delivery attempt may still be running: this joins it.
    expect((await t.deps.mailer.drain()).sent).toBe(0);

    const pending = await outboxTo(account.email);
    expect(pending).toMatchObject({
      sent_at: null,
      attempts: 1,
      last_error: 'connect ECONNREFUSED 127.0.0.1:25',
    });
    expect(pending.next_attempt_at.toISOString()).toBe(at(30_000).toISOString());
    expect(pending.text_body).toContain('/reset-password?token=');

    mail.failWith = null;
    expect(await t.deps.mailer.drain()).toEqual({ sent: 0, failed: 0 });
    t.clock.advance(30_000);
    expect(await t.deps.mailer.drain()).toEqual({ sent: 1, failed: 0 });
    const sent = await outboxTo(account.email);
    expect(sent).toMatchObject({ attempts: 2, last_error: null, text_body: '', html_body: null });
    expect(sent.sent_at?.toISOString()).toBe(t.clock.now().toISOString());

    const token = tokenOf(resetLinkIn(mail.to(account.email)[0]!.text));
    const verify = await t.app.inject({ url: `/api/password-reset/verify/${token}` });
    expect(verify.json()).toEqual({ valid: true });
  });

  it('waits longer after each failure and gives up after the last attempt', async () => {
    const to = `backoff_${process.pid}@example.com`;
    const id = await enqueueMail(t.deps.db, {
      to,
      subject: 'Hello',
      text: 'Body',
      html: null,
      createdAt: t.clock.now(),
    });
    mail.failWith = new Error('421 try later');
    expect(await t.deps.mailer.drain()).toEqual({ sent: 0, failed: 1 });
    t.clock.advance(30_000);
    expect(await t.deps.mailer.drain()).toEqual({ sent: 0, failed: 1 });
    expect((await outboxTo(to)).next_attempt_at.toISOString()).toBe(at(60_000).toISOString());

    await t.deps.db
      .updateTable('mail_outbox')
      .set({ attempts: MAX_MAIL_ATTEMPTS - 1, next_attempt_at: t.clock.now() })
      .where('id', '=', id)
      .execute();
    expect(await t.deps.mailer.drain()).toEqual({ sent: 0, failed: 1 });
    mail.failWith = null;
    t.clock.advance(24 * 60 * 60_000);
    expect(await t.deps.mailer.drain()).toEqual({ sent: 0, failed: 0 });
    expect(await outboxTo(to)).toMatchObject({ sent_at: null, attempts: MAX_MAIL_ATTEMPTS });
  });

  it('sends each message once when two instances drain at the same time', async () => {
    const createdAt = t.clock.now();
    const addresses = Array.from({ length: 45 }, (_, i) => `crowd_${i}_${process.pid}@example.com`);
    for (const to of addresses)
      await enqueueMail(t.deps.db, { to, subject: 'Hi', text: 'x', html: null, createdAt });
    const a = new MemoryTransport();
    const b = new MemoryTransport();
    const mailers = [a, b].map(
      (transport) => new Mailer(t.deps.db, t.clock.now, transport, 'test@example.com'),
    );
    const reports = await Promise.all(mailers.map((m) => m.drain()));
    expect(reports[0]!.sent + reports[1]!.sent).toBe(45);
    const delivered = [...a.sent, ...b.sent].map((m) => m.to).sort();
    expect(delivered).toEqual([...addresses].sort());
    for (const m of mailers) await m.stop();
  });

  it('joins a running drain and runs it once more for mail committed meanwhile', async () => {
    const createdAt = t.clock.now();
    const first = t.deps.mailer.drain();
    await enqueueMail(t.deps.db, {
      to: `late_${process.pid}@example.com`,
      subject: 'Hi',
      text: 'x',
      html: null,
      createdAt,
    });
    const joined = t.deps.mailer.drain();
    await Promise.all([first, joined]);
    expect(mail.to(`late_${process.pid}@example.com`)).toHaveLength(1);
  });
});
