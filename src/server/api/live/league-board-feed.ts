import { type TrackedEnvelope, tracked } from '@trpc/server';
import { LEADERBOARD_LIMIT, type LeaderboardPeriod } from '../../../shared/schemas/leaderboard';
import type { LiveLeagueBoardMessage } from '../../../shared/schemas/live';
import type { AppDeps } from '../../deps';
import { assertMember } from '../../modules/leagues/leagues.service';
import type { BusLogger } from '../../platform/events/event-bus';
import { rawJson } from '../../platform/transport/socket/raw-json';
import { leagueBoardForMembers } from '../views/league-boards';
import type { SocketGate } from './connections';
import type { LeaderboardFeedOptions } from './leaderboard-feed';
import { Mailbox } from './mailbox';
import type { EventIds, ServerClock } from './server-clock';

interface Published {
  boardJson: string;
  id: string;
  message: LiveLeagueBoardMessage;
}

/** The watchers of one league's board of one period: each mailbox and the member it belongs to. */
interface Watched {
  leagueId: number;
  period: LeaderboardPeriod;
  watchers: Map<Mailbox<Published | null>, number>;
  last?: Published;
}

/**
 * live.leagueBoard for one instance: on the events that move the global boards, each watched league board is read
 * once and the same bytes go to every member watching it, only when it changed. A member removed from the league
 * gets no more of it: their subscription ends at the next read.
 */
export class LeagueBoardFeed {
  private readonly watched = new Map<string, Watched>();
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

  get size(): number {
    let count = 0;
    for (const w of this.watched.values()) count += w.watchers.size;
    return count;
  }

  async *subscribe(
    connection: SocketGate,
    userId: number,
    leagueId: number,
    period: LeaderboardPeriod,
    signal: AbortSignal,
  ): AsyncGenerator<TrackedEnvelope<LiveLeagueBoardMessage>> {
    // Members only: anyone else gets the 404 of a league that does not exist.
    await assertMember(this.deps, userId, leagueId);
    const key = `${leagueId}:${period}`;
    const mailbox = new Mailbox<Published | null>();
    const entry: Watched = this.watched.get(key) ?? { leagueId, period, watchers: new Map() };
    const current = entry.watchers.size > 0 ? entry.last : undefined;
    entry.watchers.set(mailbox, userId);
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

  /** Standings changed somewhere: re-read the watched league boards after the debounce. */
  standingsChanged(): void {
    if (this.watched.size === 0 || this.debounce) return;
    this.debounce = setTimeout(() => {
      this.debounce = undefined;
      this.refresh(false);
    }, this.options.debounceMs);
    this.debounce.unref();
  }

  resync(): void {
    this.refresh(true);
  }

  stop(): void {
    clearTimeout(this.debounce);
    this.debounce = undefined;
    this.stopRecheck();
  }

  private refresh(always: boolean): void {
    this.refreshing = this.refreshing.then(async () => {
      for (const entry of this.watched.values()) {
        const before = entry.last?.boardJson;
        try {
          const { published, members } = await this.read(entry);
          for (const [mailbox, userId] of entry.watchers) {
            if (!members.has(userId)) mailbox.replaceAll('board', null);
            else if (always || published.boardJson !== before) mailbox.put('board', published);
          }
        } catch (error) {
          this.log.error({ err: error, leagueId: entry.leagueId }, 'live league board read failed');
        }
      }
    });
  }

  private async read(entry: Watched) {
    const { board, members } = await leagueBoardForMembers(
      this.deps,
      entry.leagueId,
      entry.period,
      LEADERBOARD_LIMIT,
    );
    const boardJson = JSON.stringify(board);
    const serverTime = this.clock.now().toISOString();
    const message = rawJson<LiveLeagueBoardMessage>(
      `{"type":"leagueBoard","serverTime":${JSON.stringify(serverTime)},"leagueId":${entry.leagueId},"board":${boardJson}}`,
    );
    const published = { boardJson, id: this.ids.next(), message };
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
