import type { DeflateBudget } from './deflate-budget';
import { FIN_TEXT, frameHeader } from './frame-header';
import { deflateAfter, deflateAlone, ownBytes } from './message-deflate';

/** How many compressed forms of one frame are kept (sockets that received different messages before it). */
const KEPT_FORMS = 32;
let lastId = 0;

/**
 * One text frame (a changed game), as UTF-8, with the compressed forms it took so far. A form depends
 * only on what the frame copies from (the same game's previous frame) and how far back that was on the
 * socket; sockets that received the same messages share it, so a fan-out to viewers without a pick on
 * the game compresses the change once, not once per socket. A frame of one viewer's own (`shared`
 * false: their pick is in it) keeps no forms.
 */
export class SharedFrame {
  readonly id = ++lastId;
  /** The whole WebSocket frame as a server sends it uncompressed: header (FIN, text, length), then the text. */
  readonly framed: Buffer;
  /** The text as UTF-8 (a view of `framed`). */
  readonly bytes: Buffer;
  private readonly forms = new Map<number, Buffer>();

  constructor(
    text: string,
    /** Frames of one family are alike (the same game): a frame copies from its family's previous one. */
    readonly family: string | null,
    private readonly shared = true,
  ) {
    const length = Buffer.byteLength(text);
    const header = frameHeader(FIN_TEXT, length);
    this.framed = Buffer.allocUnsafeSlow(header.length + length);
    header.copy(this.framed);
    this.framed.write(text, header.length);
    this.bytes = this.framed.subarray(header.length);
  }

  get text(): string {
    return this.bytes.toString();
  }

  /** Compressed on its own; null when the budget is spent. */
  alone(windowBits: number, budget: DeflateBudget): Buffer | null {
    return this.form(-windowBits, budget, () => deflateAlone(this.bytes, windowBits));
  }

  /** Compressed copying from `earlier`, which began `distance` bytes before it on the socket. */
  after(earlier: SharedFrame, distance: number, windowBits: number, budget: DeflateBudget): Buffer | null {
    // Distances within a window are under 2^15 (fitsWindow); ids stay far below 2^32.
    const key = (earlier.id * 16 + windowBits) * 0x10000 + distance;
    return this.form(key, budget, () => deflateAfter(this.bytes, earlier.bytes, distance, windowBits));
  }

  private form(key: number, budget: DeflateBudget, make: () => Buffer): Buffer | null {
    const known = this.forms.get(key);
    if (known) return known;
    const made = budget.run(make);
    if (!made || !this.shared) return made;
    const kept = ownBytes(made);
    if (this.forms.size < KEPT_FORMS) this.forms.set(key, kept);
    return kept;
  }
}
