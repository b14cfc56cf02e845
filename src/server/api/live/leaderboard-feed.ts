import { type TrackedEnvelope, tracked } from '@trpc/server';
import type { LeaderboardPeriod } from '../../../shared/schemas/leaderboard';
import type { LiveLeaderboardMessage } from '../../../shared/schemas/live';
import type { AppDeps } from '../../deps';
import { getLeaderboard } from '../../modules/leaderboard/leaderboard.service';
import type { BusLogger } from '../../platform/events/event-bus';
import { rawJson } from '../../platform/transport/socket/raw-json';
import type { SocketGate } from './connections';
import { Mailbox } from './mailbox';
import type { EventIds, ServerClock } from './server-clock';

/** Rows a live board carries: the top 10 the home page and the board screens show first. */
export const LIVE_BOARD_ROWS = 10;

export interface LeaderboardFeedOptions {
  /** Standings changes within this window are read once (a grading of many games, a busy evening). */
  debounceMs: number;
  /** Boards are also re-checked this often: a new week or month changes them with no grading. */
  recheckMs: number;
}

interface Published {
  /** The board without serverTime, to tell a change from a re-read of the same rows. */
  boardJson: string;
  id: string;
  message: LiveLeaderboardMessage;
}

/**
 * live.leaderboard for one instance: a board is read once per change and per period, for every
 * subscriber, and sent only when it differs from the last one (the same string to every socket).
 */
export class LeaderboardFeed {
  private readonly subscribers = new Map<LeaderboardPeriod, Set<Mailbox<Published>>>();
  private readonly last = new Map<LeaderboardPeriod, Published>();
  private debounce: NodeJS.Timeout | undefined;
  private recheck: NodeJS.Timeout | undefined;
  private refreshing: Promise<void> = Promise.resolve();

  constructor(
    private readonly deps: AppDeps,
    private readonly ids: EventIds,
    private readonly clock: ServerClock,
    private readonly log: BusLogger,
    private readonly options: LeaderboardFeedOptions,
  ) {}

  /** Open live.leaderboard subscriptions on this instance (metrics). */
  get size(): number {
    let count = 0;
    for (const set of this.subscribers.values()) count += set.size;
    return count;
  }

  async *subscribe(
    connection: SocketGate,
    period: LeaderboardPeriod,
    signal: AbortSignal,
  ): AsyncGenerator<TrackedEnvelope<LiveLeaderboardMessage>> {
    const mailbox = new Mailbox<Published>();
    const set = this.subscribers.get(period) ?? new Set();
    // The cached board is current only while someone watches this period.
    const current = set.size > 0 ? this.last.get(period) : undefined;
    set.add(mailbox);
    this.subscribers.set(period, set);
    this.startRecheck();
    try {
      const first = current ?? (await this.read(period));
      yield tracked(first.id, first.message);
      while (!signal.aborted) {
        await connection.writable(signal);
        const next = await mailbox.take(signal);
        if (!next) return;
        yield tracked(next.id, next.message);
      }
    } finally {
      set.delete(mailbox);
      if (set.size === 0) this.subscribers.delete(period);
      if (this.subscribers.size === 0) this.stopRecheck();
    }
  }

  /** Standings changed somewhere: re-read the watched boards after the debounce. */
  standingsChanged(): void {
    if (this.subscribers.size === 0 || this.debounce) return;
    this.debounce = setTimeout(() => {
      this.debounce = undefined;
      this.refresh(false);
    }, this.options.debounceMs);
    this.debounce.unref();
  }

  /** Events may have been missed: every watched board is sent again. */
  resync(): void {
    this.refresh(true);
  }

  stop(): void {
    clearTimeout(this.debounce);
    this.debounce = undefined;
    this.stopRecheck();
  }

  private refresh(always: boolean): void {
    // One refresh at a time, so boards go out in the order they were read.
    this.refreshing = this.refreshing.then(async () => {
      for (const [period, mailboxes] of this.subscribers) {
        const before = this.last.get(period)?.boardJson;
        try {
          const board = await this.read(period);
          if (!always && board.boardJson === before) continue;
          for (const mailbox of mailboxes) mailbox.put('board', board);
        } catch (error) {
          this.log.error({ err: error, period }, 'live leaderboard read failed');
        }
      }
    });
  }

  private async read(period: LeaderboardPeriod): Promise<Published> {
    const board = await getLeaderboard(this.deps, period, LIVE_BOARD_ROWS);
    const boardJson = JSON.stringify(board);
    const serverTime = this.clock.now().toISOString();
    const message = rawJson<LiveLeaderboardMessage>(
      `{"type":"board","serverTime":${JSON.stringify(serverTime)},"board":${boardJson}}`,
    );
    const published = { boardJson, id: this.ids.next(), message };
    this.last.set(period, published);
    return published;
  }

  private startRecheck(): void {
    if (this.recheck) return;
    this.recheck = setInterval(() => this.refresh(false), this.options.recheckMs);
    this.recheck.unref();
  }

  private stopRecheck(): void {
    clearInterval(this.recheck);
    this.recheck = undefined;
  }
}
