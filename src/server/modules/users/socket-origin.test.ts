import { describe, expect, it } from 'vitest';
import { register } from '../../../../tests/support/accounts';
import { Inbox, liveClient, openRaw } from '../../../../tests/support/live/sockets';
import { listeningTestApp } from '../../../../tests/support/test-app';
import { CROSS_SITE_SOCKET_MESSAGE } from '../../platform/transport/socket/socket.route';

// The WebSocket upgrade is a GET a page of any site may start, with the visitor's cookie: only our own
// Origin (or none, a non-browser client) may open one.

const t = listeningTestApp();

describe('the upgrade of /trpc', () => {
  it.each([
    ['another site', 'https://evil.example'],
    ['a look-alike host', () => `http://${new URL(t.base).hostname}.evil.example:${new URL(t.base).port}`],
    ['our host on another port', () => `http://${new URL(t.base).hostname}:1`],
    ['an opaque origin', 'null'],
  ])('from %s is refused with 403, cookie or not', async (_what, origin) => {
    const { cookie } = await register(t.app);
    const value = typeof origin === 'function' ? origin() : origin;
    for (const headers of [{ origin: value }, { origin: value, cookie }] as Record<string, string>[]) {
      const socket = await openRaw(t.base, headers);
      expect(await socket.closed).toEqual({ code: 0, status: 403 });
    }
    const res = await t.app.inject({
      url: '/trpc',
      headers: { origin: value, cookie, connection: 'upgrade', upgrade: 'websocket' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: CROSS_SITE_SOCKET_MESSAGE });
  });

  it.each([
    ['the page’s own Origin', 'own'],
    ['no Origin (a non-browser client)', null],
  ] as const)('from %s opens, signed in by the cookie', async (_what, origin) => {
    const { cookie } = await register(t.app);
    const client = liveClient(t.base, { cookie, ...(origin === null ? { origin: null } : {}) });
    const inbox = new Inbox<{ data: { type: string } }>();
    // live.me is for signed-in players only: its snapshot proves the cookie was read.
    client.trpc.live.me.subscribe(undefined, {
      onData: (m) => inbox.push(m as { data: { type: string } }),
      onError: inbox.fail,
    });
    expect((await inbox.next()).data.type).toBe('snapshot');
    expect(inbox.errors).toEqual([]);
    await client.close();
  });
});
