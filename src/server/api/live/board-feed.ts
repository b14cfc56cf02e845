import { type TrackedEnvelope, tracked } from '@trpc/server';
import type { BusLogger } from '../../platform/events/event-bus';
import { rawJson } from '../../platform/transport/socket/raw-json';
import type { SocketGate } from './connections';
import { Mailbox } from './mailbox';
import type { EventIds, ServerClock } from './server-clock';

export interface BoardFeedOptions {
  /** Standings changes within this window are read once (a grading of many games, a busy evening). */
  debounceMs: number;
  /** Boards are also re-checked this often: a new week or month changes them with no grading. */
  recheckMs: number;
}

/** What one kind of board feed reads and sends; `Board` names one board (a period, a league's period). */
export interface BoardSource<Board> {
  /** Names the board among this feed's boards: its subscribers share one read. */
  key(board: Board): string;
  /** Refuses a viewer who may not watch the board (throws); every viewer may when absent. */
  admit?(board: Board, viewer: number): Promise<void>;
  /** The board's rows, and who may still watch it (everyone when `members` is absent). */
  read(board: Board): Promise<{ rows: unknown; members?: ReadonlySet<number> }>;
  /** The message's JSON around the board's JSON (both already serialized). */
  message(board: Board, serverTimeJson: string, rowsJson: string): string;
  /** What a failed read logs besides the error. */
  logFields(board: Board): Record<string, unknown>;
  failure: string;
}

interface Published<Message> {
  /** The board without serverTime, to tell a change from a re-read of the same rows. */
  rowsJson: string;
  id: string;
  message: Message;
}

/** One watched board: each mailbox (null ends it: its viewer left the board's members) and its viewer. */
interface Watched<Board, Message> {
  board: Board;
  watchers: Map<Mailbox<Published<Message> | null>, number>;
  last?: Published<Message>;
}

/**
 * A live board for one instance (live.leaderboard, live.leagueBoard): each watched board is read once per change,
 * for every subscriber, and the same bytes go to each only when it changed. A viewer who is no longer a member of
 * it gets no more of it: their subscription ends at the next read.
 */
export class BoardFeed<Board, Message> {
  private readonly watched = new Map<string, Watched<Board, Message>>();
  private debounce: NodeJS.Timeout | undefined;
  private recheck: NodeJS.Timeout | undefined;
  private refreshing: Promise<void> = Promise.resolve();

  constructor(
    private readonly source: BoardSource<Board>,
    private readonly ids: EventIds,
    private readonly clock: ServerClock,
    private readonly log: BusLogger,
    private readonly options: BoardFeedOptions,
  ) {}

  /** Open subscriptions of this feed on this instance (metrics). */
  get size(): number {
    let count = 0;
    for (const w of this.watched.values()) count += w.watchers.size;
    return count;
  }

  /** `viewer` (a user's id) is admitted first, then checked against the board's members on every read. */
  async *subscribe(
    connection: SocketGate,
    board: Board,
    viewer: number,
    signal: AbortSignal,
  ): AsyncGenerator<TrackedEnvelope<Message>> {
    await this.source.admit?.(board, viewer);
    const key = this.source.key(board);
    const mailbox = new Mailbox<Published<Message> | null>();
    const entry: Watched<Board, Message> = this.watched.get(key) ?? { board, watchers: new Map() };
    // The cached board is current only while someone watches it.
    const current = entry.watchers.size > 0 ? entry.last : undefined;
    entry.watchers.set(mailbox, viewer);
    this.watched.set(key, entry);
    this.startRecheck();
    try {
      const first = current ?? (await this.read(entry)).published;
      yield tracked(first.id, first.message);
      while (!signal.aborted) {
        await connection.writable(signal);
        const next = await mailbox.take(signal);
        if (!next) return;
        yield tracked(next.id, next.message);
      }
    } finally {
      entry.watchers.delete(mailbox);
      if (entry.watchers.size === 0) this.watched.delete(key);
      if (this.watched.size === 0) this.stopRecheck();
    }
  }

  /** Standings changed somewhere: re-read the watched boards after the debounce. */
  standingsChanged(): void {
    if (this.watched.size === 0 || this.debounce) return;
    this.debounce = setTimeout(() => {
      this.debounce = undefined;
      this.refresh(false);
    }, this.options.debounceMs);
    this.debounce.unref();
  }

  /** Some boards changed besides their standings (a league's members): those `which` names are read again now. */
  boardsChanged(which: (board: Board) => boolean): void {
    this.refresh(false, which);
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

  private refresh(always: boolean, which?: (board: Board) => boolean): void {
    // One refresh at a time, so boards go out in the order they were read.
    this.refreshing = this.refreshing.then(async () => {
      for (const entry of this.watched.values()) {
        if (which && !which(entry.board)) continue;
        const before = entry.last?.rowsJson;
        try {
          const { published, members } = await this.read(entry);
          for (const [mailbox, viewer] of entry.watchers) {
            if (members && !members.has(viewer)) mailbox.replaceAll('board', null);
            else if (always || published.rowsJson !== before) mailbox.put('board', published);
          }
        } catch (error) {
          this.log.error({ err: error, ...this.source.logFields(entry.board) }, this.source.failure);
        }
      }
    });
  }

  private async read(entry: Watched<Board, Message>) {
    const { rows, members } = await this.source.read(entry.board);
    const rowsJson = JSON.stringify(rows);
    const serverTime = JSON.stringify(this.clock.now().toISOString());
    const message = rawJson<Message>(this.source.message(entry.board, serverTime, rowsJson));
    const published = { rowsJson, id: this.ids.next(), message };
    entry.last = published;
    return { published, members };
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
