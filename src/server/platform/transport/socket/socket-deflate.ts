import type { DeflateBudget } from './deflate-budget';
import { deflateAlone, fitsWindow, SYNC_TAIL } from './message-deflate';
import type { SharedFrame } from './shared-frame';

/** Messages shorter than this go out as they are: compressing them alone gains a few bytes at best. */
export const COMPRESS_FROM_CHARS = 512;
/** How many recent frames (one per family) a socket remembers to copy from. */
const REMEMBERED = 12;

/** A stored (uncompressed) DEFLATE block of `bytes`, which must be under 64 KiB; the stream stays byte-aligned. */
function storedBlock(bytes: Buffer): Buffer {
  const block = Buffer.allocUnsafe(5 + bytes.length);
  block[0] = 0x00; // not the final block, stored; the rest of the byte is padding
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

/** An empty stored block's first byte: with the 00 00 ff ff the receiver appends, a message's end. */
const END = Buffer.from([0x00]);

interface Sent {
  frame: SharedFrame;
  /** Where the frame began in the receiver's inflated stream. */
  start: number;
}

/**
 * What one socket's receiver holds of the compressed messages it got: how many bytes it inflated in all
 * and where the recent frames of each family began. Nothing of their text is kept per socket (the frames
 * are shared), and no zlib stream: each message is compressed on its own (message-deflate.ts), once per
 * form for all sockets that can take it (SharedFrame).
 *
 * Messages that are not compressed do not enter the receiver's window (RFC 7692), so they change nothing
 * here. `contextTakeover` is false when the client asked the server to start every message afresh.
 */
export class SocketDeflate {
  private inflated = 0;
  private readonly recent: Sent[] = [];
  /** The shared part of the last composed message (a snapshot's list), while the window holds it. */
  private list: Sent | null = null;

  constructor(
    private readonly windowBits: number,
    private readonly contextTakeover: boolean,
    private readonly budget: DeflateBudget,
  ) {}

  /** The payload for a text message of tRPC's (a snapshot, an answer), or null to send it as it is. */
  text(text: string): Buffer | null {
    if (text.length < COMPRESS_FROM_CHARS) return null;
    const bytes = Buffer.from(text);
    const payload = this.budget.run(() => deflateAlone(bytes, this.windowBits));
    if (payload) this.inflated += bytes.length;
    return payload;
  }

  /**
   * The payload for a composed message (ComposedText): its own head and tail as stored blocks around the
   * shared part's compressed form, which is made once for every socket; null to send it as it is.
   */
  composed(head: Buffer, shared: SharedFrame, tail: Buffer): Buffer[] | null {
    if (head.length > 0xffff || tail.length > 0xffff) return null;
    const middle = shared.alone(this.windowBits, this.budget);
    if (!middle) return null;
    this.list = this.contextTakeover ? { frame: shared, start: this.inflated + head.length } : null;
    this.inflated += head.length + shared.bytes.length + tail.length;
    return [storedBlock(head), middle, SYNC_TAIL, storedBlock(tail), END];
  }

  /**
   * The payload for a shared frame, copying from its family's previous frame when the window holds it, or
   * else from the list of the snapshot the socket got (a game's first change after it is mostly in it).
   */
  frame(frame: SharedFrame): Buffer | null {
    const length = frame.bytes.length;
    const index = this.contextTakeover ? this.indexOf(frame.family) : -1;
    const earlier = index >= 0 ? this.recent[index] : undefined;
    const distance = earlier ? this.inflated - earlier.start : 0;
    let payload: Buffer | null = null;
    if (earlier && fitsWindow(distance, length, this.windowBits)) {
      payload = frame.after(earlier.frame, distance, this.windowBits, this.budget);
    }
    if (!payload && index < 0 && this.list) payload = this.afterList(frame);
    payload ??= frame.alone(this.windowBits, this.budget);
    if (!payload) return null;
    if (this.contextTakeover && frame.family !== null) this.remember(index, frame, this.inflated);
    this.inflated += length;
    return payload;
  }

  private afterList(frame: SharedFrame): Buffer | null {
    const list = this.list!;
    const distance = this.inflated - list.start;
    if (!fitsWindow(distance, frame.bytes.length, this.windowBits)) {
      this.list = null;
      return null;
    }
    return frame.after(list.frame, distance, this.windowBits, this.budget);
  }

  /** Where the family's last frame is in `recent`, or -1. */
  private indexOf(family: string | null): number {
    if (family === null) return -1;
    for (let i = 0; i < this.recent.length; i++) if (this.recent[i]!.frame.family === family) return i;
    return -1;
  }

  /**
   * Puts the frame first, in the entry of its family (at `index`, or -1 for none: a new entry, or the
   * oldest one's when all are taken); a socket's fan-out allocates nothing here once warm.
   */
  private remember(index: number, frame: SharedFrame, start: number): void {
    let at = index;
    if (at < 0 && this.recent.length < REMEMBERED) at = this.recent.push({ frame, start }) - 1;
    else if (at < 0) at = this.recent.length - 1;
    const sent = this.recent[at]!;
    sent.frame = frame;
    sent.start = start;
    for (let i = at; i > 0; i--) this.recent[i] = this.recent[i - 1]!;
    this.recent[0] = sent;
  }
}
