import type { AppDeps } from '../deps';
import { databaseNow } from './system.repo';

export interface Health {
  status: 'ok' | 'degraded';
  database: 'reachable' | 'unreachable';
  serverTime: string;
}

/** Health for load balancers: the database answers a query within the request. */
export async function checkHealth(deps: AppDeps): Promise<Health> {
  try {
    const now = await databaseNow(deps.db);
    return { status: 'ok', database: 'reachable', serverTime: now.toISOString() };
  } catch {
    return { status: 'degraded', database: 'unreachable', serverTime: deps.clock().toISOString() };
  }
}
