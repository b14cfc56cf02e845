import { constants, createInflateRaw, deflateRawSync, type InflateRaw } from 'node:zlib';

// permessage-deflate (RFC 7692) for the load generator's bare client, done the way one browser does it but
// cheap enough for thousands of sockets on a core shared with the server under test: each socket keeps one
// zlib inflate stream (its window is what the server's messages copy from) and inflates every message
// synchronously, a couple of microseconds for a changed game. Node's zlib streams only run through the
// thread pool, which costs ten times more per message; the synchronous call below is the one Node's own
// inflateSync makes on its stream's handle, an internal that a Node.js upgrade could change (the tests
// of this file would then fail).

const TAIL = Buffer.from([0x00, 0x00, 0xff, 0xff]);
/** A stored block of no bytes, without its tail: a message that inflates to nothing. */
const EMPTY_BLOCK = Buffer.from([0x00]);
/** Output of every inflate call lands here first. */
const OUT = Buffer.allocUnsafe(64 * 1024);
/** The most one message may inflate to: past it the server is broken or hostile. */
const MAX_MESSAGE = 16 * 1024 * 1024;

interface ZlibInternals {
  _handle: {
    writeSync(
      flush: number,
      input: Buffer,
      inOffset: number,
      inLength: number,
      out: Buffer,
      outOffset: number,
      outLength: number,
    ): void;
  };
  /** [bytes of output room left, bytes of input left] after the last write. */
  _writeState: Uint32Array;
}

export class ClientDeflate {
  private stream: InflateRaw | null = null;

  // A server that starts every message afresh (server_no_context_takeover) needs nothing else of the
  // client: a message that copies nothing from earlier ones inflates the same with any window behind it.
  // The inflate stream is made when the terms are agreed, as a browser makes its inflater with the
  // handshake: made on the first compressed message instead, 10,000 sockets' streams all fell into the
  // first fan-out the benchmark times.
  private constructor(
    /** The window the server allows this client's own compression (client_max_window_bits). */
    private readonly clientWindowBits: number,
  ) {
    // Node's zlib sets its stream up on the first write: an empty stored block (its header byte, then the
    // tail every message gets) does that now and adds nothing to the window.
    this.inflate(EMPTY_BLOCK);
  }

  /** The extension offer a browser sends. */
  static readonly offer = 'permessage-deflate; client_max_window_bits';

  /** The agreed terms from the server's Sec-WebSocket-Extensions answer; null when it agreed to none. */
  static fromAnswer(answer: string | undefined): ClientDeflate | null {
    const extension = answer
      ?.split(',')
      .map((part) => part.split(';').map((item) => item.trim()))
      .find(([name]) => name === 'permessage-deflate');
    if (!extension) return null;
    const params = new Map(
      extension.slice(1).map((item) => {
        const [key = '', value] = item.split('=');
        return [key.trim(), value?.trim().replace(/^"|"$/g, '')] as const;
      }),
    );
    const bits = params.get('client_max_window_bits');
    // zlib's raw deflate has no 256-byte window: 9 bits is the least it uses.
    const clientWindowBits = bits ? Math.max(9, Number(bits)) : 15;
    return new ClientDeflate(clientWindowBits);
  }

  /**
   * One compressed message from the server, whole; throws when it does not inflate. A message of up to
   * 64 KB comes back as a view of a buffer the next call overwrites: read it before then.
   */
  inflate(payload: Buffer): Buffer {
    const stream = this.inflater();
    const { _handle: handle, _writeState: state } = stream as unknown as ZlibInternals;
    const input = Buffer.concat([payload, TAIL]);
    const parts: Buffer[] = [];
    let size = 0;
    let offset = 0;
    for (;;) {
      handle.writeSync(constants.Z_SYNC_FLUSH, input, offset, input.length - offset, OUT, 0, OUT.length);
      // zlib reports a broken stream by destroying it during the call.
      if (stream.destroyed) throw stream.errored ?? new Error('inflating failed');
      const [roomLeft = 0, inputLeft = 0] = state;
      const made = OUT.length - roomLeft;
      // Room left over means zlib took all the input and flushed all it had.
      if (roomLeft > 0 && parts.length === 0) return OUT.subarray(0, made);
      parts.push(Buffer.from(OUT.subarray(0, made)));
      size += made;
      if (size > MAX_MESSAGE) throw new Error(`a message of more than ${MAX_MESSAGE} bytes`);
      offset = input.length - inputLeft;
      if (roomLeft > 0) break;
    }
    return Buffer.concat(parts, size);
  }

  /** One message to the server, compressed on its own (a client may always use less context than agreed). */
  deflate(text: Buffer): Buffer {
    const compressed = deflateRawSync(text, {
      finishFlush: constants.Z_SYNC_FLUSH,
      windowBits: this.clientWindowBits,
    });
    return compressed.subarray(0, compressed.length - TAIL.length);
  }

  /** Frees the inflate stream's memory (the socket closed). */
  close(): void {
    this.stream?.close();
    this.stream = null;
  }

  private inflater(): InflateRaw {
    if (!this.stream) {
      this.stream = createInflateRaw();
      // Read after each call (inflate); the event itself comes later and must not go unheard.
      this.stream.on('error', () => {});
    }
    return this.stream;
  }
}
