import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { register } from '../../../../tests/support/accounts';
import { MemoryTransport, requestResetLink, tokenOf } from '../../../../tests/support/mail';
import { sharedTestApp } from '../../../../tests/support/test-app';
import { REDACTED } from '../../platform/http/logged-url';
import { Mailer, type MailLog } from '../../platform/mail/mailer';
import { enqueueMail } from '../../platform/mail/outbox.repo';
import { fileTransport } from '../../platform/mail/transports';

// Secrets never reach the log: not a reset token in the path of the verify call (however it is spelled), in
// the reset page's query, in a tRPC input or a 404's path; and an outbox message's links only outside
// production.

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
const mail = new MemoryTransport();
const t = sharedTestApp({ mailTransport: mail, logger: { level: 'info', stream } });

async function freshToken(): Promise<string> {
  const { account } = await register(t.app);
  return tokenOf(await requestResetLink(t, mail, account.email));
}

/** The URLs the log recorded for incoming requests. */
const loggedUrls = () =>
  lines
    .map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } })
    .filter((entry) => entry.msg === 'incoming request')
    .map((entry) => entry.req?.url);

describe('the request log', () => {
  it.each([
    ['the verify call', (token: string) => `/api/password-reset/verify/${token}`],
    ['the verify call spelled otherwise', (token: string) => `/%61pi/password-reset/verify/${token}`],
    ['the verify call with a query', (token: string) => `/api/password-reset/verify/${token}?again=1`],
    ['a 404 under it', (token: string) => `/api/password-reset/verify/${token}/more`],
    ['the reset page', (token: string) => `/reset-password?token=${token}`],
    ['any path with ?token=', (token: string) => `/api/prizes/current?token=${token}`],
    [
      'the tRPC verify call',
      (token: string) => `/trpc/passwordReset.verify?input=${encodeURIComponent(JSON.stringify({ token }))}`,
    ],
    [
      'a tRPC batch',
      (token: string) =>
        `/trpc/passwordReset.verify?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { token } }))}`,
    ],
  ] as const)('never records the token of %s', async (_what, url) => {
    const token = await freshToken();
    lines.length = 0;
    await t.app.inject({ url: url(token) });
    expect(loggedUrls()).toHaveLength(1);
    expect(lines.join('\n')).not.toContain(token);
    expect(lines.join('\n')).not.toContain(token.slice(0, 16));
    expect(loggedUrls()[0]).toContain(REDACTED);
  });

  it('keeps the rest of the URL', async () => {
    lines.length = 0;
    await t.app.inject({ url: '/api/password-reset/verify/abc?x=1' });
    await t.app.inject({ url: '/api/leaderboard/weekly?limit=5' });
    expect(loggedUrls()).toEqual([
      `/api/password-reset/verify/${REDACTED}?x=1`,
      '/api/leaderboard/weekly?limit=5',
    ]);
  });
});

describe('the outbox folder’s log line', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pickem-outbox-log-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function deliverOne(logLinks: boolean) {
    const logged: { obj: Record<string, unknown>; msg: string }[] = [];
    const log: MailLog = {
      info: (obj, msg) => logged.push({ obj: obj as Record<string, unknown>, msg }),
      warn: () => {},
      error: () => {},
    };
    const mailer = new Mailer(t.deps.db, t.clock.now, fileTransport(dir), 'test@example.com', logLinks);
    mailer.setLogger(log);
    await enqueueMail(t.deps.db, {
      to: 'fan@example.com',
      subject: 'Reset',
      text: 'Open http://localhost:3000/reset-password?token=abcdefghijklmnopqrstuvwxyz234567 soon',
      html: null,
      createdAt: t.clock.now(),
    });
    await mailer.drain();
    return logged.filter((l) => l.msg.startsWith('mail written to the outbox folder'));
  }

  it('in production leaves the links out and says so', async () => {
    const [line] = await deliverOne(false);
    expect(line!.msg).toBe('mail written to the outbox folder; links are not logged in production');
    expect(JSON.stringify(line)).not.toContain('abcdefghijklmnop');
  });

  it('elsewhere logs the links and says why', async () => {
    const [line] = await deliverOne(true);
    expect(line!.msg).toBe(
      'mail written to the outbox folder; its links are logged because NODE_ENV is not production',
    );
    expect(line!.obj.links).toEqual([
      'http://localhost:3000/reset-password?token=abcdefghijklmnopqrstuvwxyz234567',
    ]);
  });
});
