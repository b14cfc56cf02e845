import type { EventBus } from '../../kernel/events';
import type { DatabaseHandle } from '../db/client';
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
export function createEventBus(database: DatabaseHandle, settings: EventBusSettings): EventBus {
  if (settings.eventBusUrl)
    return new RedisEventBus({ url: settings.eventBusUrl, channel: settings.channel });
  if (database.kind === 'pg' && settings.databaseUrl) {
    return new PostgresEventBus({ connectionString: settings.databaseUrl, db: database.db });
  }
  return new InProcessEventBus();
}
