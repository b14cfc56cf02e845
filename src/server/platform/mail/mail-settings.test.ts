import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../../config';
import { DEFAULT_MAIL_FROM, readEnv } from '../../env';
import { passwordResetMail } from '../../modules/users/password-reset-mail';

describe('mail settings from the environment', () => {
  it('writes to DATA_DIR/outbox from the default sender when SMTP_URL is unset or empty', () => {
    for (const source of [{ DATA_DIR: '/srv/picks' }, { DATA_DIR: '/srv/picks', SMTP_URL: '' }]) {
      expect(configFromEnv(readEnv(source)).mail).toEqual({
        smtpUrl: undefined,
        from: DEFAULT_MAIL_FROM,
        outboxDir: path.resolve('/srv/picks/outbox'),
      });
    }
    expect(DEFAULT_MAIL_FROM).toBe("Streak Pick'em <no-reply@streakpickem.local>");
  });

  it('takes SMTP_URL and MAIL_FROM', () => {
    const env = readEnv({
      SMTP_URL: 'smtps://user:secret@mail.example.com:465',
      MAIL_FROM: 'Picks <p@x.org>',
    });
    expect(configFromEnv(env).mail).toMatchObject({
      smtpUrl: 'smtps://user:secret@mail.example.com:465',
      from: 'Picks <p@x.org>',
    });
  });

  it.each(['http://mail.example.com', 'mail.example.com:25'])('refuses SMTP_URL %s at start', (url) => {
    expect(() => readEnv({ SMTP_URL: url })).toThrow(/SMTP_URL/);
  });
});

describe('the password reset e-mail', () => {
  it('carries the link in text and HTML, escaping what it quotes', () => {
    const link = 'http://localhost:3000/reset-password?token=abc234';
    const mail = passwordResetMail('fan@example.com', 'fan_<b>', link);
    expect(mail).toMatchObject({ to: 'fan@example.com', subject: "Reset your Streak Pick'em password" });
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.text).toContain('Hi fan_<b>,');
    expect(mail.html).toContain('Hi fan_&#60;b&#62;,');
    expect(mail.html).toContain(`href="${link}"`);
  });
});
