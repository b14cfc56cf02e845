import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SIGN_IN_PROVIDERS, type SignInProvider } from '../../../shared/schemas/sign-in';
import type { AppDeps } from '../../deps';
import { clearedCookieOptions, sessionCookieName, sessionCookieOptions } from '../../modules/users/cookies';
import { type AppleUser, flowCookieName } from '../../modules/users/provider-account.rules';
import { finishProviderFlow } from '../../modules/users/provider-sign-in.service';
import { refusalForLog } from '../../platform/identity/relying-party';

/**
 * Where a sign-in provider sends the browser back: `GET /api/auth/oauth/:provider/callback?code=...&state=...`
 * (Apple: a form POST, turned into that GET). A navigation, not a call of the API: it answers redirects only.
 *
 * Outside the /api scope's Origin guard on purpose: the provider's redirect is another site's navigation by
 * design. What keeps another site from signing a victim in to an attacker's account (sign-in CSRF) is the flow
 * cookie: the answer counts only in the browser whose cookie started that flow, with that flow's `state`. It is one
 * of the GETs that write (docs/rules.md, "Reads change nothing"): it signs in, or links, as the provider answered;
 * without this browser's flow it changes nothing. The code and state never reach the log (logged-url.ts).
 */
export async function registerProviderCallbacks(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(async (scope) => callbackRoutes(scope, deps));
}

const isProvider = (value: string): value is SignInProvider =>
  (SIGN_IN_PROVIDERS as readonly string[]).includes(value);

/** The page to go to, never cached and never told where the browser came from (the URL held a code). */
const go = (reply: FastifyReply, location: string) =>
  reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(location, 303);

function appleUserOf(text: string | null): AppleUser | undefined {
  if (!text || text.length > 2000) return undefined;
  try {
    const parsed = JSON.parse(text) as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as AppleUser) : undefined;
  } catch {
    return undefined;
  }
}

function callbackRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { production } = deps.config;
  // Apple's answer is a form POST (response_mode=form_post): its fields are read as text, nothing else is taken.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, String(body)),
  );

  app.post('/api/auth/oauth/:provider/callback', async (req, reply) => {
    const { provider } = req.params as { provider: string };
    if (!isProvider(provider)) return reply.status(404).send({ message: 'Not found' });
    // The cross-site POST carries no SameSite=Lax cookie: the browser comes back as a top-level GET, which does.
    const fields = new URLSearchParams(typeof req.body === 'string' ? req.body : '');
    const kept = new URLSearchParams();
    for (const name of ['code', 'state', 'error', 'user']) {
      const value = fields.get(name);
      if (value !== null) kept.set(name, value.slice(0, 4000));
    }
    return go(reply, `/api/auth/oauth/${provider}/callback?${kept}`);
  });

  app.get('/api/auth/oauth/:provider/callback', async (req: FastifyRequest, reply) => {
    const { provider } = req.params as { provider: string };
    if (!isProvider(provider)) return reply.status(404).send({ message: 'Not found' });
    // A HEAD (a link preview, a prefetch) never spends a flow.
    if (req.method === 'HEAD') return go(reply, '/auth');
    const query = new URLSearchParams(req.url.split('?')[1] ?? '');
    const flowToken = req.cookies[flowCookieName(production)];
    const meta = { ip: req.ip, userAgent: req.headers['user-agent'] ?? null };
    let outcome: Awaited<ReturnType<typeof finishProviderFlow>>;
    try {
      outcome = await finishProviderFlow(
        deps,
        provider,
        flowToken,
        query,
        meta,
        appleUserOf(query.get('user')),
      );
    } catch (error) {
      if (error instanceof TRPCError && error.code === 'TOO_MANY_REQUESTS')
        return go(reply, '/auth?signin=busy');
      throw error;
    }
    if (outcome.kind !== 'pending')
      reply.setCookie(flowCookieName(production), '', clearedCookieOptions(production));
    switch (outcome.kind) {
      case 'signed-in':
        reply.setCookie(
          sessionCookieName(production),
          outcome.session.token,
          sessionCookieOptions(production, outcome.session.expiresAt),
        );
        return go(reply, outcome.returnTo);
      case 'pending':
        return go(reply, '/welcome');
      case 'linked':
        return go(reply, `/settings?signin=linked`);
      case 'failed':
        if (outcome.error)
          req.log.warn(
            { refusal: refusalForLog(outcome.error), provider },
            'a sign-in provider answer was refused',
          );
        return go(reply, `${outcome.purpose === 'link' ? '/settings' : '/auth'}?signin=${outcome.reason}`);
    }
  });
}
