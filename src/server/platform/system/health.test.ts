import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedTestApp } from '../../../../tests/support/test-app';
import { openDatabase } from '../db/client';
import { databaseNow } from '../db/now';
import { checkHealth } from './system.service';

// /healthz asks the database each time and answers within its own timeout, whatever the database does.

const t = sharedTestApp();
const servers: net.Server[] = [];
afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));

/** A TCP server that accepts connections and never says a word, like a database host gone quiet. */
async function silentServer() {
  const sockets: net.Socket[] = [];
  const server = net.createServer((socket) => sockets.push(socket));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as net.AddressInfo).port, sockets };
}

describe('/healthz', () => {
  it('answers 200 with a fresh database answer, never cached', async () => {
    // A fresh embedded database's first query can outlast the health timeout on a busy machine.
    await databaseNow(t.deps.db);
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    // The database's clock is read in milliseconds: two answers a moment apart must differ unless one was kept.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const later = await t.app.inject({ url: '/healthz' });
    expect(later.json().serverTime).not.toBe(res.json().serverTime);
  });

  it('reports a database that does not answer as unreachable, without waiting for the driver', async () => {
    const quiet = await silentServer();
    const { db } = openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${quiet.port}/x`,
      poolSize: 1,
    });
    const health = await checkHealth({ db, clock: () => new Date('2026-11-21T15:00:00Z') }, 200);
    expect(health).toEqual({
      status: 'degraded',
      database: 'unreachable',
      serverTime: '2026-11-21T15:00:00.000Z',
    });
    // The connection attempt is still open: the answer came from the health check's own timeout.
    expect(quiet.sockets.filter((s) => !s.destroyed)).toHaveLength(1);
    for (const socket of quiet.sockets) socket.destroy();
    await db.destroy();
  });

  it('reports a refused connection as unreachable', async () => {
    const quiet = await silentServer();
    await new Promise((r) => servers.pop()!.close(r));
    const { db } = openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${quiet.port}/x`,
      poolSize: 1,
    });
    expect((await checkHealth({ db, clock: () => new Date() })).database).toBe('unreachable');
    await db.destroy();
  });
});
