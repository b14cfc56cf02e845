import zlib from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DeflateBudget } from './deflate-budget';
import { SYNC_TAIL } from './message-deflate';
import { SharedFrame } from './shared-frame';
import { COMPRESS_FROM_CHARS, SocketDeflate } from './socket-deflate';

// What a socket sends compressed must inflate, in a real zlib inflater as browsers use it, to exactly the
// text sent, whatever mix of shared frames, long and short tRPC messages came before, and whatever window
// the client asked for. Uncompressed messages skip the inflater, as they skip a browser's (RFC 7692).

/** A receiver's inflater: one raw inflate stream for the socket's life, each message with the tail added. */
function receiver(windowBits: number) {
  const inflater = zlib.createInflateRaw({ windowBits });
  const chunks: Buffer[] = [];
  inflater.on('data', (chunk: Buffer) => chunks.push(chunk));
  return async (payload: Buffer): Promise<string> => {
    chunks.length = 0;
    inflater.write(Buffer.concat([payload, SYNC_TAIL]));
    await new Promise<void>((resolve) => inflater.flush(zlib.constants.Z_SYNC_FLUSH, () => resolve()));
    return Buffer.concat(chunks).toString();
  };
}

const unlimited = () => new DeflateBudget(Number.POSITIVE_INFINITY);

/** A game-like message of family `game`: mostly what its previous message said, with a few changes. */
const gameText = (game: number, step: number, extra: string) =>
  JSON.stringify({
    id: 1,
    result: { type: 'data', id: `ev.${step}`, data: { type: 'game', serverTime: `2026-11-22T18:${step}Z` } },
    game: { id: game, home: `Équipe ${game}`, score: step % 7, clock: `Q${step % 4} ${step}:00`, extra },
  });

type Step =
  | { kind: 'shared'; game: number; extra: string }
  | { kind: 'text'; length: number }
  | { kind: 'composed'; games: number; head: string };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('shared' as const),
    game: fc.integer({ min: 1, max: 15 }),
    extra: fc.string(),
  }),
  fc.record({
    kind: fc.constant('text' as const),
    length: fc.integer({ min: 1, max: 3 * COMPRESS_FROM_CHARS }),
  }),
  // A composed message (a signed-out snapshot): a head of its own around a list of games it shares.
  fc.record({
    kind: fc.constant('composed' as const),
    games: fc.integer({ min: 0, max: 15 }),
    head: fc.string({ maxLength: 80 }),
  }),
);

/** What one step sends: its text and the payload the socket made for it (null: sent uncompressed). */
function send(socket: SocketDeflate, s: Step, i: number) {
  if (s.kind === 'shared') {
    const text = gameText(s.game, i, s.extra);
    return { text, payload: socket.frame(new SharedFrame(text, `g${s.game}`)) };
  }
  if (s.kind === 'text') {
    const text = `"${'x'.repeat(s.length)}"`;
    return { text, payload: socket.text(text) };
  }
  const list = JSON.stringify(
    Array.from({ length: s.games }, (_, g) => JSON.parse(gameText(g + 1, i, 'list'))),
  );
  const head = `{"id":1,"head":${JSON.stringify(s.head)},"games":`;
  const parts = socket.composed(Buffer.from(head), new SharedFrame(list, null), Buffer.from('}'));
  return { text: `${head}${list}}`, payload: parts && Buffer.concat(parts) };
}

describe('a socket compressing without a zlib stream of its own', () => {
  it("sends a game's first change after a snapshot as a copy from the snapshot's list", async () => {
    const socket = new SocketDeflate(15, true, unlimited());
    const inflate = receiver(15);
    const games = [1, 2, 3].map((g) => JSON.parse(gameText(g, 0, 'list')));
    const list = new SharedFrame(JSON.stringify(games), null);
    const head = '{"id":1,"games":';
    expect(await inflate(Buffer.concat(socket.composed(Buffer.from(head), list, Buffer.from('}'))!))).toBe(
      `${head}${list.text}}`,
    );
    const change = new SharedFrame(gameText(2, 0, 'list'), 'g2');
    const payload = socket.frame(change)!;
    expect(await inflate(payload)).toBe(change.text);
    expect(payload.length).toBeLessThan(change.bytes.length / 4);
    // A socket without the list in its window compresses the change alone.
    const fresh = new SocketDeflate(15, true, unlimited());
    expect(fresh.frame(change)!.length).toBeGreaterThan(payload.length * 2);
  });

  it('sends what a browser inflates to the exact text, whatever came before', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 9, max: 15 }),
        fc.boolean(),
        async (steps, windowBits, contextTakeover) => {
          const socket = new SocketDeflate(windowBits, contextTakeover, unlimited());
          const inflate = receiver(windowBits);
          for (const [i, s] of steps.entries()) {
            const { text, payload } = send(socket, s, i);
            if (s.kind === 'text' && text.length < COMPRESS_FROM_CHARS) expect(payload).toBeNull();
            if (s.kind === 'composed') expect(payload).not.toBeNull();
            if (payload) expect(await inflate(payload)).toBe(text);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('sends a frame once per form to every socket that received the same before it', async () => {
    const budget = unlimited();
    const sockets = [0, 1, 2].map(() => new SocketDeflate(15, true, budget));
    const previous = new SharedFrame(gameText(1, 1, 'same'), 'g1');
    const next = new SharedFrame(gameText(1, 2, 'same'), 'g1');
    const first = sockets.map((s) => s.frame(previous));
    const second = sockets.map((s) => s.frame(next));
    expect(new Set(first).size).toBe(1);
    expect(new Set(second).size).toBe(1);
    // The second copies from the first: a few bytes where the text has about 200.
    expect(second[0]!.length).toBeLessThan(next.bytes.length / 4);
  });

  it('sends a change as it is, uncompressed, when the second share of compressing is spent', async () => {
    // Every reading of the clock is 4 ms after the previous one: each compression "takes" 4 ms.
    let base = 0;
    let readings = 0;
    const budget = new DeflateBudget(3, () => base + 4 * ++readings);
    const socket = new SocketDeflate(15, true, budget);
    const inflate = receiver(15);
    const a = new SharedFrame(gameText(1, 1, 'a'), 'g1');
    const sent = socket.frame(a);
    expect(sent).not.toBeNull();
    expect(await inflate(sent!)).toBe(a.text);
    // That took 4 ms of a 3 ms share.
    expect(socket.frame(new SharedFrame(gameText(1, 2, 'b'), 'g1'))).toBeNull();
    expect(socket.text('y'.repeat(COMPRESS_FROM_CHARS))).toBeNull();
    base = 2000; // the next second: compressed again, and still against what the receiver holds
    const c = new SharedFrame(gameText(1, 3, 'c'), 'g1');
    expect(await inflate(socket.frame(c)!)).toBe(c.text);
  });
});
