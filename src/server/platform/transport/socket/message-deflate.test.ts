import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { InflateError, inflateAlone, SYNC_TAIL, windowBitsOf } from './message-deflate';

// A client's compressed message as `ws` or a browser sends it under client_no_context_takeover: a raw
// DEFLATE stream flushed with Z_SYNC_FLUSH, its 00 00 ff ff tail left off.
const compressed = (text: string) => {
  const out = zlib.deflateRawSync(Buffer.from(text), { finishFlush: zlib.constants.Z_SYNC_FLUSH });
  expect(out.subarray(-4)).toEqual(SYNC_TAIL);
  return out.subarray(0, -4);
};

describe('inflating a client message on its own', () => {
  it('gives the text, in fragments too', () => {
    const whole = compressed('{"id":1,"method":"query","params":{"path":"system.health"}}');
    expect(inflateAlone([whole], 1024).toString()).toContain('system.health');
    const parts = [whole.subarray(0, 5), whole.subarray(5)];
    expect(inflateAlone(parts, 1024).toString()).toContain('system.health');
  });

  it('remembers small messages (PING, PONG) and hands out a buffer of its own each time', () => {
    const ping = compressed('PING');
    const first = inflateAlone([ping], 1024);
    const second = inflateAlone([ping], 1024);
    expect(second.toString()).toBe('PING');
    expect(second).not.toBe(first);
    second.write('XXXX');
    expect(inflateAlone([ping], 1024).toString()).toBe('PING');
  });

  it('refuses with 1009 what inflates past the limit, remembered or not', () => {
    const long = compressed('a'.repeat(900));
    expect(long.length).toBeLessThan(64);
    expect(inflateAlone([long], 1024)).toHaveLength(900);
    const refusal = (() => {
      try {
        inflateAlone([long], 100);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(InflateError);
    expect((refusal as InflateError).closeCode).toBe(1009);
  });

  it('refuses with 1007 what is not DEFLATE data', () => {
    expect(() => inflateAlone([Buffer.from([0xff, 0xff, 0xff])], 1024)).toThrow(
      expect.objectContaining({ closeCode: 1007 }),
    );
  });
});

describe('the window a client asked for', () => {
  it.each([
    [{}, 15],
    [{ server_max_window_bits: 10 }, 10],
    [{ server_max_window_bits: true }, 15],
    [{ server_max_window_bits: 8 }, null],
  ])('%o gives %s', (params, bits) => {
    expect(windowBitsOf(params)).toBe(bits);
  });
});
