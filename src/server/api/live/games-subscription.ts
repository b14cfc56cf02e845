import { type TrackedEnvelope, tracked } from '@trpc/server';
import type { GameDay } from '../../../shared/schemas/games';
import type { LiveGamesMessage } from '../../../shared/schemas/live';
import type { BusEvent } from '../../kernel/events';
import { canPick } from '../../modules/picks/picks.rules';
import { sentOnce } from '../../platform/transport/socket/raw-json';
import type { GameListRead } from '../../workflows/game-cards';
import type { SocketGate } from './connections';
import type { GameUpdate, ViewerPick } from './game-update';
import { type GameListWindow, isListed, rolloverAt, staysListed } from './live.rules';
import { Mailbox } from './mailbox';
import { sharedSnapshotJson, snapshotJson } from './snapshot-json';

type Entry = { kind: 'snapshot' } | { kind: 'update'; update: GameUpdate };

/** Where a subscription gets its snapshots and tracked ids (the game feed). */
export interface SnapshotSource {
  snapshot(userId: number | null, day: GameDay): Promise<GameListRead>;
  nextId(): string;
  failed(error: unknown): void;
}

/** Where a subscription registers while it runs (the game feed, which offers it every change). */
export interface SubscriptionRegistry {
  add(subscription: GamesSubscription): void;
  remove(subscription: GamesSubscription): void;
}

const SNAPSHOT_RETRY_MS = 1000;

/** A timer's callback shared by every subscription (a closure per subscription costs its memory). */
function snapshotAgain(subscription: GamesSubscription): void {
  subscription.requestSnapshot();
}

/**
 * One live.games subscriber: what its client holds (listed ids, the viewer's picks, the day's window)
 * and a mailbox of what is still to send. Whether a change concerns it is decided when it is sent, so
 * `listed` always matches what the client has; a newer state of a game replaces an unsent older one.
 *
 * Messages go out through tRPC (this generator yields them), except a change that finds the subscriber
 * idle: everything yielded is on the socket, nothing waits, and the socket keeps up. That change is
 * framed here, as tRPC would frame it, and sent at once. A fan-out to thousands of sockets then costs
 * one string and one write per socket instead of a wake-up of each generator and tRPC's loop.
 */
export class GamesSubscription {
  private readonly mailbox = new Mailbox<Entry>();
  private readonly listed = new Set<number>();
  private readonly myPicks = new Map<number, ViewerPick>();
  private window: GameListWindow | null = null;
  private picksToday = 0;
  private maxDaily: number | null = null;
  private snapshotting = false;
  private timer: NodeJS.Timeout | undefined;
  /** The socket, once tRPC started the subscription. */
  private gate: SocketGate | null = null;
  /** tRPC's envelope for this subscription (its id), learned when the first snapshot was encoded. */
  private envelopeHead: string | null = null;

  constructor(
    readonly userId: number | null,
    readonly day: GameDay,
    private readonly source: SnapshotSource,
  ) {
    this.requestSnapshot();
  }

  /** A fresh snapshot next, replacing whatever waits (a resync, the viewer's own pick, midnight). */
  requestSnapshot(): void {
    this.mailbox.replaceAll('snapshot', { kind: 'snapshot' });
  }

  /** Queues a change unless it cannot concern this client (another day, a game it does not hold). */
  offer(update: GameUpdate): void {
    const key = `g${update.gameId}`;
    const undecided = this.window === null || this.snapshotting || this.mailbox.has('snapshot');
    if (
      undecided ||
      this.mailbox.has(key) ||
      this.listed.has(update.gameId) ||
      (update.facts !== null && isListed(update.facts, this.window!))
    ) {
      if (!undecided && this.sendAtOnce(update)) return;
      this.mailbox.put(key, { kind: 'update', update });
    }
  }

  /** Sends the change straight to an idle socket that keeps up; false leaves it to the mailbox. */
  private sendAtOnce(update: GameUpdate): boolean {
    const gate = this.gate;
    if (this.envelopeHead === null || gate === null || !this.mailbox.waiting || !gate.ready()) return false;
    const out = this.render(update);
    if (out) gate.send(update.frame(this.envelopeHead, out[1]));
    return true;
  }

  /** The viewer's pick got its result: the next message of that game shows it. */
  pickGraded(event: Extract<BusEvent, { type: 'pick.graded' }>): void {
    const pick = this.myPicks.get(event.gameId);
    if (pick && pick.id === event.pickId) this.myPicks.set(event.gameId, { ...pick, result: event.result });
  }

  /**
   * What to send, one message at a time. The subscription is added to `registry` when the first message
   * is asked for and removed when the generator ends, so a subscription never started (its socket closed
   * meanwhile) is never registered. The caller returns this generator itself rather than delegating to it
   * with `yield*`: a delegating generator kept a message it had passed on (a whole snapshot) for as long as
   * the socket lived.
   */
  async *messages(
    connection: SocketGate,
    signal: AbortSignal,
    registry?: SubscriptionRegistry,
  ): AsyncGenerator<TrackedEnvelope<LiveGamesMessage>> {
    registry?.add(this);
    this.gate = connection;
    try {
      while (!signal.aborted) {
        await connection.writable(signal);
        const entry = await this.mailbox.take(signal);
        if (!entry) return;
        const out = entry.kind === 'snapshot' ? await this.snapshot() : this.render(entry.update);
        if (out) yield out;
      }
    } finally {
      clearTimeout(this.timer);
      this.gate = null;
      registry?.remove(this);
    }
  }

  private async snapshot(): Promise<TrackedEnvelope<LiveGamesMessage> | null> {
    this.snapshotting = true;
    let read: GameListRead;
    try {
      read = await this.source.snapshot(this.userId, this.day);
    } catch (error) {
      this.source.failed(error);
      clearTimeout(this.timer);
      this.timer = setTimeout(snapshotAgain, SNAPSHOT_RETRY_MS, this);
      this.timer.unref();
      return null;
    } finally {
      this.snapshotting = false;
    }
    const { list } = read;
    this.window = { day: this.day, from: read.from, to: read.to };
    this.picksToday = read.viewer?.picksToday ?? 0;
    this.maxDaily = read.viewer?.maxDaily ?? null;
    this.listed.clear();
    this.myPicks.clear();
    for (const game of list.games) {
      this.listed.add(game.id);
      if (game.userPick) this.myPicks.set(game.id, game.userPick);
    }
    // The viewer's midnight turns the day over: a new snapshot then.
    clearTimeout(this.timer);
    const wait = rolloverAt(this.window).getTime() - read.now.getTime() + 1000;
    this.timer = setTimeout(snapshotAgain, Math.max(1000, wait), this);
    this.timer.unref();
    const message: Extract<LiveGamesMessage, { type: 'snapshot' }> = {
      type: 'snapshot',
      serverTime: list.serverTime,
      day: list.day,
      date: list.date,
      timezone: list.timezone,
      games: list.games,
    };
    const learnEnvelope = (head: string) => {
      this.envelopeHead = head;
    };
    // A list without viewer fields is one that many signed-out sockets share (PublicSnapshots).
    const serialize = read.viewer ? snapshotJson : sharedSnapshotJson;
    return tracked(this.source.nextId(), sentOnce(message, learnEnvelope, serialize));
  }

  private render(update: GameUpdate): TrackedEnvelope<LiveGamesMessage> | null {
    if (!this.window) return null;
    const id = update.gameId;
    if (update.facts === null || !staysListed(update.facts, this.window, this.listed.has(id))) {
      if (!this.listed.delete(id)) return null;
      this.myPicks.delete(id);
      return tracked(update.id, update.removed);
    }
    if (!this.listed.has(id) && this.userId !== null && update.pickCount > 0) {
      // A game new to this list that has picks may hold one of the viewer's (moved from another day).
      this.requestSnapshot();
      return null;
    }
    this.listed.add(id);
    const pick = this.myPicks.get(id) ?? null;
    const can =
      this.userId !== null &&
      canPick({
        game: update.facts,
        now: update.now,
        hasPick: pick !== null,
        picksToday: this.picksToday,
        maxDaily: this.maxDaily,
      });
    return tracked(update.id, update.message(pick, can));
  }
}
