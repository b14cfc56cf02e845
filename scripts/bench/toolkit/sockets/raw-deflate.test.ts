import { randomBytes } from 'node:crypto';
import { constants, createDeflateRaw, type DeflateRaw } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ClientDeflate } from './raw-deflate';

// The generator's inflating against a real zlib stream that keeps its context from message to message, as
// a server without server_no_context_takeover does: whatever the sizes, every message comes out whole.

/** Compresses one message on `stream` as RFC 7692 says: a sync flush, its 4 trailing bytes cut. */
function compress(stream: DeflateRaw, message: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const onData = (chunk: Buffer) => chunks.push(chunk);
    stream.on('data', onData);
    stream.write(message);
    stream.flush(constants.Z_SYNC_FLUSH, () => {
      stream.off('data', onData);
      const out = Buffer.concat(chunks);
      if (!out.subarray(-4).equals(Buffer.from([0, 0, 0xff, 0xff]))) reject(new Error('no sync flush tail'));
      resolve(out.subarray(0, -4));
    });
  });
}

/** A message like the server's: repeats of earlier text (so copies reach back), and some noise. */
const message = fc
  .record({ size: fc.integer({ min: 1, max: 100_000 }), seed: fc.integer({ min: 0, max: 5 }) })
  .map(({ size, seed }) => {
    const text = `{"type":"game","homeScore":${seed},"name":"team ${seed}"}`.repeat(Math.ceil(size / 40));
    return Buffer.concat([Buffer.from(text.slice(0, size)), randomBytes(seed)]);
  });

describe('ClientDeflate', () => {
  it('reads the agreed terms, and none when the server agreed to none', () => {
    expect(ClientDeflate.fromAnswer(undefined)).toBeNull();
    expect(ClientDeflate.fromAnswer('x-other')).toBeNull();
    expect(ClientDeflate.fromAnswer('permessage-deflate; client_no_context_takeover')).not.toBeNull();
  });

  it('inflates every message of a stream that keeps its context, small ones and ones past the window', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(message, { minLength: 1, maxLength: 30 }), async (messages) => {
        const server = createDeflateRaw();
        const client = ClientDeflate.fromAnswer('permessage-deflate; client_no_context_takeover')!;
        for (const m of messages) expect(client.inflate(await compress(server, m)).equals(m)).toBe(true);
        server.close();
      }),
      { numRuns: 40 },
    );
  });

  it('inflates each message alone under server_no_context_takeover', async () => {
    const client = ClientDeflate.fromAnswer('permessage-deflate; server_no_context_takeover')!;
    for (const text of ['first message', 'second message']) {
      const server = createDeflateRaw();
      expect(client.inflate(await compress(server, Buffer.from(text))).toString()).toBe(text);
      server.close();
    }
  });

  it('refuses a message that does not inflate', () => {
    const client = ClientDeflate.fromAnswer('permessage-deflate')!;
    expect(() => client.inflate(Buffer.from([0xff, 0xff, 0xff, 0xff]))).toThrow();
  });

  it('compresses what it sends so that a fresh inflater reads it', async () => {
    const client = ClientDeflate.fromAnswer('permessage-deflate; client_max_window_bits=10')!;
    const sent = client.deflate(Buffer.from('PONG PONG PONG'));
    const reader = ClientDeflate.fromAnswer('permessage-deflate; server_no_context_takeover')!;
    expect(reader.inflate(sent).toString()).toBe('PONG PONG PONG');
  });
});
