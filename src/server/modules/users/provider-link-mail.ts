import { APP_NAME } from '../../../shared/constants';
import type { MailContent } from './password-reset-mail';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The e-mail that proves an account before a provider's account is linked to it. */
export function providerLinkMail(to: string, username: string, provider: string, link: string): MailContent {
  const lines = [
    `Someone (hopefully you) signed in with ${provider} using this e-mail address.`,
    `To link ${provider} to your ${APP_NAME} account and sign in, open this link within 1 hour:`,
  ];
  const after = `If it was not you, ignore this e-mail: nothing is linked, and your account stays as it is.`;
  const text = [`Hi ${username},`, '', ...lines, '', link, '', after].join('\n');
  const html = [
    `<p>Hi ${escapeHtml(username)},</p>`,
    `<p>${lines.map(escapeHtml).join(' ')}</p>`,
    `<p><a href="${escapeHtml(link)}">Link ${escapeHtml(provider)} and sign in</a></p>`,
    `<p>${escapeHtml(link)}</p>`,
    `<p>${escapeHtml(after)}</p>`,
  ].join('\n');
  return { to, subject: `Link ${provider} to your ${APP_NAME} account`, text, html };
}
