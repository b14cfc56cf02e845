import { afterAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../env';
import { checkBusEvent } from '../../kernel/events';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { createEventBus } from './create-event-bus';
import { InProcessEventBus } from './in-process.bus';
import { PostgresEventBus } from './postgres.bus';
import { RedisEventBus } from './redis.bus';

// Which bus the environment chooses (nothing is connected here; the buses' own tests do that).

const PG_URL = 'postgres://postgres@127.0.0.1:5432/pickem_never_opened';
const postgres: DatabaseHandle = openDatabase({ databaseUrl: PG_URL, poolSize: 1 });
const embedded = { kind: 'pglite' } as DatabaseHandle;
afterAll(() => postgres.db.destroy());

const busFor = (database: DatabaseHandle, source: NodeJS.ProcessEnv) => {
  const env = readEnv(source);
  return createEventBus(
    database,
    {
      databaseUrl: env.DATABASE_URL,
      eventBusUrl: env.EVENT_BUS_URL,
      channel: env.EVENT_BUS_CHANNEL,
    },
    checkBusEvent,
  );
};

describe('createEventBus', () => {
  it('takes Redis when EVENT_BUS_URL names one, on either database, on the channel asked for', () => {
    const bus = busFor(postgres, { DATABASE_URL: PG_URL, EVENT_BUS_URL: 'redis://127.0.0.1:6379' });
    expect(bus).toBeInstanceOf(RedisEventBus);
    expect(busFor(embedded, { EVENT_BUS_URL: 'rediss://cache.example.com:6380/0' })).toBeInstanceOf(
      RedisEventBus,
    );
    const own = busFor(embedded, { EVENT_BUS_URL: 'redis://r:6379', EVENT_BUS_CHANNEL: 'pickem_staging' });
    expect((own as unknown as { channel: string }).channel).toBe('pickem_staging');
    expect((bus as unknown as { channel: string }).channel).toBe('pickem_events');
  });

  it("takes PostgreSQL's LISTEN/NOTIFY without EVENT_BUS_URL, and stays in process on PGlite", () => {
    expect(busFor(postgres, { DATABASE_URL: PG_URL })).toBeInstanceOf(PostgresEventBus);
    expect(busFor(postgres, { DATABASE_URL: PG_URL, EVENT_BUS_URL: '' })).toBeInstanceOf(PostgresEventBus);
    expect(busFor(embedded, {})).toBeInstanceOf(InProcessEventBus);
  });

  it.each([
    ['EVENT_BUS_URL', 'nats://127.0.0.1:4222'],
    ['EVENT_BUS_URL', 'localhost:6379'],
    ['EVENT_BUS_CHANNEL', 'two words'],
  ])('refuses %s=%s at start', (name, value) => {
    expect(() => readEnv({ [name]: value })).toThrow(new RegExp(name));
  });
});
