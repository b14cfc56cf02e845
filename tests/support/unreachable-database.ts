import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import type { AppDeps } from '../../src/server/deps';
import type { BusEvent } from '../../src/server/kernel/events';
import { FixtureFeed } from '../../src/server/modules/sports-feed/fixtures.adapter';
import { openDatabase } from '../../src/server/platform/db/client';
import { InProcessEventBus } from '../../src/server/platform/events/in-process.bus';
import { RateLimiter } from '../../src/server/platform/limits/rate-limit';
import { Mailer } from '../../src/server/platform/mail/mailer';
import { MemoryTransport } from './mail';
import { RELAXED_LIMITS } from './test-app';

/** A port nothing listens on: one the system just handed out and took back. */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The whole app over a PostgreSQL that cannot be reached (connections refused at once); close() ends both. */
export async function appWithoutDatabase(): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const { db } = openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${await closedPort()}/x` });
  const clock = () => new Date();
  const deps: AppDeps = {
    db,
    clock,
    config: {
      production: false,
      allowedOrigins: [],
      trustProxy: false,
      globalRateLimit: 100_000,
      socketsPerAddress: 10_000,
      rateLimits: RELAXED_LIMITS,
    },
    limiter: new RateLimiter(clock),
    mailer: new Mailer(db, clock, new MemoryTransport(), 'nobody@example.com'),
    feed: new FixtureFeed({ now: clock }),
    events: new InProcessEventBus<BusEvent>(),
  };
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await db.destroy();
    },
  };
}
