import { createClient } from '@redis/client';

/** The Redis of tests that need one (the broker bus), REDIS_URL or the local one every machine here runs. */
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const testClient = () => createClient({ url: REDIS_URL });

/** Runs `work` on a connection of its own to the test Redis, closed afterwards. */
export async function withRedis<T>(work: (client: ReturnType<typeof testClient>) => Promise<T>): Promise<T> {
  const client = testClient();
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.close();
  }
}

/** Ends, from Redis' side, the connections that gave themselves `name`; returns how many there were. */
export async function killRedisConnection(name: string): Promise<number> {
  return withRedis(async (client) => {
    const list = String(await client.sendCommand(['CLIENT', 'LIST']));
    const ids = list
      .split('\n')
      .filter((line) => line.includes(` name=${name} `))
      .map((line) => /\bid=(\d+)/.exec(line)?.[1])
      .filter((id): id is string => id !== undefined);
    for (const id of ids) await client.sendCommand(['CLIENT', 'KILL', 'ID', id]);
    return ids.length;
  });
}
