import type { FastifyInstance } from 'fastify';
import { APP_NAME } from '../../shared/constants';
import type { AppDeps } from '../deps';
import { turnEmailOff } from '../users/notification-toggles.service';
import { playerOfToken } from './unsubscribe-token';

const page = (title: string, text: string) =>
  `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} - ${APP_NAME}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5}</style>
</head><body><h1>${title}</h1><p>${text}</p><p><a href="/settings">Open Settings</a></p></body></html>`;

export const UNSUBSCRIBED_PAGE = {
  done: [
    'E-mail notifications are off',
    `You will get no more daily e-mails from ${APP_NAME}. Turn them on again in Settings at any time.`,
  ],
  invalid: [
    'This link does not work',
    'The unsubscribe link is incomplete or was changed. Turn e-mails off in Settings instead.',
  ],
} as const;

/**
 * The signed unsubscribe link of every daily e-mail, usable without signing in: opening it (GET) turns the
 * player's e-mail toggle off and shows a page that says so; a mail program's one-click POST (RFC 8058,
 * `List-Unsubscribe=One-Click`) does the same. Outside /api: it answers HTML, and the one-click POST comes
 * from a mail provider, not from our pages, so the Origin check of /api does not apply. The token alone
 * decides, and it can only turn e-mail off.
 */
export async function registerUnsubscribe(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(async (scope) => unsubscribeRoutes(scope, deps));
}

function unsubscribeRoutes(app: FastifyInstance, deps: AppDeps): void {
  // The one-click POST is a form body (List-Unsubscribe=One-Click); only the token in the URL matters.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );
  const handle = async (token: unknown) => {
    const userId = await playerOfToken(deps, token);
    if (userId === null) return false;
    await turnEmailOff(deps.db, userId, deps.clock());
    return true;
  };
  app.get('/unsubscribe', async (req, reply) => {
    const ok = await handle((req.query as Record<string, unknown>).token);
    const [title, text] = ok ? UNSUBSCRIBED_PAGE.done : UNSUBSCRIBED_PAGE.invalid;
    return reply
      .status(ok ? 200 : 400)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(page(title, text));
  });
  app.post('/unsubscribe', async (req, reply) => {
    const ok = await handle((req.query as Record<string, unknown>).token);
    return reply
      .status(ok ? 200 : 400)
      .send({ message: ok ? UNSUBSCRIBED_PAGE.done[0] : UNSUBSCRIBED_PAGE.invalid[0] });
  });
}
