import type { GameDay } from '../../../shared/schemas/games';
import type { GameListRead } from '../../workflows/game-cards';
import type { ServerClock } from './server-clock';

/** How long one read of the signed-out list serves every signed-out subscriber that asks for it. */
export const PUBLIC_SNAPSHOT_MS = 1000;

interface Entry {
  read: Promise<GameListRead>;
  at: number;
}

/**
 * Signed-out viewers all see the same list (New York's day), so their snapshots share one read: the
 * one in flight, or one finished less than PUBLIC_SNAPSHOT_MS ago. Any change of a game drops the
 * shared read (`invalidate`), so no subscriber that arrives after a change gets a list from before it;
 * subscribers that arrived earlier are offered the change itself. A shared read handed out again carries
 * the time of handing out as its serverTime, which clients correct their countdowns with. A thousand
 * players arriving at once (a restart, a push notification) cost a handful of reads, not a thousand.
 */
export class PublicSnapshots {
  private readonly reads = new Map<GameDay, Entry>();

  constructor(
    private readonly load: (day: GameDay) => Promise<GameListRead>,
    private readonly clock: ServerClock,
    private readonly elapsed: () => number = () => performance.now(),
  ) {}

  /** A game changed: reads made before it are not handed out again. */
  invalidate(): void {
    this.reads.clear();
  }

  async get(day: GameDay): Promise<GameListRead> {
    const entry = this.reads.get(day);
    if (entry && this.elapsed() - entry.at <= PUBLIC_SNAPSHOT_MS) {
      const read = await entry.read;
      const now = this.clock.now();
      // Past the end of the listed day the list is another one.
      if (now < read.to) return { ...read, now, list: { ...read.list, serverTime: now.toISOString() } };
    }
    return this.fresh(day);
  }

  private async fresh(day: GameDay): Promise<GameListRead> {
    const entry: Entry = { read: this.load(day), at: this.elapsed() };
    this.reads.set(day, entry);
    try {
      const read = await entry.read;
      this.clock.sync(read.now);
      return read;
    } catch (error) {
      if (this.reads.get(day) === entry) this.reads.delete(day);
      throw error;
    }
  }
}
