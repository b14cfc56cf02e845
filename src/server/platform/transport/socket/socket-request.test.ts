import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { openRaw } from '../../../../../tests/support/live/sockets';
import { listeningTestApp } from '../../../../../tests/support/test-app';
import { socketRequest } from './socket-request';

// An open socket keeps nothing of its upgrade but what its calls read.

const t = listeningTestApp();

/** The server's side of the one socket the test has open. */
function serverSide(): WebSocket {
  const open = [...t.app.websocketServer.clients];
  expect(open).toHaveLength(1);
  return open[0]!;
}

/** Sockets of earlier tests finish closing first. */
const alone = () => expect.poll(() => t.app.websocketServer.clients.size).toBe(0);

describe('an upgraded socket', () => {
  it('keeps no stand-in HTTP response and no listener holding the upgrade request', async () => {
    await alone();
    const client = await openRaw(t.base, { origin: t.base });
    await client.opened;
    const socket = serverSide();
    const tcp = (socket as unknown as { _socket: { _httpMessage: unknown } })._socket;
    expect(tcp._httpMessage).toBeNull();
    // @fastify/websocket's own listener (which holds Fastify's request and reply) is replaced.
    const listeners = socket.listeners('error').map(String);
    expect(listeners.length).toBeGreaterThan(0);
    expect(listeners.filter((l) => l.includes('errorHandler'))).toEqual([]);
    client.socket.close();
    await client.closed;
  });

  it('is dropped when it raises an error', async () => {
    await alone();
    const client = await openRaw(t.base, {});
    await client.opened;
    serverSide().emit('error', new Error('a broken frame'));
    expect(await client.closed).toEqual({ code: 1006 });
  });
});

describe('socketRequest', () => {
  it('keeps the URL, the headers the session, the meta and the language read, and the peer address', () => {
    const read = {
      host: 'pickem.example',
      origin: 'https://pickem.example',
      cookie: 'session=abc',
      'user-agent': 'Browser/1.0',
      'x-forwarded-for': '203.0.113.9',
      // The language of the socket's refusals when no player is signed in (ADR 0047).
      'accept-language': 'es-MX',
    };
    const req = {
      url: '/trpc?connectionParams=1',
      headers: { ...read, 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==' },
      socket: { remoteAddress: '127.0.0.1', bytesRead: 512 },
    } as unknown as IncomingMessage;
    expect(socketRequest(req)).toEqual({
      url: '/trpc?connectionParams=1',
      headers: read,
      socket: { remoteAddress: '127.0.0.1' },
    });
  });
});
