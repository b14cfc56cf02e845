import type { SharedFrame } from './shared-frame';

/**
 * A text message made of a short part of one socket's own, a long part many sockets share, and a short
 * end: a signed-out snapshot is its envelope and serverTime around a game list that every visitor of the
 * same read gets. The shared part stays one buffer (and one compressed form) for all of them, so a
 * thousand sockets subscribing at once cost the few bytes around the list each, not a copy of it.
 */
export class ComposedText {
  constructor(
    readonly head: string,
    readonly shared: SharedFrame,
    readonly tail: string,
  ) {}

  /** The same text with more around it (the subscription's envelope around its payload). */
  within(before: string, after: string): ComposedText {
    return new ComposedText(before + this.head, this.shared, this.tail + after);
  }

  toString(): string {
    return this.head + this.shared.text + this.tail;
  }
}
