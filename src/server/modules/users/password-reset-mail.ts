import { APP_NAME } from '../../../shared/constants';

export interface MailContent {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The password reset e-mail: the link, how long it works, and what to do if it was not you. */
export function passwordResetMail(to: string, username: string, link: string): MailContent {
  const text = [
    `Hi ${username},`,
    '',
    `Someone (hopefully you) asked to reset the password of your ${APP_NAME} account.`,
    'Open this link within 1 hour to choose a new password:',
    '',
    link,
    '',
    'The link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.',
  ].join('\n');
  const html = [
    `<p>Hi ${escapeHtml(username)},</p>`,
    `<p>Someone (hopefully you) asked to reset the password of your ${escapeHtml(APP_NAME)} account.`,
    'Open this link within 1 hour to choose a new password:</p>',
    `<p><a href="${escapeHtml(link)}">Reset my password</a></p>`,
    `<p>${escapeHtml(link)}</p>`,
    '<p>The link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.</p>',
  ].join('\n');
  return { to, subject: `Reset your ${APP_NAME} password`, text, html };
}
