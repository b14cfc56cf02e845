import { describe, expect, it } from 'vitest';
import { openRaw } from '../../../../tests/support/live/sockets';
import { listeningTestApp } from '../../../../tests/support/test-app';
import { MAX_BATCH_ITEMS } from '../../../shared/schemas/transport';
import { MAX_REQUEST_ID_CHARS } from '../../platform/transport/socket/socket.route';
import { MAX_SOCKET_PAYLOAD } from '../../platform/transport/socket/wire.rules';

// Messages no tRPC client sends, over a real socket: wrong shapes, unknown methods and paths, odd ids,
// too many calls in one frame, input nested deeper than any schema. Each gets a tRPC error, the
// socket keeps serving, and the server keeps serving everyone else. live.socket.test.ts covers
// frames that are not JSON, oversized frames and floods.

const t = listeningTestApp();

/** How long to wait for replies (a first call on a cold server is slow on a busy machine). */
const WAIT = { timeout: 10_000 };

type Reply = { id?: unknown; error?: { message?: string; data?: { code?: string } }; result?: unknown };

/** A raw socket that keeps every JSON reply. */
async function rawSocket() {
  const raw = await openRaw(t.base, { origin: t.base });
  await raw.opened;
  const replies: Reply[] = [];
  raw.socket.on('message', (m) => {
    const text = String(m);
    if (text.startsWith('{')) replies.push(JSON.parse(text) as Reply);
  });
  return { ...raw, replies };
}

const health = (id: unknown) => JSON.stringify({ id, method: 'query', params: { path: 'system.health' } });
const isHealthy = (r: Reply) => (r.result as { data?: { status?: string } })?.data?.status === 'ok';

describe('a malformed message', () => {
  it.each([
    ['a list of numbers', '[1,2]'],
    ['a number', '42'],
    ['a string', '"text"'],
    ['null', 'null'],
    ['an empty object', '{}'],
    ['an id alone', '{"id":1}'],
    ['a method without params', '{"id":1,"method":"query"}'],
    ['a path that is not text', '{"id":1,"method":"query","params":{"path":42}}'],
    ['an id that is an object', '{"id":{"x":1},"method":"query","params":{"path":"system.health"}}'],
    [
      'another JSON-RPC version',
      '{"id":1,"jsonrpc":"1.0","method":"query","params":{"path":"system.health"}}',
    ],
    [
      'a lastEventId that is not text',
      '{"id":1,"method":"subscription","params":{"path":"live.games","lastEventId":5}}',
    ],
    ['an unknown method', '{"id":7,"method":"delete","params":{"path":"system.health"}}'],
  ])('(%s) gets a parse error, and the socket still answers', async (_name, frame) => {
    const { socket, replies, closed } = await rawSocket();
    socket.send(frame);
    socket.send(health(99));
    await expect.poll(() => replies.length, WAIT).toBe(2);
    expect(replies[0]).toMatchObject({ id: null, error: { data: { code: 'PARSE_ERROR' } } });
    expect(typeof replies[0]!.error!.message).toBe('string');
    expect(isHealthy(replies[1]!)).toBe(true);
    socket.close();
    await closed;
  });

  it('subscribing to an unknown path gets NOT_FOUND for that id', async () => {
    const { socket, replies, closed } = await rawSocket();
    socket.send(JSON.stringify({ id: 8, method: 'subscription', params: { path: 'live.nothing' } }));
    await expect.poll(() => replies.length, WAIT).toBe(1);
    expect(replies[0]).toMatchObject({ id: 8, error: { data: { code: 'NOT_FOUND' } } });
    socket.close();
    await closed;
  });

  it('input nested far deeper than any schema is a 400 (BAD_REQUEST), not a server fault', async () => {
    const depth = Math.floor((MAX_SOCKET_PAYLOAD - 200) / 2);
    const deep = `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const { socket, replies, closed } = await rawSocket();
    socket.send(`{"id":10,"method":"subscription","params":{"path":"live.games","input":${deep}}}`);
    socket.send(
      `{"id":11,"method":"query","params":{"path":"auth.checkUsername","input":{"username":${deep}}}}`,
    );
    await expect.poll(() => replies.length, WAIT).toBe(2);
    for (const reply of replies) expect(reply.error?.data?.code).toBe('BAD_REQUEST');
    socket.close();
    await closed;
  });

  it('a second subscription under an id in use is refused; the first keeps running', async () => {
    const { socket, replies, closed } = await rawSocket();
    const subscribe = JSON.stringify({
      id: 12,
      method: 'subscription',
      params: { path: 'live.games', input: { day: 'today' } },
    });
    socket.send(subscribe);
    socket.send(subscribe);
    socket.send(JSON.stringify({ id: 404, method: 'subscription.stop' }));
    await expect.poll(() => replies.some((r) => r.error), WAIT).toBe(true);
    expect(replies.find((r) => r.error)).toMatchObject({ id: 12, error: { message: 'Duplicate id 12' } });
    await expect
      .poll(() => replies.some((r) => (r.result as { type?: string })?.type === 'data'), WAIT)
      .toBe(true);
    socket.close();
    await closed;
  });
});

describe('request ids', () => {
  it('a large number or a short text is answered under that id', async () => {
    const { socket, replies, closed } = await rawSocket();
    socket.send(health(1e308));
    socket.send(health('x'.repeat(MAX_REQUEST_ID_CHARS)));
    await expect.poll(() => replies.length, WAIT).toBe(2);
    expect(replies.map((r) => r.id)).toEqual([1e308, 'x'.repeat(MAX_REQUEST_ID_CHARS)]);
    expect(replies.every(isHealthy)).toBe(true);
    socket.close();
    await closed;
  });

  it('a longer text id is a parse error and is not echoed; the socket still answers', async () => {
    const { socket, replies, closed } = await rawSocket();
    socket.send(health('9'.repeat(60_000)));
    socket.send(health(2));
    await expect.poll(() => replies.length, WAIT).toBe(2);
    expect(replies[0]).toEqual({
      id: null,
      error: expect.objectContaining({
        message: `Request ids are at most ${MAX_REQUEST_ID_CHARS} characters.`,
        data: expect.objectContaining({ code: 'PARSE_ERROR' }),
      }),
    });
    expect(replies[1]).toMatchObject({ id: 2 });
    socket.close();
    await closed;
  });
});

describe('several calls in one frame', () => {
  const calls = (count: number) => `[${Array.from({ length: count }, (_, i) => health(i + 1)).join(',')}]`;

  it(`up to ${MAX_BATCH_ITEMS} are each answered (an empty list is answered with nothing)`, async () => {
    const { socket, replies, closed } = await rawSocket();
    socket.send('[]');
    socket.send(calls(MAX_BATCH_ITEMS));
    await expect.poll(() => replies.length, WAIT).toBe(MAX_BATCH_ITEMS);
    expect(replies.every(isHealthy)).toBe(true);
    socket.close();
    await closed;
  });

  it(`${MAX_BATCH_ITEMS + 1} are refused as a whole: one parse error, no call runs`, async () => {
    const { socket, replies, closed } = await rawSocket();
    socket.send(calls(MAX_BATCH_ITEMS + 1));
    socket.send(health('after'));
    await expect.poll(() => replies.length, WAIT).toBe(2);
    expect(replies[0]).toMatchObject({
      id: null,
      error: { message: `Send at most ${MAX_BATCH_ITEMS} calls in one message.` },
    });
    expect(replies[1]).toMatchObject({ id: 'after' });
    socket.close();
    await closed;
  });

  it('an oversized frame still closes the socket (1009) and others are served', async () => {
    const { socket, closed } = await rawSocket();
    socket.send(calls(2000));
    expect((await closed).code).toBe(1009);
    const next = await rawSocket();
    next.socket.send(health(1));
    await expect.poll(() => next.replies.length, WAIT).toBe(1);
    expect(isHealthy(next.replies[0]!)).toBe(true);
    next.socket.close();
    await next.closed;
  });
});
