import net from 'node:net';
import { TRPCError } from '@trpc/server';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DATABASE_UNAVAILABLE_MESSAGE } from './unavailable';

// A PostgreSQL that cannot be reached is a 503 with plain words for every caller, whatever the engine of
// the run (tests/faults covers killed backends and a restart on a real server).

/** A port nothing listens on: one the system just handed out and took back. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('an unreachable PostgreSQL', () => {
  it('fails queries and transactions with a 503 TRPCError that keeps the driver error as its cause', async () => {
    const { db } = openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${await closedPort()}/x` });
    for (const attempt of [
      () => sql`select 1`.execute(db),
      () => db.transaction().execute((trx) => sql`select 1`.execute(trx)),
    ]) {
      const error = await attempt().then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(TRPCError);
      expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE });
      expect((error as TRPCError).cause).toMatchObject({ code: 'ECONNREFUSED' });
    }
    await db.destroy();
  });
});
