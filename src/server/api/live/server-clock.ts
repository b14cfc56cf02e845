/**
 * The database's clock (which decides locking and starts games) as this process last saw it. Messages
 * that need no read (a removed game, an achievement) carry this estimate as their serverTime.
 */
export class ServerClock {
  private offsetMs = 0;

  /** Records the database's time from a read that just returned. */
  sync(databaseNow: Date): void {
    this.offsetMs = databaseNow.getTime() - Date.now();
  }

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
}

/** Tracked ids for live messages: the boot time and a counter, so ids never repeat within an instance. */
export class EventIds {
  private readonly boot = Date.now().toString(36);
  private seq = 0;

  next(): string {
    this.seq += 1;
    return `${this.boot}.${this.seq.toString(36)}`;
  }
}
