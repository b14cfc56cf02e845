import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { account } from '../../../../tests/support/calls';
import { listeningTestApp } from '../../../../tests/support/test-app';
import { FEED_MESSAGES, type FetchProgressEvent } from '../../../shared/schemas/sports-feed';
import type { AppRouter } from '../../api/router';
import { FixtureFeed } from '../../modules/sports-feed/fixtures.adapter';

// Fetch Games over a real WebSocket: the subscription reports each sport as it is done, then the summary.

const t = listeningTestApp();
let adminCookie: string;
let playerCookie: string;
const clients: ReturnType<typeof createWSClient>[] = [];

beforeAll(async () => {
  t.clock.set('2026-11-21T15:00:00Z');
  adminCookie = (await account(t, true)).cookie;
  playerCookie = (await account(t)).cookie;
});

afterAll(async () => {
  for (const client of clients) await client.close();
});

/** Node 20 has no global WebSocket: the `ws` package, with the headers a browser would send. */
function clientWith(cookie: string) {
  const headers = { cookie, origin: t.base };
  const wsClient = createWSClient({
    url: `${t.base.replace(/^http/, 'ws')}/trpc`,
    WebSocket: class extends WebSocket {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols, { headers });
      }
    } as unknown as typeof globalThis.WebSocket,
    retryDelayMs: () => 60_000,
  });
  clients.push(wsClient);
  return createTRPCClient<AppRouter>({ links: [wsLink({ client: wsClient })] });
}

/** Every event of one fetchProgress subscription until it completes or fails. */
function collect(cookie: string, sports: string[]) {
  return new Promise<{ events: FetchProgressEvent[]; error: { message: string; code?: string } | null }>(
    (resolve) => {
      const events: FetchProgressEvent[] = [];
      clientWith(cookie).admin.suggestedGames.fetchProgress.subscribe(
        { sports },
        {
          onData: (event) => events.push(event),
          onComplete: () => resolve({ events, error: null }),
          onError: (error) => resolve({ events, error: { message: error.message, code: error.data?.code } }),
        },
      );
    },
  );
}

describe('admin.suggestedGames.fetchProgress over a WebSocket', () => {
  it('yields one progress event per sport, then the summary', async () => {
    const { events, error } = await collect(adminCookie, ['NBA', 'MLS', 'MLB']);
    expect(error).toBeNull();
    expect(events).toEqual([
      { type: 'progress', sport: 'NBA', done: 1, total: 3, imported: 2, error: null },
      { type: 'progress', sport: 'MLS', done: 2, total: 3, imported: 3, error: null },
      { type: 'progress', sport: 'MLB', done: 3, total: 3, imported: 5, error: null },
      {
        type: 'done',
        summary: {
          sports: [
            { sport: 'NBA', imported: 2, skipped: 0, error: null },
            { sport: 'MLS', imported: 1, skipped: 0, error: null },
            { sport: 'MLB', imported: 2, skipped: 0, error: null },
          ],
          imported: 5,
          skipped: 0,
          failed: 0,
        },
      },
    ]);
    const pending = await t.deps.db.selectFrom('suggested_games').select('id').execute();
    expect(pending).toHaveLength(5);
  });

  it('refuses a player and an empty selection', async () => {
    expect((await collect(playerCookie, ['NBA'])).error).toMatchObject({ code: 'FORBIDDEN' });
    expect((await collect(adminCookie, [])).error).toEqual({
      message: FEED_MESSAGES.noSports,
      code: 'BAD_REQUEST',
    });
  });

  it('reports a failing sport as it goes, and fails with BAD_GATEWAY when every sport fails', async () => {
    t.deps.feed = new FixtureFeed({ dir: '/nonexistent/espn', now: t.clock.now });
    try {
      const { events, error } = await collect(adminCookie, ['NFL', 'NBA']);
      expect(events).toEqual([
        { type: 'progress', sport: 'NFL', done: 1, total: 2, imported: 0, error: expect.any(String) },
        { type: 'progress', sport: 'NBA', done: 2, total: 2, imported: 0, error: expect.any(String) },
      ]);
      expect(error).toMatchObject({
        code: 'BAD_GATEWAY',
        message: expect.stringMatching(/^The sports feed/),
      });
    } finally {
      t.deps.feed = new FixtureFeed({ now: t.clock.now });
    }
  });
});
