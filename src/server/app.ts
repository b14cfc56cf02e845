import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyWebsocket, { type WebsocketPluginOptions } from '@fastify/websocket';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import helmet from 'helmet';
import type pg from 'pg';
import { registerCalendarFeed } from './api/calendar/calendar.route';
import { LiveHub, type LiveHubOptions } from './api/live/live-hub';
import { registerPreviews } from './api/previews/preview.route';
import { registerProviderCallbacks } from './api/sign-in/provider-callback.route';
import { registerRest, registerTrpc } from './api/transports';
import { registerUnsubscribe } from './api/unsubscribe/unsubscribe.route';
import type { AppDeps } from './deps';
import { crossSiteGuard } from './modules/users/cross-site.hook';
import { proxyTrust } from './platform/http/client-address';
import { requestLogSerializer } from './platform/http/logged-url';
import { translateMessageBodies } from './platform/http/refusal-language';
import { securityHeaders } from './platform/http/security-headers';
import { callBudgetHook, trpcCallsIn } from './platform/limits/call-budget';
import { registerMetrics } from './platform/metrics/metrics.route';
import { registerResponseCompression } from './platform/system/response-compression';
import { registerStaticClient } from './platform/system/static-client';
import { checkHealth } from './platform/system/system.service';
import { LiveSocket, PER_MESSAGE_DEFLATE } from './platform/transport/socket/live-socket';
import { type KeepAliveRule, MAX_SOCKET_PAYLOAD } from './platform/transport/socket/wire.rules';
import { SERVER_FAULT_MESSAGE } from './platform/transport/trpc/error-message';

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's realtime hub (its sockets and subscriptions). */
    liveHub: LiveHub;
  }
}

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  /** Tuning of the live subscriptions (tests shorten the leaderboard's debounce). */
  live?: Omit<LiveHubOptions, 'log'>;
  /** Keep-alive of the sockets (tests shorten it); SOCKET_KEEP_ALIVE otherwise. */
  socketKeepAlive?: KeepAliveRule;
  /** PostgreSQL's pool, for its metrics (main.ts passes it; absent on the embedded database). */
  pool?: pg.Pool | undefined;
}

const FRIENDLY_FASTIFY_ERRORS: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as application/json.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
};

/** The whole HTTP host; tests call it with their own database and clock. */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withLogRedaction(options.logger),
    trustProxy: proxyTrust(deps.config.trustProxy),
    bodyLimit: 256 * 1024,
    routerOptions: { maxParamLength: 5000 },
  });

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, req, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) req.log.error({ err: error }, 'request failed');
    const message =
      status >= 500 ? SERVER_FAULT_MESSAGE : (FRIENDLY_FASTIFY_ERRORS[error.code ?? ''] ?? error.message);
    return reply.status(status).send({ message });
  });
  // Every `{ message }` the host answers as an object, in the caller's language (ADR 0047).
  translateMessageBodies(app);

  // helmet's middleware built once: @fastify/helmet built it again on every request, its CSP directives parsed per
  // call, a cost every pick paid (ADR 0035 has the profile).
  const applySecurityHeaders = helmet(securityHeaders(deps.config.production));
  app.addHook('onRequest', (request, reply, done) =>
    applySecurityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  await app.register(fastifyCookie);
  // Bigger frames are refused by ws with close code 1009; no tRPC call comes near the limit.
  // Sockets compress what they send (permessage-deflate) without a zlib stream each: see live-socket.ts.
  await app.register(fastifyWebsocket, {
    options: {
      maxPayload: MAX_SOCKET_PAYLOAD,
      // ws's server takes any subclass of its WebSocket; the option's type asks for the module's statics.
      WebSocket: LiveSocket as unknown as NonNullable<WebsocketPluginOptions['options']>['WebSocket'],
      perMessageDeflate: PER_MESSAGE_DEFLATE,
    },
  });

  // The instance's realtime hub: one bus listener, fanned out to this instance's sockets.
  const hub = new LiveHub(deps, { ...options.live, log: app.log.child({ module: 'live' }) });
  await hub.start();
  app.decorate('liveHub', hub);
  app.addHook('onClose', async () => hub.stop());
  registerMetrics(app, { hub, bus: deps.events, pool: options.pool }, deps.config.metricsToken);
  app.metrics.registerEffectQueue('mail', () => deps.mailer.queueFigures());
  const effects = deps.effects;
  if (effects) {
    app.metrics.registerEffectQueue('effects', () => effects.queueFigures());
    app.metrics.observeEffects(effects);
  }

  await app.register(
    async (trpcScope) => {
      guardApiScope(trpcScope, deps, trpcCallsIn);
      await registerResponseCompression(trpcScope);
      // WebSocket /trpc is ours (Origin refusal, socket registry, limits); HTTP /trpc/* is http.route.ts.
      await registerTrpc(trpcScope, { deps, hub, keepAlive: options.socketKeepAlive });
    },
    { prefix: '/trpc' },
  );
  await app.register(
    async (apiScope) => {
      guardApiScope(apiScope, deps);
      await registerResponseCompression(apiScope);
      await registerRest(apiScope, deps);
    },
    { prefix: '/api' },
  );

  await registerUnsubscribe(app, deps);
  await registerProviderCallbacks(app, deps);
  await registerCalendarFeed(app, deps);

  app.get('/healthz', async (_req, reply) => {
    const health = await checkHealth(deps);
    // Asked afresh every time: no cache between a balancer and the answer.
    return reply
      .header('cache-control', 'no-store')
      .status(health.database === 'reachable' ? 200 : 503)
      .send(health);
  });

  const staticDir = deps.config.staticDir;
  const hasClient = staticDir !== undefined && existsSync(path.join(staticDir, 'index.html'));
  // Invite and share links: the app's page with their preview's tags, and the preview images.
  await registerPreviews(app, deps, hasClient ? staticDir : undefined);
  if (hasClient) {
    await registerStaticClient(app, staticDir);
  }

  app.setNotFoundHandler((req, reply) => {
    const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && !path.extname(pathnameOf(req));
    if (wantsPage && hasClient) {
      // The browser's router owns every path outside /api and /trpc, its 404 screen included.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return notFoundJson(req, reply);
  });

  return app;
}

/** The logger's options with the request serializer that keeps secrets out of logged URLs (logged-url.ts). */
function withLogRedaction(logger: BuildOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return { ...base, serializers: { ...base.serializers, req: requestLogSerializer } };
}

const pathnameOf = (req: FastifyRequest) => req.url.split('?')[0] ?? '';

function notFoundJson(req: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ message: `Not found: ${req.method} ${pathnameOf(req)}` });
}

/**
 * What every route of /api and /trpc goes through, as hooks of their scope (Fastify runs a scope's hooks for
 * each request its router matched there, and for the scope's unknown paths): the per-address budget of
 * calls, then the cross-site guard. Their unknown paths are a JSON 404, never the web page. Nothing here
 * reads the URL's text, so `/%61pi/...` meets the same guards as `/api/...`.
 */
function guardApiScope(scope: FastifyInstance, deps: AppDeps, callsOf?: (req: FastifyRequest) => number) {
  scope.addHook('onRequest', callBudgetHook(deps, callsOf));
  scope.addHook('onRequest', crossSiteGuard(deps));
  scope.setNotFoundHandler(notFoundJson);
}
