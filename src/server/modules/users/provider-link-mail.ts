import { APP_NAME } from '../../../shared/constants';
import type { Locale } from '../../../shared/i18n/locale';
import { accountMailWords } from './account-mail-words';
import type { MailContent } from './password-reset-mail';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The e-mail that proves an account before a provider's account is linked to it, in the player's language. */
export function providerLinkMail(
  to: string,
  username: string,
  provider: string,
  link: string,
  locale: Locale = 'en',
): MailContent {
  const words = accountMailWords(locale);
  const w = words.link;
  const lines = [w.signedIn(provider), w.openWithin(provider, APP_NAME)];
  const text = [words.greeting(username), '', ...lines, '', link, '', w.afterwards].join('\n');
  const html = [
    `<p>${escapeHtml(words.greeting(username))}</p>`,
    `<p>${lines.map(escapeHtml).join(' ')}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(w.button(provider))}</a></p>`,
    `<p>${escapeHtml(link)}</p>`,
    `<p>${escapeHtml(w.afterwards)}</p>`,
  ].join('\n');
  return { to, subject: w.subject(provider, APP_NAME), text, html };
}
