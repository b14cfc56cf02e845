import { type TrackedEnvelope, tracked } from '@trpc/server';
import { ACHIEVEMENT_BY_TYPE, type AchievementType } from '../../../shared/achievements';
import type { PickResultValue } from '../../../shared/schemas/games';
import type { LiveMeMessage, LiveStats } from '../../../shared/schemas/live';
import type { ShieldState } from '../../../shared/schemas/shield';
import type { AppDeps } from '../../deps';
import { maxDailyPicks } from '../../kernel/daily-cap';
import { type BusEvent, watchedGradedPicks } from '../../kernel/events';
import { findUserFigures } from '../../modules/grading/standings.service';
import { picksOfTheDay } from '../../modules/picks/picks.service';
import { figureFields } from '../../modules/users/public-user';
import type { BusLogger } from '../../platform/events/event-bus';
import type { SocketGate } from './connections';
import { Mailbox } from './mailbox';
import type { EventIds, ServerClock } from './server-clock';
import { SetsByKey } from './sets-by-key';

type Entry =
  | { kind: 'snapshot' }
  | { kind: 'graded'; pickId: number; gameId: number; result: PickResultValue }
  | { kind: 'stats' }
  | { kind: 'picks' }
  | { kind: 'achievement'; achievement: AchievementType; period: string }
  | { kind: 'winner'; month: string };

type Figures = NonNullable<Awaited<ReturnType<typeof findUserFigures>>>;

/** One waiting entry per key: a later change of the same kind replaces an unsent one. */
function keyOf(entry: Entry): string {
  switch (entry.kind) {
    case 'graded':
      return `p${entry.pickId}`;
    case 'achievement':
      return `a${entry.achievement}:${entry.period}`;
    case 'winner':
      return `w${entry.month}`;
    default:
      return entry.kind;
  }
}

const RETRY_MS = 1000;

const statsOf = (f: Figures): LiveStats => figureFields(f);

/** The player's streak shield as grading and arming left it (ADR 0050), read with the figures. */
const shieldOf = (f: Figures): ShieldState => ({ held: f.shield_held, armedPickId: f.armed_pick_id });

class MeSubscription {
  readonly mailbox = new Mailbox<Entry>();
  timer: NodeJS.Timeout | undefined;

  constructor(readonly userId: number) {
    this.put({ kind: 'snapshot' });
  }

  put(entry: Entry): void {
    this.mailbox.put(keyOf(entry), entry);
  }
}

/**
 * live.me for one instance: the viewer's own events. Figures (the streak shield with them) are read when a message
 * goes out, once per user however many of their sockets are waiting for it.
 */
export class MeFeed {
  private readonly byUser = new SetsByKey<number, MeSubscription>();
  private readonly reads = new Map<number, Promise<Figures | undefined>>();

  constructor(
    private readonly deps: AppDeps,
    private readonly ids: EventIds,
    private readonly clock: ServerClock,
    private readonly log: BusLogger,
  ) {}

  /** Open live.me subscriptions on this instance (metrics). */
  get size(): number {
    return this.byUser.size;
  }

  async *subscribe(
    connection: SocketGate,
    userId: number,
    signal: AbortSignal,
  ): AsyncGenerator<TrackedEnvelope<LiveMeMessage>> {
    const subscription = new MeSubscription(userId);
    this.byUser.add(userId, subscription);
    try {
      while (!signal.aborted) {
        await connection.writable(signal);
        const entry = await subscription.mailbox.take(signal);
        if (!entry) return;
        const message = await this.render(subscription, entry).catch((error: unknown) => {
          this.log.error({ err: error, userId }, 'live.me read failed; retrying');
          setTimeout(() => subscription.put(entry), RETRY_MS).unref();
          return null;
        });
        if (message === 'gone') return;
        if (message) yield tracked(this.ids.next(), message);
      }
    } finally {
      clearTimeout(subscription.timer);
      this.byUser.delete(userId, subscription);
    }
  }

  handle(event: BusEvent): void {
    if (event.type === 'picks.graded') {
      for (const [{ pickId, gameId, result }, watching] of watchedGradedPicks(event, this.byUser.byKey)) {
        for (const subscription of watching) subscription.put({ kind: 'graded', pickId, gameId, result });
      }
      return;
    }
    // Everyone's banner: one small message each, as rare as a month's decision.
    if (event.type === 'prize.winner') {
      for (const subscription of this.byUser.values())
        subscription.put({ kind: 'winner', month: event.month });
      return;
    }
    if (!('userId' in event) || event.type === 'session.revoked') return;
    for (const subscription of this.byUser.get(event.userId)) {
      switch (event.type) {
        case 'pick.graded':
          subscription.put({ kind: 'graded', ...event });
          break;
        case 'stats.changed':
          subscription.put({ kind: 'stats' });
          break;
        case 'pick.saved':
          subscription.put({ kind: 'picks' });
          break;
        case 'achievement.unlocked':
          subscription.put({ kind: 'achievement', ...event });
          break;
      }
    }
  }

  /** Events may have been missed: every subscriber gets fresh figures and count. */
  resync(): void {
    for (const subscription of this.byUser.values()) subscription.put({ kind: 'snapshot' });
  }

  private figures(userId: number): Promise<Figures | undefined> {
    let read = this.reads.get(userId);
    if (!read) {
      read = findUserFigures(this.deps.db, userId).finally(() => this.reads.delete(userId));
      this.reads.set(userId, read);
    }
    return read;
  }

  private async render(subscription: MeSubscription, entry: Entry): Promise<LiveMeMessage | 'gone' | null> {
    if (entry.kind === 'winner')
      return { type: 'winner', serverTime: this.clock.now().toISOString(), month: entry.month };
    if (entry.kind === 'achievement') {
      const { title, description, iconEmoji, category } = ACHIEVEMENT_BY_TYPE[entry.achievement];
      return {
        type: 'achievement',
        serverTime: this.clock.now().toISOString(),
        achievement: {
          type: entry.achievement,
          period: entry.period,
          title,
          description,
          iconEmoji,
          category,
        },
      };
    }
    const figures = await this.figures(subscription.userId);
    if (!figures) return 'gone';
    this.clock.sync(figures.now);
    const serverTime = figures.now.toISOString();
    switch (entry.kind) {
      case 'graded':
        return {
          type: 'pickGraded',
          serverTime,
          pick: { id: entry.pickId, gameId: entry.gameId, result: entry.result },
          stats: statsOf(figures),
          shield: shieldOf(figures),
        };
      case 'stats':
        return {
          type: 'stats',
          serverTime,
          stats: statsOf(figures),
          shield: shieldOf(figures),
        };
      case 'picks':
        return {
          type: 'picks',
          serverTime,
          ...(await this.pickCount(subscription, figures)),
          shield: shieldOf(figures),
        };
      case 'snapshot':
        return {
          type: 'snapshot',
          serverTime,
          stats: statsOf(figures),
          ...(await this.pickCount(subscription, figures)),
          shield: shieldOf(figures),
        };
    }
  }

  /** The day's count against the cap; when the cap's day ends it is sent again (back to 0). */
  private async pickCount(subscription: MeSubscription, figures: Figures) {
    const { window, count: dailyPickCount } = await picksOfTheDay(this.deps.db, figures, figures.now);
    clearTimeout(subscription.timer);
    const wait = Math.max(1000, window.to.getTime() - figures.now.getTime() + 1000);
    subscription.timer = setTimeout(() => subscription.put({ kind: 'picks' }), wait);
    subscription.timer.unref();
    return { dailyPickCount, maxDailyPicks: maxDailyPicks(figures.subscription_tier) };
  }
}
