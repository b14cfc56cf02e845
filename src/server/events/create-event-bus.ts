import type { DatabaseHandle } from '../db/client';
import type { EventBus } from './events';
import { InProcessEventBus } from './in-process.bus';
import { PostgresEventBus } from './postgres.bus';

/**
 * The bus for the database in use: PostgreSQL may be shared by several instances, so events travel by
 * LISTEN/NOTIFY; the embedded PGlite serves one process, so they stay in it.
 */
export function createEventBus(database: DatabaseHandle, databaseUrl: string | undefined): EventBus {
  if (database.kind === 'pg' && databaseUrl) {
    return new PostgresEventBus({ connectionString: databaseUrl, db: database.db });
  }
  return new InProcessEventBus();
}
