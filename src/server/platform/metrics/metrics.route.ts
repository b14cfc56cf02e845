import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppMetrics, type MetricsSources } from './metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's metrics; effect queues register here (`registerEffectQueue`). */
    metrics: AppMetrics;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the Authorization header carries the token, compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

/**
 * Times every response by its route pattern (`/api/games/:id`, never the URL with its ids or tokens;
 * the client's files as one `static` route, answers no route matched as `unmatched`), and serves
 * GET /metrics in Prometheus' text format to a bearer of METRICS_TOKEN. Without a token set, /metrics
 * does not exist (404); with a wrong or missing one it answers 401.
 */
export function registerMetrics(
  app: FastifyInstance,
  sources: MetricsSources,
  token: string | undefined,
): void {
  const metrics = new AppMetrics(sources);
  app.decorate('metrics', metrics);
  app.addHook('onClose', async () => metrics.close());

  app.addHook('onResponse', async (req, reply) => {
    const route = (req.routeOptions.config as { file?: string } | undefined)?.file
      ? 'static'
      : (req.routeOptions.url ?? 'unmatched');
    metrics.httpDuration.observe(
      { method: req.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  app.get('/metrics', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    if (!token) return reply.status(404).send({ message: 'Not found: GET /metrics' });
    if (!bearerMatches(req.headers.authorization, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ message: 'Send the metrics token as a bearer token.' });
    }
    return reply.type(metrics.registry.contentType).send(await metrics.scrape());
  });
}
