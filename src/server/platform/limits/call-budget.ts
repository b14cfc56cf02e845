import type { FastifyReply, FastifyRequest } from 'fastify';
import { MAX_BATCH_ITEMS } from '../../../shared/schemas/transport';
import { type RateLimiter, type Spent, tooManyRequestsMessage } from './rate-limit';

const CALLS = 'calls';
const MINUTE = 60_000;

/**
 * Draws `calls` from the address's budget: RATE_LIMIT_MAX calls a minute, one budget for every way in
 * (REST requests, tRPC over HTTP and every call sent over a WebSocket), so no path or transport adds to
 * what one address gets answered.
 */
/** What the budget needs: the limiter and RATE_LIMIT_MAX. */
export interface CallBudgetDeps {
  limiter: RateLimiter;
  config: { globalRateLimit: number };
}

export function spendCalls(deps: CallBudgetDeps, address: string, calls: number): Spent {
  return deps.limiter.spend(CALLS, address, { max: deps.config.globalRateLimit, windowMs: MINUTE }, calls);
}

/**
 * Calls one tRPC HTTP request makes: each procedure of a batch (`/trpc/a,b,c?batch=1`) counts. A batch
 * longer than tRPC takes runs none of its calls and counts once.
 */
export function trpcCallsIn(req: FastifyRequest): number {
  const path = (req.params as { path?: unknown }).path;
  if (typeof path !== 'string' || (req.query as { batch?: unknown }).batch !== '1') return 1;
  const calls = path.split(',').length;
  return calls <= MAX_BATCH_ITEMS ? calls : 1;
}

/**
 * The per-address limit as an onRequest hook of the /api and /trpc scopes: it runs for every request the
 * router matched there (however its path was spelled) and for their unknown paths. Answers carry the
 * limit, what remains and when the window ends; past it, 429 with Retry-After.
 */
export function callBudgetHook(deps: CallBudgetDeps, callsOf: (req: FastifyRequest) => number = () => 1) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const spent = spendCalls(deps, req.ip, callsOf(req));
    reply.header('x-ratelimit-limit', deps.config.globalRateLimit);
    reply.header('x-ratelimit-remaining', spent.remaining);
    reply.header('x-ratelimit-reset', spent.resetSeconds);
    if (spent.ok) return;
    return reply
      .header('retry-after', spent.resetSeconds)
      .status(429)
      .send({ message: tooManyRequestsMessage(spent.resetSeconds) });
  };
}
