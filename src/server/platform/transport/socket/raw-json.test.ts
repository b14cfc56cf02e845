import { describe, expect, it } from 'vitest';
import { ComposedText } from './composed-text';
import { liveEncoder, RawJson, rawJson, sentOnce } from './raw-json';
import { SharedFrame } from './shared-frame';

// The live encoder must put out exactly what tRPC's JSON encoding of the same message would.

const payload = {
  type: 'game',
  serverTime: '2026-11-21T15:00:00.000Z',
  game: { id: 7, note: 'a "quoted" ü' },
};
const raw = () => rawJson<typeof payload>(JSON.stringify(payload));
const plain = (message: unknown) => JSON.stringify(message, (_k, v) => (v instanceof RawJson ? payload : v));

describe('liveEncoder', () => {
  it('splices a tracked pre-serialized payload into the envelope', () => {
    const message = { id: 3, result: { type: 'data', id: 'k1.a', data: { id: 'k1.a', data: raw() } } };
    const encoded = liveEncoder.encode(message) as string;
    expect(JSON.parse(encoded)).toEqual(JSON.parse(plain(message)));
    expect(encoded).toContain(JSON.stringify(payload));
  });

  it('splices an untracked one, keeps jsonrpc and string ids', () => {
    const message = { id: 'abc', jsonrpc: '2.0', result: { type: 'data', data: raw() } };
    expect(JSON.parse(liveEncoder.encode(message) as string)).toEqual(JSON.parse(plain(message)));
  });

  it('leaves every other message to JSON.stringify', () => {
    const messages = [
      { id: 1, result: { type: 'started' } },
      { id: 2, result: { type: 'data', data: { hello: 'world' } } },
      { id: null, error: { message: 'nope', code: -32700 } },
      'PONG',
    ];
    for (const m of messages) expect(liveEncoder.encode(m)).toBe(JSON.stringify(m));
  });

  it('reads text frames as JSON and refuses binary ones', () => {
    expect(liveEncoder.decode('{"id":1}')).toEqual({ id: 1 });
    expect(() => liveEncoder.decode(new Uint8Array([1, 2]))).toThrow(/Binary frames/);
  });

  it('is an ordinary value wherever it is stringified without the encoder', () => {
    expect(JSON.parse(JSON.stringify({ data: raw() }))).toEqual({ data: payload });
  });
});

describe('SentOnce', () => {
  it('is spliced in once serialized, tracked or not, and holds nothing afterwards', () => {
    const tracked = sentOnce(payload);
    const message = { id: 3, result: { type: 'data', id: 'k1.b', data: { id: 'k1.b', data: tracked } } };
    const expected = JSON.stringify({
      ...message,
      result: { ...message.result, data: { id: 'k1.b', data: payload } },
    });
    expect(liveEncoder.encode(message)).toBe(expected);
    // The envelope may stay referenced (tRPC keeps its last message); the payload is gone from it.
    expect(JSON.stringify(tracked)).toBeUndefined();

    const untracked = { id: 4, result: { type: 'data', data: sentOnce(payload) } };
    expect(JSON.parse(liveEncoder.encode(untracked) as string)).toEqual({
      id: 4,
      result: { type: 'data', data: payload },
    });
  });

  it('is an ordinary value wherever it is stringified before it is sent', () => {
    expect(JSON.parse(JSON.stringify({ data: sentOnce(payload) }))).toEqual({ data: payload });
  });

  it('stays composed when serialized as a ComposedText: the envelope goes around its shared part', () => {
    const list = new SharedFrame('[{"id":1},{"id":2}]', null);
    const value = { type: 'snapshot', games: [{ id: 1 }, { id: 2 }] };
    const serialize = () => new ComposedText('{"type":"snapshot","games":', list, '}');
    for (const [message, expected] of [
      [
        {
          id: 3,
          result: {
            type: 'data',
            id: 'k1.c',
            data: { id: 'k1.c', data: sentOnce(value, undefined, serialize) },
          },
        },
        { id: 3, result: { type: 'data', id: 'k1.c', data: { id: 'k1.c', data: value } } },
      ],
      [
        { id: 4, jsonrpc: '2.0', result: { type: 'data', data: sentOnce(value, undefined, serialize) } },
        { id: 4, jsonrpc: '2.0', result: { type: 'data', data: value } },
      ],
    ] as const) {
      const encoded = liveEncoder.encode(message) as unknown as ComposedText;
      expect(encoded).toBeInstanceOf(ComposedText);
      expect(encoded.shared).toBe(list);
      expect(encoded.toString()).toBe(JSON.stringify(expected));
    }
  });
});
