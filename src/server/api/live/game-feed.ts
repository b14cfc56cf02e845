import type { TrackedEnvelope } from '@trpc/server';
import type { GameDay } from '../../../shared/schemas/games';
import type { LiveGamesMessage } from '../../../shared/schemas/live';
import type { AppDeps } from '../../deps';
import { type BusEvent, watchedGradedPicks } from '../../kernel/events';
import { findUserById } from '../../modules/users/accounts.service';
import { databaseNow } from '../../platform/db/now';
import type { BusLogger } from '../../platform/events/event-bus';
import { type GameListRead, gamesWithTeams, presentGames, readGameList } from '../../workflows/game-cards';
import type { SocketGate } from './connections';
import { GameUpdate } from './game-update';
import { GamesSubscription, type SnapshotSource } from './games-subscription';
import { PublicSnapshots } from './public-snapshots';
import type { EventIds, ServerClock } from './server-clock';
import { SetsByKey } from './sets-by-key';

const READ_RETRY_MS = 1000;
/**
 * Fan-outs start at least this far apart. A lone change goes out at once; a burst (every pick changes its
 * game's pickStats) is gathered into one read and one send per game every 200 ms, so heavy picking cannot
 * keep an instance fanning out to every socket back to back.
 */
export const FLUSH_SPACING_MS = 200;

/**
 * live.games for one instance. A changed game is re-read ONCE here, however many sockets watch it, and
 * serialized once (GameUpdate); each subscriber only appends its viewer's fields. Reads run one batch at
 * a time: ids that change during a read are read again after it, so the last state sent for a game is
 * always from a read that started after its last change.
 */
export class GameFeed implements SnapshotSource {
  private readonly subscribers = new Set<GamesSubscription>();
  private readonly byUser = new SetsByKey<number, GamesSubscription>();
  private readonly dirty = new Set<number>();
  private flushing = false;
  private lastFlushStart = 0;
  private readonly publicSnapshots: PublicSnapshots;

  constructor(
    private readonly deps: AppDeps,
    private readonly ids: EventIds,
    private readonly clock: ServerClock,
    private readonly log: BusLogger,
  ) {
    this.publicSnapshots = new PublicSnapshots((day) => readGameList(deps, null, day), clock);
  }

  get size(): number {
    return this.subscribers.size;
  }

  subscribe(
    connection: SocketGate,
    userId: number | null,
    day: GameDay,
    signal: AbortSignal,
  ): AsyncGenerator<TrackedEnvelope<LiveGamesMessage>> {
    return new GamesSubscription(userId, day, this).messages(connection, signal, this);
  }

  /** Bus events that concern game lists. */
  handle(event: BusEvent): void {
    switch (event.type) {
      case 'game.updated':
        this.publicSnapshots.invalidate();
        if (this.subscribers.size === 0) return;
        this.dirty.add(event.gameId);
        this.scheduleFlush();
        return;
      case 'game.removed': {
        this.publicSnapshots.invalidate();
        const update = GameUpdate.gone(this.ids.next(), event.gameId, this.clock.now());
        for (const subscription of this.subscribers) subscription.offer(update);
        return;
      }
      case 'pick.graded':
        for (const subscription of this.byUser.get(event.userId)) subscription.pickGraded(event);
        return;
      case 'picks.graded':
        for (const [pick, watching] of watchedGradedPicks(event, this.byUser.byKey)) {
          for (const subscription of watching) subscription.pickGraded(pick);
        }
        return;
      // The viewer's own picks or figures moved: their lists are re-read (canPick, the cap, results).
      case 'pick.saved':
      case 'stats.changed':
        for (const subscription of this.byUser.get(event.userId)) subscription.requestSnapshot();
        return;
    }
  }

  /** Events may have been missed: every list gets a fresh snapshot. */
  resync(): void {
    this.publicSnapshots.invalidate();
    for (const subscription of this.subscribers) subscription.requestSnapshot();
  }

  nextId(): string {
    return this.ids.next();
  }

  failed(error: unknown): void {
    this.log.error({ err: error }, 'live games snapshot failed; retrying');
  }

  async snapshot(userId: number | null, day: GameDay): Promise<GameListRead> {
    const user = userId === null ? null : await findUserById(this.deps.db, userId);
    if (!user) return this.publicSnapshots.get(day);
    const read = await readGameList(this.deps, user, day);
    this.clock.sync(read.now);
    return read;
  }

  /** A subscription whose first message was asked for: it gets changes from now on. */
  add(subscription: GamesSubscription): void {
    this.subscribers.add(subscription);
    if (subscription.userId !== null) this.byUser.add(subscription.userId, subscription);
  }

  remove(subscription: GamesSubscription): void {
    this.subscribers.delete(subscription);
    if (subscription.userId !== null) this.byUser.delete(subscription.userId, subscription);
  }

  private scheduleFlush(): void {
    if (this.flushing) return;
    this.flushing = true;
    const run = () => {
      this.lastFlushStart = Date.now();
      this.flush()
        .catch((error: unknown) => this.log.error({ err: error }, 'live games fan-out failed'))
        .finally(() => {
          this.flushing = false;
          if (this.dirty.size > 0) this.scheduleFlush();
        });
    };
    const wait = this.lastFlushStart + FLUSH_SPACING_MS - Date.now();
    // At least one turn of the event loop gathers the games of one commit (a tick starting several).
    if (wait > 0) setTimeout(run, wait);
    else setImmediate(run);
  }

  private async flush(): Promise<void> {
    // One batch per flush: what changes meanwhile goes in the next one, FLUSH_SPACING_MS later.
    if (this.dirty.size > 0 && this.subscribers.size > 0) {
      const ids = [...this.dirty];
      this.dirty.clear();
      let updates: GameUpdate[];
      try {
        updates = await this.read(ids);
      } catch (error) {
        this.log.error({ err: error, ids }, 'reading changed games failed; retrying');
        setTimeout(() => {
          for (const id of ids) this.handle({ type: 'game.updated', gameId: id });
        }, READ_RETRY_MS).unref();
        return;
      }
      for (const update of updates) {
        for (const subscription of this.subscribers) subscription.offer(update);
      }
    }
    if (this.subscribers.size === 0) this.dirty.clear();
  }

  /** The one read per change: the games in the list shape without viewer fields, and the clock. */
  private async read(ids: number[]): Promise<GameUpdate[]> {
    const now = await databaseNow(this.deps.db);
    this.clock.sync(now);
    const rows = await gamesWithTeams(this.deps.db, ids);
    const games = await presentGames(this.deps.db, rows, null);
    const found = new Map(games.map((g) => [g.id, g]));
    return ids.map((id) => {
      const game = found.get(id);
      return game
        ? GameUpdate.changed(this.ids.next(), game, now)
        : GameUpdate.gone(this.ids.next(), id, now);
    });
  }
}
