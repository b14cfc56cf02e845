import { type TrackedEnvelope, tracked } from '@trpc/server';
import type { LeaguePicksDay, LiveLeaguePicksMessage } from '../../../shared/schemas/league-picks';
import type { AppDeps } from '../../deps';
import type { BusEvent } from '../../kernel/events';
import type { BusLogger } from '../../platform/events/event-bus';
import { rawJson } from '../../platform/transport/socket/raw-json';
import { leaguePicksDay } from '../views/league-picks';
import type { SocketGate } from './connections';
import { Mailbox } from './mailbox';
import type { EventIds } from './server-clock';

/** Changes within this window are read once (a grading publishes a burst; a slate locks at once). */
const DEBOUNCE_MS = 300;
/** The longest wait for a timer to a game's lock (setTimeout's own limit is about 24 days). */
const MAX_TIMER_MS = 6 * 60 * 60 * 1000;

interface Watcher {
  viewer: { id: number; timezone: string };
  leagueId: number;
  date: string | undefined;
  mailbox: Mailbox<{ id: string; message: LiveLeaguePicksMessage } | null>;
  lastJson?: string;
  lockTimer?: NodeJS.Timeout;
}

/**
 * live.leaguePicks for one instance: a member's day of their league's picks, read again when a game locks (a timer
 * at the next open game's start, and the game's own updates), grades, or the viewer's pick or the league's members
 * change, and sent only when it differs. Each read is the viewer's own (leagues.picks'), so what a socket carries
 * is exactly what the query answers: nobody's pick on an open game but the viewer's.
 */
export class LeaguePicksFeed {
  private readonly watchers = new Set<Watcher>();
  private readonly dirty = new Set<Watcher>();
  private debounce: NodeJS.Timeout | undefined;

  constructor(
    private readonly deps: AppDeps,
    private readonly ids: EventIds,
    private readonly log: BusLogger,
  ) {}

  get size(): number {
    return this.watchers.size;
  }

  async *subscribe(
    connection: SocketGate,
    viewer: { id: number; timezone: string },
    leagueId: number,
    date: string | undefined,
    signal: AbortSignal,
  ): AsyncGenerator<TrackedEnvelope<LiveLeaguePicksMessage>> {
    const first = await leaguePicksDay(this.deps, viewer, leagueId, date);
    const watcher: Watcher = { viewer, leagueId, date, mailbox: new Mailbox() };
    this.watchers.add(watcher);
    try {
      watcher.lastJson = JSON.stringify(first);
      this.armLockTimer(watcher, first);
      yield tracked(this.ids.next(), { type: 'leaguePicks', day: first });
      while (!signal.aborted) {
        await connection.writable(signal);
        const next = await watcher.mailbox.take(signal);
        if (!next) return;
        yield tracked(next.id, next.message);
      }
    } finally {
      clearTimeout(watcher.lockTimer);
      this.watchers.delete(watcher);
      this.dirty.delete(watcher);
    }
  }

  handle(event: BusEvent): void {
    if (this.watchers.size === 0) return;
    switch (event.type) {
      case 'game.updated':
      case 'game.removed':
      case 'picks.graded':
      case 'standings.changed':
        for (const w of this.watchers) this.dirty.add(w);
        break;
      case 'pick.saved':
        for (const w of this.watchers) if (w.viewer.id === event.userId) this.dirty.add(w);
        break;
      case 'league.changed':
        for (const w of this.watchers) if (w.leagueId === event.leagueId) this.dirty.add(w);
        break;
      default:
        return;
    }
    this.schedule();
  }

  resync(): void {
    for (const w of this.watchers) this.dirty.add(w);
    this.schedule();
  }

  stop(): void {
    clearTimeout(this.debounce);
    for (const w of this.watchers) clearTimeout(w.lockTimer);
  }

  private schedule(): void {
    if (this.debounce || this.dirty.size === 0) return;
    this.debounce = setTimeout(() => {
      this.debounce = undefined;
      void this.refresh();
    }, DEBOUNCE_MS);
    this.debounce.unref();
  }

  private async refresh(): Promise<void> {
    const due = [...this.dirty];
    this.dirty.clear();
    for (const w of due) {
      if (!this.watchers.has(w)) continue;
      try {
        const day = await leaguePicksDay(this.deps, w.viewer, w.leagueId, w.date);
        this.armLockTimer(w, day);
        const json = JSON.stringify(day);
        if (json === w.lastJson) continue;
        w.lastJson = json;
        const message = rawJson<LiveLeaguePicksMessage>(`{"type":"leaguePicks","day":${json}}`);
        w.mailbox.put('day', { id: this.ids.next(), message });
      } catch (error) {
        // No longer a member (removed, or the league deleted): the 404 ends the feed.
        if ((error as { code?: string }).code === 'NOT_FOUND') w.mailbox.replaceAll('day', null);
        else this.log.error({ err: error, leagueId: w.leagueId }, 'live league picks read failed');
      }
    }
  }

  /** Reads the day again when its next open game locks, whether or not an event says so. */
  private armLockTimer(w: Watcher, day: LeaguePicksDay): void {
    clearTimeout(w.lockTimer);
    const now = this.deps.clock().getTime();
    const next = day.games
      .filter((g) => !g.locked)
      .map((g) => Date.parse(g.scheduledTime))
      .filter((at) => at > now)
      .sort((a, b) => a - b)[0];
    if (next === undefined) return;
    w.lockTimer = setTimeout(
      () => {
        this.dirty.add(w);
        this.schedule();
      },
      Math.min(next - now + 50, MAX_TIMER_MS),
    );
    w.lockTimer.unref();
  }
}
