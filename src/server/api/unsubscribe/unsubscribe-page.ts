import { APP_NAME } from '../../../shared/constants';

// The pages of the e-mail's unsubscribe link: plain HTML with no script (the app's CSP allows none inline) and
// a form that posts to this server only (CSP form-action 'self').

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const UNSUBSCRIBED_PAGE = {
  ask: [
    'Turn off daily e-mails?',
    `Turn off the daily e-mails of ${APP_NAME} for {username}? Reminders in the app and push notifications stay as they are.`,
  ],
  button: 'Turn off e-mails',
  done: [
    'E-mail notifications are off',
    `You will get no more daily e-mails from ${APP_NAME}. Turn them on again in Settings at any time.`,
  ],
  invalid: [
    'This link does not work',
    'The unsubscribe link is incomplete or was changed. Turn e-mails off in Settings instead.',
  ],
} as const;

const page = (title: string, body: string) =>
  `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} - ${escapeHtml(APP_NAME)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5}
button{font:inherit;padding:.5rem 1rem;cursor:pointer}</style>
</head><body><h1>${escapeHtml(title)}</h1>${body}<p><a href="/settings">Open Settings</a></p></body></html>`;

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

/**
 * The link's page: the player's choice and a button. The form sends what a mail program's one-click POST
 * sends (RFC 8058), to the same address, so both reach one handler.
 */
export function askPage(username: string, token: string): string {
  const [title, text] = UNSUBSCRIBED_PAGE.ask;
  const action = `/unsubscribe?token=${encodeURIComponent(token)}`;
  return page(
    title,
    `${paragraph(text.replace('{username}', username))}
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${escapeHtml(UNSUBSCRIBED_PAGE.button)}</button></form>`,
  );
}

/** The page after the button (done) or for a link that does not work (invalid). */
export function resultPage(outcome: 'done' | 'invalid'): string {
  const [title, text] = UNSUBSCRIBED_PAGE[outcome];
  return page(title, paragraph(text));
}
