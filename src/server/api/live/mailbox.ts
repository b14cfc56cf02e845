/**
 * What waits for one subscriber, keyed: a newer entry with the same key replaces the waiting one in its
 * place. A socket that cannot keep up therefore holds at most one entry per game (the latest), never a
 * queue that grows with every score. `take` waits for an entry, or returns null once aborted.
 */
export class Mailbox<T> {
  private readonly pending = new Map<string, T>();
  private wake: (() => void) | null = null;
  private watched: AbortSignal | null = null;

  put(key: string, entry: T): void {
    this.pending.set(key, entry);
    this.wakeUp();
  }

  /** Drops every waiting entry, then queues this one: a snapshot supersedes what came before it. */
  replaceAll(key: string, entry: T): void {
    this.pending.clear();
    this.put(key, entry);
  }

  has(key: string): boolean {
    return this.pending.has(key);
  }

  get size(): number {
    return this.pending.size;
  }

  /** Someone waits in `take` for an entry (so nothing is pending). */
  get waiting(): boolean {
    return this.wake !== null;
  }

  /**
   * The next entry, or null once `signal` is aborted. The mailbox listens to the signal once, as an
   * event listener object (its `handleEvent`), rather than with a new closure for every wait: a socket
   * waits here for hours, and thousands of sockets wait at once.
   */
  async take(signal: AbortSignal): Promise<T | null> {
    if (this.watched !== signal) {
      this.watched = signal;
      signal.addEventListener('abort', this, { once: true });
    }
    while (!signal.aborted) {
      const first = this.pending.entries().next();
      if (!first.done) {
        const [key, entry] = first.value;
        this.pending.delete(key);
        return entry;
      }
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
    }
    return null;
  }

  /** The watched signal was aborted: a waiting `take` returns null. */
  handleEvent(): void {
    this.wakeUp();
  }

  private wakeUp(): void {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }
}
