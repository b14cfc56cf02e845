import { beforeAll, describe, expect, it } from 'vitest';
import { openRaw } from '../../../tests/support/live/sockets';
import { listeningTestApp } from '../../../tests/support/test-app';
import {
  type Callers,
  callers,
  type Decision,
  decisionOfCode,
  procedurePaths,
  procedures,
  quietMail,
} from '../../../tests/support/trpc/authorization';
import { accessOf, CALLER_KINDS } from '../../../tests/support/trpc/authorization-table';

// Subscriptions live on the WebSocket: each one, subscribed to over a real socket signed in by the
// upgrade's cookie (or not signed in), answers as its row of tests/support/trpc/authorization-table.ts.

const t = listeningTestApp({ mailTransport: quietMail() });
let who: Callers;

beforeAll(async () => {
  who = await callers(t);
});

/**
 * Inputs that start a subscription. One that would start real work (a feed import) gets an input
 * its schema refuses instead: a 400 comes after the access check, so it still shows the decision.
 */
const SAMPLE_INPUT: Record<string, unknown> = {
  'live.games': { day: 'today' },
  'live.leaderboard': { period: 'weekly' },
  'admin.suggestedGames.fetchProgress': { sports: [] },
};

type Reply = { id?: unknown; error?: { data?: { code?: string } }; result?: { type?: string } };

/** The first answer to one subscription over a fresh socket: its error code, or started/data. */
async function subscribe(cookie: string | undefined, path: string): Promise<Reply> {
  const { socket, opened, closed } = await openRaw(t.base, { origin: t.base, ...(cookie ? { cookie } : {}) });
  await opened;
  const reply = new Promise<Reply>((resolve) => {
    socket.on('message', (data) => {
      const text = String(data);
      if (!text.startsWith('{')) return; // keep-alive pings
      const message = JSON.parse(text) as Reply;
      if (message.id === 1) resolve(message);
    });
  });
  socket.send(JSON.stringify({ id: 1, method: 'subscription', params: { path, input: SAMPLE_INPUT[path] } }));
  const answer = await reply;
  socket.close();
  await closed;
  return answer;
}

const subscriptions = procedurePaths.filter((p) => procedures[p]!._def.type === 'subscription');

describe('every subscription over a WebSocket', () => {
  it('exists (the live screens and the feed import use them)', () => {
    expect(subscriptions).toEqual(
      expect.arrayContaining([
        'live.games',
        'live.me',
        'live.leaderboard',
        'admin.suggestedGames.fetchProgress',
      ]),
    );
  });

  it.each(subscriptions)('%s answers as its row', async (path) => {
    const got: Record<string, Decision> = {};
    for (const kind of CALLER_KINDS) {
      const reply = await subscribe(await who.cookieOf(kind), path);
      got[kind] = reply.error ? decisionOfCode(reply.error.data?.code) : 'allowed';
      if (!reply.error) expect(reply.result?.type, `${path} as ${kind}`).toMatch(/^(started|data)$/);
    }
    expect(got).toEqual(accessOf(path));
  });

  it('refuses live.me to a signed-out socket with UNAUTHORIZED, and starts it for a player', async () => {
    expect((await subscribe(undefined, 'live.me')).error?.data?.code).toBe('UNAUTHORIZED');
    expect((await subscribe(await who.cookieOf('player'), 'live.me')).result?.type).toBe('started');
  });
});
