import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { newAccount } from '../../../../../tests/support/accounts';
import { listeningTestApp } from '../../../../../tests/support/test-app';
import type { AppRouter } from '../../../api/router';

const t = listeningTestApp();
let cookie: string;
let userId: number;
const clients: ReturnType<typeof createWSClient>[] = [];

beforeAll(async () => {
  const res = await fetch(`${t.base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(newAccount()),
  });
  expect(res.status).toBe(200);
  userId = ((await res.json()) as { id: number }).id;
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('session='));
  cookie = setCookie!.split(';')[0]!;
});

afterAll(async () => {
  for (const client of clients) await client.close();
});

/** Node 20 has no global WebSocket: the `ws` package, sending the headers a browser would. */
function socketClass(headers: Record<string, string>) {
  return class extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols, { headers });
    }
  };
}

function clientWith(headers: Record<string, string>) {
  const wsClient = createWSClient({
    url: `${t.base.replace(/^http/, 'ws')}/trpc`,
    WebSocket: socketClass(headers) as unknown as typeof globalThis.WebSocket,
    retryDelayMs: () => 60_000,
  });
  clients.push(wsClient);
  return createTRPCClient<AppRouter>({ links: [wsLink({ client: wsClient })] });
}

describe('tRPC over a WebSocket', () => {
  it('knows the player by the cookie of a same-origin upgrade', async () => {
    const client = clientWith({ cookie, origin: t.base });
    const me = await client.auth.me.query();
    expect(me?.id).toBe(userId);
    expect(me).not.toHaveProperty('passwordHash');
    const user = await client.auth.user.query();
    expect(user.id).toBe(userId);
  });

  it('sees nobody without a cookie, and refuses a player-only call', async () => {
    const client = clientWith({ origin: t.base });
    expect(await client.auth.me.query()).toBeNull();
    await expect(client.auth.user.query()).rejects.toMatchObject({ data: { code: 'UNAUTHORIZED' } });
  });

  it('refuses the upgrade from a foreign Origin (403), cookie or not', async () => {
    for (const headers of [{ cookie, origin: 'https://evil.example' }, { origin: 'https://evil.example' }]) {
      const status = await new Promise<number>((resolve, reject) => {
        const socket = new WebSocket(`${t.base.replace(/^http/, 'ws')}/trpc`, { headers });
        socket.once('unexpected-response', (_req, res) => {
          resolve(res.statusCode ?? 0);
          socket.terminate();
        });
        socket.once('open', () => reject(new Error('a foreign Origin was let in')));
        socket.on('error', () => {});
      });
      expect(status).toBe(403);
    }
  });

  it('ignores a forged cookie', async () => {
    const forged = cookie.replace(/\.([a-z2-7])/, (_m, c: string) => `.${c === 'a' ? 'b' : 'a'}`);
    expect(forged).not.toBe(cookie);
    const client = clientWith({ cookie: forged, origin: t.base });
    expect(await client.auth.me.query()).toBeNull();
  });

  it('answers system.health over the socket', async () => {
    const client = clientWith({ origin: t.base });
    expect(await client.system.health.query()).toMatchObject({ status: 'ok', database: 'reachable' });
  });
});
