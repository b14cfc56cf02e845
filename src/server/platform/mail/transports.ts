import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { MAIL_PARALLEL } from './outbox.rules';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null | undefined;
  headers?: Record<string, string> | null | undefined;
}

/** Where messages leave the server. `send` resolves with where the message went and rejects if refused. */
export interface MailTransport {
  /** 'file' means nobody receives it: the server logs the links so the demo works offline. */
  readonly kind: 'smtp' | 'file' | 'custom';
  send(mail: OutgoingMail): Promise<string>;
  close(): void;
}

export interface MailSettings {
  /** smtp:// or smtps:// with optional user:password@ and nodemailer options as query parameters. */
  smtpUrl?: string | undefined;
  from: string;
  /** Folder for .eml files when there is no SMTP server. */
  outboxDir: string;
}

const toNodemailer = (mail: OutgoingMail) => ({
  from: mail.from,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  ...(mail.html ? { html: mail.html } : {}),
  ...(mail.headers ? { headers: mail.headers } : {}),
  // One predictable encoding whatever the line lengths, so links survive and tests can read them.
  textEncoding: 'quoted-printable' as const,
});

/**
 * How the SMTP connections are kept, written into the URL's query: given a URL, nodemailer reads its options from the
 * URL alone and drops the others. A pool of MAIL_PARALLEL kept connections (the mailer sends that many at once): a
 * connection, its greeting and its TLS are paid once per 100 messages, not once a message. Short timeouts: a dead
 * server must not hold a drain for minutes. What the operator's SMTP_URL says wins.
 */
const SMTP_DEFAULTS = {
  pool: 'true',
  maxConnections: String(MAIL_PARALLEL),
  maxMessages: '100',
  connectionTimeout: '10000',
  greetingTimeout: '10000',
  socketTimeout: '20000',
};

/** The SMTP URL with the defaults it does not set. */
export function smtpUrlWithDefaults(url: string): string {
  const parsed = new URL(url);
  for (const [key, value] of Object.entries(SMTP_DEFAULTS))
    if (!parsed.searchParams.has(key)) parsed.searchParams.set(key, value);
  return parsed.toString();
}

/** Real delivery through an SMTP server. */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrlWithDefaults(url));
  return {
    kind: 'smtp',
    async send(mail) {
      const info = await transporter.sendMail(toNodemailer(mail));
      if (info.rejected.length > 0) throw new Error(`SMTP server rejected ${info.rejected.join(', ')}`);
      return `smtp ${info.response}`;
    },
    close: () => transporter.close(),
  };
}

/** Writes each message as an .eml file (RFC 822, opens in any mail program). */
export function fileTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'file',
    async send(mail) {
      const info = await transporter.sendMail(toNodemailer(mail));
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer);
      return file;
    },
    close: () => transporter.close(),
  };
}

/** SMTP when a server is configured, else the folder. */
export function transportFor(settings: MailSettings): MailTransport {
  return settings.smtpUrl ? smtpTransport(settings.smtpUrl) : fileTransport(settings.outboxDir);
}
