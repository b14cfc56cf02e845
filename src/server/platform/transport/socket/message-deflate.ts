import zlib from 'node:zlib';

// permessage-deflate (RFC 7692) payloads, built one message at a time with no zlib stream kept per socket.
// A message is a raw DEFLATE stream flushed with Z_SYNC_FLUSH, without the final 00 00 ff ff (the
// receiver appends it). The browser's inflater keeps a window of everything it inflated on the socket, so
// a message may copy from an earlier one: `deflateAfter` gives zlib the earlier message as a preset
// dictionary, followed by filler standing for whatever came after it, so every copy lands at the distance
// the browser's window has it. The filler is 0xff, a byte UTF-8 text never holds, so zlib cannot match it.

/**
 * zlib's output buffers (16 KB by default) are cut to size from larger ones; what is sent is small, and
 * thousands of sockets each leaving a 16 KB buffer behind until the next collection showed in RSS.
 */
const OUT_CHUNK = 2048;

/** The tail of every sync-flushed message, left off on the wire (RFC 7692 section 7.2.1). */
export const SYNC_TAIL = Buffer.from([0x00, 0x00, 0xff, 0xff]);

/** The largest window a receiver keeps (2^15); the filler covers any gap inside it. */
const FILLER = Buffer.alloc(1 << 15, 0xff);

function withoutTail(out: Buffer): Buffer {
  if (!out.subarray(-4).equals(SYNC_TAIL))
    throw new Error('A sync-flushed DEFLATE stream must end 00 00 ff ff');
  return out.subarray(0, -4);
}

/**
 * The window bits of the receiver's inflater (server_max_window_bits), 15 unless it asked for less; zlib
 * compresses with at least 9, so a receiver asking for 8 gets no compressed messages (null).
 */
export function windowBitsOf(params: { server_max_window_bits?: number | boolean }): number | null {
  const asked = params.server_max_window_bits;
  const bits = typeof asked === 'number' ? asked : 15;
  return bits >= 9 && bits <= 15 ? bits : null;
}

/** A message that copies only from itself: any receiver can inflate it, whatever its window holds. */
export function deflateAlone(text: Buffer, windowBits: number): Buffer {
  return withoutTail(
    zlib.deflateRawSync(text, { windowBits, chunkSize: OUT_CHUNK, finishFlush: zlib.constants.Z_SYNC_FLUSH }),
  );
}

/**
 * A message that may also copy from `earlier`, a message that began `distance` bytes before this one in
 * the receiver's inflated stream. zlib keeps only the last 2^windowBits bytes of a dictionary and copies
 * from no further back, so what it copies is always in the receiver's window; fitsWindow tells whether
 * the whole earlier message is, which is when this is worth it.
 */
export function deflateAfter(text: Buffer, earlier: Buffer, distance: number, windowBits: number): Buffer {
  if (distance < earlier.length) throw new Error('The earlier message must end before this one begins');
  const gap = distance - earlier.length;
  if (gap >= 2 ** windowBits) return deflateAlone(text, windowBits);
  const dictionary = gap === 0 ? earlier : Buffer.concat([earlier, FILLER.subarray(0, gap)]);
  return withoutTail(
    zlib.deflateRawSync(text, {
      dictionary,
      windowBits,
      level: 9,
      chunkSize: OUT_CHUNK,
      finishFlush: zlib.constants.Z_SYNC_FLUSH,
    }),
  );
}

/** Whether all of a message that began `distance` bytes earlier is in reach of one of `length` bytes. */
export function fitsWindow(distance: number, length: number, windowBits: number): boolean {
  return distance + length <= 2 ** windowBits;
}

/** Errors the socket reports when a client's compressed message cannot be read (RFC 6455 close codes). */
export class InflateError extends Error {
  constructor(
    message: string,
    readonly closeCode: 1007 | 1009,
  ) {
    super(message);
  }
}

/** Small compressed client messages and what they inflate to (see inflateAlone). */
const smallMessages = new Map<string, Buffer>();
const SMALL_COMPRESSED = 64;
const SMALL_INFLATED = 1024;
const SMALL_KEPT = 256;

/**
 * A client's compressed message, inflated on its own: the server asks clients not to carry context from
 * one message to the next (client_no_context_takeover), so no inflate stream is kept per socket either.
 * Without context the same bytes always inflate to the same text, and most client messages are the same
 * few (the keep-alive PING and PONG every 10 to 30 s on every socket): small ones are remembered, so they
 * cost a lookup instead of a zlib stream each.
 */
export function inflateAlone(parts: readonly Buffer[], maxBytes: number): Buffer {
  const small = parts.length === 1 && parts[0]!.length <= SMALL_COMPRESSED;
  const key = small ? parts[0]!.toString('latin1') : '';
  const known = small ? smallMessages.get(key) : undefined;
  if (known && (maxBytes <= 0 || known.length <= maxBytes)) return Buffer.from(known);
  const inflated = inflateParts(parts, maxBytes);
  if (small && inflated.length <= SMALL_INFLATED) {
    if (smallMessages.size >= SMALL_KEPT) smallMessages.delete(smallMessages.keys().next().value!);
    smallMessages.set(key, ownBytes(inflated));
  }
  return inflated;
}

function inflateParts(parts: readonly Buffer[], maxBytes: number): Buffer {
  try {
    return zlib.inflateRawSync(Buffer.concat([...parts, SYNC_TAIL]), {
      finishFlush: zlib.constants.Z_SYNC_FLUSH,
      chunkSize: OUT_CHUNK,
      ...(maxBytes > 0 ? { maxOutputLength: maxBytes } : {}),
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw new InflateError('Max payload size exceeded', 1009);
    throw new InflateError(`Invalid compressed message: ${(error as Error).message}`, 1007);
  }
}

/**
 * A buffer of exactly `source`'s bytes and no more: what is kept for long must not hold on to the pool
 * slab or zlib output chunk it was cut from.
 */
export function ownBytes(source: Buffer): Buffer {
  const own = Buffer.allocUnsafeSlow(source.length);
  source.copy(own);
  return own;
}
