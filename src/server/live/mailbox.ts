/**
 * What waits for one subscriber, keyed: a newer entry with the same key replaces the waiting one in its
 * place. A socket that cannot keep up therefore holds at most one entry per game (the latest), never a
 * queue that grows with every score. `take` waits for an entry, or returns null once aborted.
 */
export class Mailbox<T> {
  private readonly pending = new Map<string, T>();
  private wake: (() => void) | null = null;

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

  async take(signal: AbortSignal): Promise<T | null> {
    while (!signal.aborted) {
      const first = this.pending.entries().next();
      if (!first.done) {
        const [key, entry] = first.value;
        this.pending.delete(key);
        return entry;
      }
      await new Promise<void>((resolve) => {
        const done = () => {
          signal.removeEventListener('abort', done);
          this.wake = null;
          resolve();
        };
        this.wake = done;
        signal.addEventListener('abort', done, { once: true });
      });
    }
    return null;
  }

  private wakeUp(): void {
    this.wake?.();
  }
}
