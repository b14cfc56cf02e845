import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { MailTransport, OutgoingMail } from '../../src/server/platform/mail/transports';
import type { TestApp } from './test-app';

/** Keeps what it is given in memory; `failWith` makes it refuse like a dead SMTP server. */
export class MemoryTransport implements MailTransport {
  readonly kind = 'custom' as const;
  readonly sent: OutgoingMail[] = [];
  failWith: Error | null = null;

  async send(mail: OutgoingMail): Promise<string> {
    if (this.failWith) throw this.failWith;
    this.sent.push(mail);
    return `memory #${this.sent.length}`;
  }

  close(): void {}

  /** The messages to one address, oldest first. */
  to(address: string): OutgoingMail[] {
    return this.sent.filter((m) => m.to.toLowerCase() === address.toLowerCase());
  }
}

/** Undoes quoted-printable (the mailer's transfer encoding): soft line breaks and =XX escapes. */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The first reset link of a plain text. */
export function resetLinkIn(text: string): string {
  const match = text.match(/https?:\/\/[^\s"<>]+\/reset-password\?token=[a-z2-7]+/);
  if (!match) throw new Error(`no reset link in:\n${text}`);
  return match[0];
}

/** The first reset link of a whole MIME message (.eml file, SMTP DATA), whose parts are quoted-printable. */
export const resetLinkInMessage = (raw: string) => resetLinkIn(decodeQuotedPrintable(raw));

export const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

/** The reset link the mailbox last received for `email`, once every queued message is delivered. */
export async function lastResetLink(t: TestApp, mailbox: MemoryTransport, email: string): Promise<string> {
  await t.deps.mailer.drain();
  const last = mailbox.to(email).at(-1);
  if (!last) throw new Error(`no mail to ${email}`);
  return resetLinkIn(last.text);
}

/** Asks for a reset link for `email` with these request headers, and returns the link mailed. */
export async function requestResetLink(
  t: TestApp,
  mailbox: MemoryTransport,
  email: string,
  headers: Record<string, string> = { host: 'localhost' },
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/password-reset/request',
    payload: { email },
    headers,
  });
  if (res.statusCode !== 200) throw new Error(`reset request failed ${res.statusCode}: ${res.body}`);
  return lastResetLink(t, mailbox, email);
}

/** Every .eml file of a folder, as text. */
export async function readEmlFiles(dir: string): Promise<string[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'));
  return Promise.all(names.sort().map((n) => readFile(path.join(dir, n), 'utf8')));
}
