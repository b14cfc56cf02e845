import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { playerOfToken } from '../../modules/notifications/unsubscribe-token';
import { findUserById } from '../../modules/users/accounts.service';
import { turnEmailOff } from '../../modules/users/notification-toggles.service';
import { askPage, resultPage, UNSUBSCRIBED_PAGE } from './unsubscribe-page';

/**
 * The signed unsubscribe link of every daily e-mail, usable without signing in. Opening it (GET, and so HEAD)
 * only shows the player's choice with a button: mail scanners and link previews follow links, and a read
 * changes nothing. The button's form POST and a mail program's one-click POST (RFC 8058,
 * `List-Unsubscribe=One-Click`) turn the e-mail toggle off.
 *
 * Outside /api, so the Origin check of /api does not apply, on purpose: the one-click POST comes from a mail
 * provider, with no cookie and no Origin of ours. No cookie or session is read here; the signed token in the
 * URL is the whole credential, and it can only turn its own player's e-mail off. A page of another site that
 * posts here therefore needs the token, which only the player's mailbox holds, and can do no more with it than
 * the link itself does.
 */
export async function registerUnsubscribe(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(async (scope) => unsubscribeRoutes(scope, deps));
}

const tokenOf = (req: FastifyRequest) => (req.query as Record<string, unknown>).token;

/** The player a link names, when it is signed by us and the account still exists. */
async function playerOfLink(deps: AppDeps, token: unknown) {
  const userId = await playerOfToken(deps, token);
  return userId === null ? undefined : findUserById(deps.db, userId);
}

// The token goes in no Referer (the page links to Settings), and no cache keeps a page or answer of it.
const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(body);

/** A browser's form post wants the page; a mail program's one-click POST gets a JSON line. */
const wantsPage = (req: FastifyRequest) => /\btext\/html\b/.test(String(req.headers.accept ?? ''));

function unsubscribeRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Only the token in the URL matters: every body (RFC 8058's form, anything else) is read and ignored, so a
  // mail program that sends another type still unsubscribes.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, _body, done) => done(null, undefined));

  app.get('/unsubscribe', async (req, reply) => {
    const token = tokenOf(req);
    const player = await playerOfLink(deps, token);
    if (!player) return html(reply, 400, resultPage('invalid'));
    return html(reply, 200, askPage(player.username, String(token)));
  });

  app.post('/unsubscribe', async (req, reply) => {
    const player = await playerOfLink(deps, tokenOf(req));
    if (player) await turnEmailOff(deps.db, player.id, deps.clock());
    const outcome = player ? 'done' : 'invalid';
    const status = player ? 200 : 400;
    if (wantsPage(req)) return html(reply, status, resultPage(outcome));
    return reply
      .status(status)
      .header('cache-control', 'no-store')
      .send({ message: UNSUBSCRIBED_PAGE[outcome][0] });
  });
}
