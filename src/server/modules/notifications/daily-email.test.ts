import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../../../tests/support/accounts';
import { makeGame, makeSport, matchup } from '../../../../tests/support/games';
import { decodeQuotedPrintable } from '../../../../tests/support/mail';
import { SmtpSink } from '../../../../tests/support/smtp-sink';
import { createTestApp, settleEffects, type TestApp } from '../../../../tests/support/test-app';
import { setUser, userColumn } from '../../../../tests/support/users';
import { smtpTransport } from '../../platform/mail/transports';
import { dailyEmailJob } from '../../workflows/reminders.jobs';

// The daily e-mail through a real SMTP server in this process, headers and unsubscribe link included.
const smtp = new SmtpSink();
const { received } = smtp;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    mailTransport: smtpTransport(await smtp.listen()),
    config: { appOrigin: 'http://picks.test' },
  });
});
afterAll(async () => {
  await t?.app.close();
  await t?.database.cleanup();
  await smtp.close();
});

const runJob = async (at: string) => {
  t.clock.set(at);
  await t.deps.db.transaction().execute((trx) => dailyEmailJob(t.deps).run(trx));
  await settleEffects(t.deps);
  await t.deps.mailer.drain();
};

describe('daily e-mail', () => {
  it("sends today's slate at 09:00 in the player's zone, once, with one-click unsubscribe", async () => {
    const { account, user } = await register(t.app);
    await setUser(t.deps.db, user.id, { timezone: 'America/Denver' });
    const sport = await makeSport(t.deps.db);
    const [home, away] = sport.teams as [{ id: number; name: string }, { id: number; name: string }];
    // 2026-12-03 in Denver: a game at 18:05 local.
    await makeGame(t.deps.db, { ...matchup(sport), at: new Date('2026-12-04T01:05:00Z') });

    await runJob('2026-12-03T15:59:00Z'); // 08:59 in Denver
    expect(received.filter((m) => m.to.includes(account.email))).toEqual([]);
    await runJob('2026-12-03T16:00:00Z'); // 09:00
    await runJob('2026-12-03T17:30:00Z'); // later the same day: not again
    const mine = received.filter((m) => m.to.includes(account.email));
    expect(mine).toHaveLength(1);
    const raw = mine[0]?.raw ?? '';
    const text = decodeQuotedPrintable(raw);
    expect(text).toContain(`6:05 PM MT  ${away.name} @ ${home.name}`);
    expect(text).toContain('You have 3 picks left today.');
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    // Long headers are folded onto the next line (RFC 5322): unfold before reading them.
    const headers = (raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
    const header = /^List-Unsubscribe: <(http:\/\/picks\.test\/unsubscribe\?token=[^>]+)>/m.exec(headers);
    expect(header).not.toBeNull();
    const oneClick = new URL(header?.[1] ?? '');
    const inText =
      /http:\/\/picks\.test\/unsubscribe\?token=[^\s>]+/.exec(
        text
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join('\n'),
      )?.[0] ?? '';
    expect(inText).toBe(oneClick.href);

    // RFC 8058: the mail program POSTs the form body to the header's address, without a cookie or Origin.
    const post = await t.app.inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(post.statusCode).toBe(200);
    const emailOn = () => userColumn(t.deps.db, user.id, 'email_notifications');
    expect(await emailOn()).toBe(false);

    // The link in the text opens a page that asks, without signing in; opening it (or a HEAD, as a mail
    // scanner sends) changes nothing. Its button posts the one-click form and says what it did.
    await setUser(t.deps.db, user.id, { email_notifications: true });
    const link = `${oneClick.pathname}${oneClick.search}`;
    expect((await t.app.inject({ method: 'HEAD', url: link })).statusCode).toBe(200);
    const page = await t.app.inject({ url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`for ${account.username}?`);
    expect(page.body).toContain('<form method="post"');
    expect(await emailOn()).toBe(true);
    const done = await t.app.inject({
      method: 'POST',
      url: link,
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('E-mail notifications are off');
    expect(await emailOn()).toBe(false);

    // Off: the next day brings no e-mail.
    await runJob('2026-12-04T16:00:00Z');
    expect(received.filter((m) => m.to.includes(account.email))).toHaveLength(1);
  });

  it('refuses a link whose signature was changed, changing nothing', async () => {
    const { user } = await register(t.app);
    for (const token of [`${user.id}.AAAAAAAAAAAAAAAAAAAAAAAA`, `${user.id}`, 'x', '']) {
      const res = await t.app.inject({ url: `/unsubscribe?token=${encodeURIComponent(token)}` });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('This link does not work');
    }
    const row = await t.deps.db
      .selectFrom('users')
      .select('email_notifications')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.email_notifications).toBe(true);
  });
});
