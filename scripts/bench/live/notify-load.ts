import type pg from 'pg';
import type { BusEvent } from '../../../src/server/kernel/events';
import { packEvents } from '../../../src/server/platform/events/notify.rules';
import type { RedisEventBus } from '../../../src/server/platform/events/redis.bus';

// The pieces of scripts/bench/live/notify.ts: the notifications it sends and the pick-like transactions it runs
// (through toolkit/loops.ts, closed or open).

export const CHANNEL = 'pickem_bench_notify';

/**
 * A notification of `eventsPerPayload` events like a pick's two (picks.service: the game's card, the
 * player's pick), or as many as fit under NOTIFY's limit (a grading's batches: about 146).
 */
export function pickPayload(i: number, eventsPerPayload = 2): string {
  const events: BusEvent[] = [];
  for (let k = 0; events.length < eventsPerPayload; k++) {
    events.push({ type: 'game.updated', gameId: 1 + (i % 50) });
    events.push({
      type: 'pick.saved',
      userId: 1 + (i % 5000),
      gameId: 1 + (i % 50),
      pickId: i * 100 + k + 1,
    });
  }
  return packEvents('bench', events.slice(0, eventsPerPayload))[0]!;
}

export type NotifyMode = 'none' | 'after' | 'inside' | 'redis';

/** The two events of pick `i`, as objects (for the Redis bus, which packs them itself). */
export const pickEvents = (i: number): BusEvent[] => [
  { type: 'game.updated', gameId: 1 + (i % 50) },
  { type: 'pick.saved', userId: 1 + (i % 5000), gameId: 1 + (i % 50), pickId: i * 100 + 1 },
];

/**
 * A pick-like commit: lock the player's row, insert a pick with a unique key, count it on the player, commit.
 * `after`: then one pg_notify of its own (what the bus does after the commit); `inside`: the pg_notify in
 * the transaction, so its commit takes PostgreSQL's notification lock (what an outbox written with the
 * change and notified at once would do); `redis`: published on `redis` (a RedisEventBus) after the commit.
 */
export async function pickCommit(
  pool: pg.Pool,
  i: number,
  users: number,
  mode: NotifyMode,
  redis?: RedisEventBus<BusEvent>,
): Promise<void> {
  const user = 1 + (i % users);
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('select id from bench_users where id = $1 for update', [user]);
    await client.query('insert into bench_picks (user_id, game_id) values ($1, $2)', [user, i]);
    await client.query('update bench_users set picks = picks + 1 where id = $1', [user]);
    if (mode === 'inside') await client.query('select pg_notify($1, $2)', [CHANNEL, pickPayload(i)]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
  if (mode === 'after') await pool.query('select pg_notify($1, $2)', [CHANNEL, pickPayload(i)]);
  if (mode === 'redis') await redis!.publish(pickEvents(i));
}
