import { createHash, randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { frameHeader } from '../../../../src/server/platform/transport/socket/frame-header';
import { ClientDeflate } from './raw-deflate';

// A bare WebSocket client (RFC 6455) for the load generator's plain sockets. A browser has a CPU of its
// own for its one socket; the generator plays thousands of browsers on a core it shares with the server
// under test, so every microsecond it spends per message is taken from the server and added to the times
// it notes. This client reads straight into one buffer shared by all sockets (net's `onread`: no stream,
// no Buffer per read) and hands each text message to its owner as a view of that buffer. Asked to, it
// offers permessage-deflate as Chrome does and then compresses what it sends and inflates what it gets
// (raw-deflate.ts).

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
/** Every read lands here and is handled before the next read, so all sockets share it. */
const READ_BUFFER = Buffer.allocUnsafe(256 * 1024);
const HEAD_END = Buffer.from('\r\n\r\n');
const MAX_HEAD = 16 * 1024;

export interface RawSocketEvents {
  /** The server accepted the upgrade. */
  open(): void;
  /** A whole text message; the payload is only valid during the call (a view of a shared buffer). */
  text(payload: Buffer): void;
  /** The server answered the upgrade with something else than 101 Switching Protocols. */
  refused(statusLine: string): void;
  error(error: Error): void;
  /** Once, last: the server's close code, or 1006 when the connection just ended. */
  close(code: number, reason: string): void;
}

/** A client frame (`first`: FIN, RSV1 and opcode), masked with a fresh key as RFC 6455 requires of clients. */
function maskedFrame(first: number, payload: Buffer): Buffer {
  const header = frameHeader(first, payload.length);
  header[1]! |= 0x80;
  const mask = randomBytes(4);
  const frame = Buffer.allocUnsafe(header.length + 4 + payload.length);
  header.copy(frame);
  mask.copy(frame, header.length);
  const start = header.length + 4;
  for (let i = 0; i < payload.length; i++) frame[start + i] = payload[i]! ^ mask[i & 3]!;
  return frame;
}

export class RawWebSocket {
  private readonly socket: Socket;
  private readonly key = randomBytes(16).toString('base64');
  private upgraded = false;
  /** Bytes of the upgrade answer or of a frame not yet whole (a copy: the read buffer is shared). */
  private pending: Buffer | null = null;
  /** A message whose last fragment has not come yet. */
  private message: { opcode: number; compressed: boolean; parts: Buffer[] } | null = null;
  /** Set when the server agreed to permessage-deflate. */
  private deflate: ClientDeflate | null = null;
  private closed = false;

  constructor(
    url: string,
    options: { headers: Record<string, string>; deflate?: boolean },
    private readonly on: RawSocketEvents,
  ) {
    const { hostname, port, pathname, search } = new URL(url);
    const lines = [
      `GET ${pathname}${search} HTTP/1.1`,
      `Host: ${hostname}:${port}`,
      'Upgrade: websocket',
      'Connection: Upgrade',
      `Sec-WebSocket-Key: ${this.key}`,
      'Sec-WebSocket-Version: 13',
      ...(options.deflate ? [`Sec-WebSocket-Extensions: ${ClientDeflate.offer}`] : []),
      ...Object.entries(options.headers).map(([name, value]) => `${name}: ${value}`),
    ];
    this.socket = connect({
      host: hostname,
      port: Number(port),
      onread: {
        buffer: READ_BUFFER,
        callback: (size) => {
          this.read(READ_BUFFER.subarray(0, size));
          return true;
        },
      },
    });
    this.socket.setNoDelay(true);
    this.socket.on('connect', () => this.socket.write(`${lines.join('\r\n')}\r\n\r\n`));
    this.socket.on('error', (error) => this.on.error(error));
    this.socket.on('close', () => this.finish(1006, ''));
  }

  /** Whether the server agreed to compress (permessage-deflate). */
  get compressed(): boolean {
    return this.deflate !== null;
  }

  send(text: string): void {
    if (!this.upgraded || this.closed) return;
    const payload = Buffer.from(text);
    if (this.deflate) this.socket.write(maskedFrame(0xc1, this.deflate.deflate(payload)));
    else this.socket.write(maskedFrame(0x81, payload));
  }

  terminate(): void {
    this.socket.destroy();
  }

  private read(chunk: Buffer): void {
    const data = this.pending ? Buffer.concat([this.pending, chunk]) : chunk;
    this.pending = null;
    const used = this.upgraded ? this.frames(data) : this.upgrade(data);
    if (used < data.length && !this.closed) this.pending = Buffer.from(data.subarray(used));
  }

  /** Reads the upgrade answer; returns the bytes it used (0 until the head is whole). */
  private upgrade(data: Buffer): number {
    const end = data.indexOf(HEAD_END);
    if (end < 0) {
      if (data.length > MAX_HEAD) this.fail(new Error('upgrade answer too long'));
      return 0;
    }
    const [status = '', ...fields] = data.subarray(0, end).toString('latin1').split('\r\n');
    if (!/^HTTP\/1\.1 101 /.test(status)) {
      this.on.refused(status);
      this.socket.destroy();
      return data.length;
    }
    const field = (name: string) =>
      fields
        .find((f) => f.toLowerCase().startsWith(`${name}:`))
        ?.slice(name.length + 1)
        .trim();
    const expected = createHash('sha1')
      .update(this.key + GUID)
      .digest('base64');
    if (field('sec-websocket-accept') !== expected) {
      this.fail(new Error('wrong Sec-WebSocket-Accept'));
      return data.length;
    }
    this.deflate = ClientDeflate.fromAnswer(field('sec-websocket-extensions'));
    this.upgraded = true;
    this.on.open();
    return end + HEAD_END.length + this.frames(data.subarray(end + HEAD_END.length));
  }

  /** Handles every whole frame in `data`; returns the bytes they took. */
  private frames(data: Buffer): number {
    let offset = 0;
    while (!this.closed && data.length - offset >= 2) {
      const first = data[offset]!;
      const second = data[offset + 1]!;
      let length = second & 0x7f;
      let at = offset + 2;
      if (length === 126) {
        if (data.length - at < 2) break;
        length = data.readUInt16BE(at);
        at += 2;
      } else if (length === 127) {
        if (data.length - at < 8) break;
        if (data.readUInt32BE(at) !== 0) return this.fail(new Error('frame too long'));
        length = data.readUInt32BE(at + 4);
        at += 8;
      }
      if (second & 0x80) return this.fail(new Error('the server masked a frame'));
      if (data.length - at < length) break;
      offset = at + length;
      this.frame(first, data.subarray(at, offset));
    }
    return offset;
  }

  private frame(first: number, payload: Buffer): void {
    const fin = (first & 0x80) !== 0;
    const compressed = (first & 0x40) !== 0;
    const opcode = first & 0x0f;
    if (first & 0x30 || (compressed && (!this.deflate || opcode === 0x0 || opcode >= 0x8))) {
      this.fail(new Error('a frame with RSV bits set that no agreed extension allows'));
    } else if (opcode <= 0x2) {
      this.data(opcode, fin, compressed, payload);
    } else if (opcode === 0x8) {
      const code = payload.length >= 2 ? payload.readUInt16BE(0) : 1005;
      this.socket.end(maskedFrame(0x88, payload.subarray(0, 2)));
      this.finish(code, payload.subarray(2).toString());
    } else if (opcode === 0x9) {
      this.socket.write(maskedFrame(0x8a, Buffer.from(payload)));
    } else if (opcode !== 0xa) {
      this.fail(new Error(`unexpected frame, opcode ${opcode}`));
    }
  }

  /** A text, binary or continuation frame: a whole message goes to `deliver`. */
  private data(opcode: number, fin: boolean, compressed: boolean, payload: Buffer): void {
    if ((opcode === 0x0) !== (this.message !== null)) {
      this.fail(new Error(opcode === 0x0 ? 'a continuation with no message' : 'a message inside another'));
      return;
    }
    if (opcode !== 0x0 && fin) {
      this.deliver(opcode, compressed, payload);
      return;
    }
    this.message ??= { opcode, compressed, parts: [] };
    this.message.parts.push(Buffer.from(payload));
    if (!fin) return;
    const { parts, ...message } = this.message;
    this.message = null;
    this.deliver(message.opcode, message.compressed, Buffer.concat(parts));
  }

  private deliver(opcode: number, compressed: boolean, payload: Buffer): void {
    let data = payload;
    if (compressed) {
      try {
        data = this.deflate!.inflate(payload);
      } catch (error) {
        this.fail(new Error(`a message that does not inflate: ${(error as Error).message}`));
        return;
      }
    }
    if (opcode === 0x1) this.on.text(data);
  }

  private fail(error: Error): number {
    this.on.error(error);
    this.socket.destroy();
    return 0;
  }

  private finish(code: number, reason: string): void {
    if (this.closed) return;
    this.closed = true;
    this.deflate?.close();
    this.on.close(code, reason);
  }
}
