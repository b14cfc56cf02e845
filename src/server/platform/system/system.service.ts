import type { Clock } from '../clock';
import type { DB } from '../db/client';
import { databaseNow } from '../db/now';

export interface Health {
  status: 'ok' | 'degraded';
  database: 'reachable' | 'unreachable';
  serverTime: string;
}

/**
 * A health check answers within this, whatever the database does: a balancer asking must learn "down",
 * not wait with the requests it is meant to protect.
 */
export const HEALTH_TIMEOUT_MS = 2_000;

function withinTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Health for load balancers: the database answers a query now (never a remembered answer), in time. */
export async function checkHealth(
  deps: { db: DB; clock: Clock },
  timeoutMs = HEALTH_TIMEOUT_MS,
): Promise<Health> {
  try {
    const now = await withinTimeout(databaseNow(deps.db), timeoutMs);
    return { status: 'ok', database: 'reachable', serverTime: now.toISOString() };
  } catch {
    return { status: 'degraded', database: 'unreachable', serverTime: deps.clock().toISOString() };
  }
}
