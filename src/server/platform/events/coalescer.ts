/**
 * Sends items in as few calls as possible without holding any back: an item added while no send is in
 * flight goes out at once (with whatever else arrives in the same tick); items added while one is in
 * flight wait for it and then go out together in the next call. `add` resolves when the call that carried
 * its items is done. `send` must not reject (it logs its own failures).
 *
 * Publishing events through PostgreSQL's NOTIFY is why: every notifying transaction takes one lock for the
 * whole database at commit, so under a rush of picks a statement per pick queues on it, while one
 * statement per round trip carries every pick that finished meanwhile.
 */
export class Coalescer<T> {
  private waiting: T[] = [];
  private next: Promise<void> | null = null;
  private inFlight: Promise<void> = Promise.resolve();

  constructor(private readonly send: (items: T[]) => Promise<void>) {}

  add(items: readonly T[]): Promise<void> {
    // One by one: spreading 150,000 unlock events (one grading) as arguments overflowed the stack.
    for (const item of items) this.waiting.push(item);
    if (!this.next) {
      this.next = this.inFlight.then(() => {
        const batch = this.waiting;
        this.waiting = [];
        this.next = null;
        this.inFlight = this.send(batch);
        return this.inFlight;
      });
    }
    return this.next;
  }
}
