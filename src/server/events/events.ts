import { z } from 'zod';
import { achievementTypeSchema } from '../../shared/schemas/achievements';
import { pickResultSchema } from '../../shared/schemas/games';

const id = z.number().int().positive();

/**
 * What changed, as ids only: every subscriber re-reads what it needs, so an event stays tiny (a NOTIFY
 * payload is limited to 8000 bytes) and never carries a stale copy of a row.
 */
export const busEventSchema = z.discriminatedUnion('type', [
  /** Anything shown on a game card: score, status, clock, period, pickStats, start time, teams. */
  z.object({ type: z.literal('game.updated'), gameId: id }),
  z.object({ type: z.literal('game.removed'), gameId: id }),
  /** A player's pick was made or moved: their daily count and their own cards change. */
  z.object({ type: z.literal('pick.saved'), userId: id, gameId: id, pickId: id }),
  z.object({ type: z.literal('pick.graded'), userId: id, pickId: id, gameId: id, result: pickResultSchema }),
  /** A player's figures changed without a pick of theirs being graded (a deleted game, a cleared result). */
  z.object({ type: z.literal('stats.changed'), userId: id }),
  z.object({
    type: z.literal('achievement.unlocked'),
    userId: id,
    achievement: achievementTypeSchema,
    period: z.string().max(7),
  }),
  /**
   * Some board may have changed; boards are re-read (debounced), not patched. `players: 'named'` (a grading):
   * only the players of the pick.graded and stats.changed events published before it changed, so what is kept
   * of other players stays true (ADR 0029); without it (Fix User Streaks), anyone's figures may have changed.
   */
  z.object({ type: z.literal('standings.changed'), players: z.literal('named').optional() }),
  /**
   * Sessions ended: those of `sessionIds`, else every session of the user but `keepSessionId` (the device
   * that changed the password), else every session of the user. Their open sockets are closed.
   */
  z.object({
    type: z.literal('session.revoked'),
    userId: id,
    sessionIds: z.array(z.string().max(64)).max(100).optional(),
    keepSessionId: z.string().max(64).optional(),
  }),
]);

export type BusEvent = z.infer<typeof busEventSchema>;
export type BusEventType = BusEvent['type'];

export type BusListener = (event: BusEvent) => void;

/**
 * Events published after commit and delivered to every instance. Listeners run synchronously and must
 * stay cheap (mark something dirty, schedule a read); a listener that throws is logged and skipped.
 */
export interface EventBus {
  /** Delivers to this instance's listeners and to every other instance's. Never rejects: it logs. */
  publish(events: readonly BusEvent[]): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(listener: BusListener): () => void;
  /**
   * Fires when events may have been missed (the LISTEN connection was lost and is back): subscribers
   * re-send fresh snapshots instead of trusting their state.
   */
  onResync(listener: () => void): () => void;
  /** Fires for each batch from another instance with the time it took (the bus lag; metrics observe it). */
  onArrival(listener: (lagMs: number) => void): () => void;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Logs through the app's logger once it exists (main.ts builds the bus before the app). */
  setLogger(log: BusLogger): void;
}

/** The few log methods the buses use (Fastify's logger has them). */
export interface BusLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export const consoleBusLogger: BusLogger = {
  info: () => {},
  warn: (obj, msg) => console.warn(msg ?? '', obj),
  error: (obj, msg) => console.error(msg ?? '', obj),
};
