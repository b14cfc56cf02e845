import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Access } from '../trpc/procedure-table';
import {
  IDEMPOTENCY_HEADER,
  type KeyCaller,
  keyUse,
  REPLAYED_HEADER,
  requestFingerprint,
} from './idempotency.rules';
import { answerOnce, type KeyStore } from './idempotency.service';
import type { RestAnswer, RestRoute } from './route';

/** The path the router matched, its parameters as decoded. */
function routedPath(req: FastifyRequest): string {
  const params = (req.params ?? {}) as Record<string, unknown>;
  return (
    req.routeOptions.url?.replace(/:(\w+)/g, (_whole, name: string) => String(params[name] ?? '')) ?? req.url
  );
}

/**
 * The answer of a route that accepts an Idempotency-Key: without the header (or for a caller the
 * procedure will refuse anyway) the call just runs; with it, it runs once per user and key.
 */
export async function keyedAnswer(
  store: KeyStore,
  call: {
    route: RestRoute;
    access: Access;
    caller: KeyCaller | null;
    req: FastifyRequest;
    reply: FastifyReply;
  },
  run: () => Promise<RestAnswer>,
): Promise<RestAnswer> {
  const { route, req, reply } = call;
  const use = keyUse(req.headers[IDEMPOTENCY_HEADER], call.access, call.caller);
  if (use.kind === 'none') return run();
  if (use.kind === 'invalid') return { status: 400, body: JSON.stringify({ message: use.message }) };
  const keyed = {
    userId: use.userId,
    key: use.key,
    method: route.method,
    // The routed path (`/api/picks/5`), not the URL's text: `/%61pi/picks/5` is the same request.
    path: routedPath(req),
    fingerprint: requestFingerprint({
      method: route.method,
      route: route.url,
      params: req.params,
      body: req.body,
    }),
  };
  const answer = await answerOnce(store, keyed, run, {
    onBookkeepingError: (err, step) => req.log.error({ err, step }, 'Idempotency-Key bookkeeping failed'),
  });
  if (answer.replayed) reply.header(REPLAYED_HEADER, 'true');
  return { status: answer.status, body: answer.body, retryAfter: answer.retryAfter };
}
