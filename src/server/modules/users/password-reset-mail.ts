import { APP_NAME } from '../../../shared/constants';
import type { Locale } from '../../../shared/i18n/locale';
import { accountMailWords } from './account-mail-words';

export interface MailContent {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The password reset e-mail in the player's language: the link, how long it works, and what to do if it was not you. */
export function passwordResetMail(
  to: string,
  username: string,
  link: string,
  locale: Locale = 'en',
): MailContent {
  const words = accountMailWords(locale);
  const w = words.reset;
  const text = [
    words.greeting(username),
    '',
    w.asked(APP_NAME),
    w.openWithin,
    '',
    link,
    '',
    w.afterwards,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(words.greeting(username))}</p>`,
    `<p>${escapeHtml(w.asked(APP_NAME))}`,
    `${escapeHtml(w.openWithin)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(w.button)}</a></p>`,
    `<p>${escapeHtml(link)}</p>`,
    `<p>${escapeHtml(w.afterwards)}</p>`,
  ].join('\n');
  return { to, subject: w.subject(APP_NAME), text, html };
}
