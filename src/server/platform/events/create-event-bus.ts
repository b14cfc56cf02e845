import type { DatabaseHandle } from '../db/client';
import type { BusMessage, EventBus, EventCheck } from './event-bus';
import { InProcessEventBus } from './in-process.bus';
import { PostgresEventBus } from './postgres.bus';
import { RedisEventBus } from './redis.bus';

export interface EventBusSettings {
  databaseUrl?: string | undefined;
  /** EVENT_BUS_URL: a Redis the instances share (ADR 0017). */
  eventBusUrl?: string | undefined;
  /** EVENT_BUS_CHANNEL: the Redis channel (pub/sub has no databases: deployments sharing a Redis differ here). */
  channel?: string | undefined;
}

/**
 * The bus between instances: Redis pub/sub when EVENT_BUS_URL names one; else PostgreSQL's LISTEN/NOTIFY,
 * since several instances may share that database; the embedded PGlite serves one process, so there
 * events stay in it.
 */
export function createEventBus<E extends BusMessage>(
  database: DatabaseHandle,
  settings: EventBusSettings,
  check: EventCheck<E>,
): EventBus<E> {
  if (settings.eventBusUrl)
    return new RedisEventBus({ url: settings.eventBusUrl, channel: settings.channel, check });
  if (database.kind === 'pg' && settings.databaseUrl) {
    return new PostgresEventBus({ connectionString: settings.databaseUrl, db: database.db, check });
  }
  return new InProcessEventBus<E>();
}
