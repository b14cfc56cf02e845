import { z } from 'zod';
import { achievementTypeSchema } from '../../shared/schemas/achievements';
import { pickResultSchema } from '../../shared/schemas/games';
import type {
  EventCheck,
  BusListener as PlatformBusListener,
  EventBus as PlatformEventBus,
} from '../platform/events/event-bus';

const id = z.number().int().positive();

/**
 * At most this many picks in one `picks.graded` event: its JSON (ids of up to 10 digits, a letter a result) stays
 * under 6,000 bytes, so every bus carries it in one message (a NOTIFY payload is limited to 8000 bytes).
 */
export const GRADED_BATCH = 250;

const isId = (v: unknown) => Number.isSafeInteger(v) && (v as number) > 0;
/**
 * 1 to GRADED_BATCH ids in a column of `picks.graded`, checked by one predicate over the array: checked element by
 * element, the ids of a large grading cost an instance receiving it several times the parsing of the message
 * (docs/benchmarks/leagues.md has the figures).
 */
const idColumn = z.custom<number[]>(
  (v) => Array.isArray(v) && v.length >= 1 && v.length <= GRADED_BATCH && v.every(isId),
  { message: `1 to ${GRADED_BATCH} positive whole numbers` },
);

/** A pick's result as one letter in `picks.graded` (`results`). */
export const RESULT_LETTERS = { win: 'w', loss: 'l', push: 'p' } as const;

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
  /**
   * Picks of one game graded, as a grading publishes them (ADR 0038): the i-th pick is `pickIds[i]` of player
   * `userIds[i]`, its result the i-th letter of `results` (RESULT_LETTERS). The same news as one `pick.graded` a
   * pick, in a few hundred objects instead of 100,000 for a large game.
   */
  z
    .object({
      type: z.literal('picks.graded'),
      gameId: id,
      userIds: idColumn,
      pickIds: idColumn,
      results: z.string().regex(/^[wlp]+$/),
    })
    .refine((e) => e.userIds.length === e.pickIds.length && e.pickIds.length === e.results.length, {
      message: 'userIds, pickIds and results name the same picks',
    }),
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
  /** A prize month's winner was named or changed (the home's banner is read again). */
  z.object({ type: z.literal('prize.winner'), month: z.string().regex(/^\d{4}-\d{2}$/) }),
  /**
   * A league changed: its members (a join, a leave, a removal), its owner, name or code, or it was deleted. Its
   * watched boards are read again at once, and a member who left no longer gets its live updates.
   */
  z.object({ type: z.literal('league.changed'), leagueId: id }),
  /** A league's chat changed: a message posted or deleted, or its reactions changed (subscribers re-read it). */
  z.object({
    type: z.literal('league.chat'),
    leagueId: id,
    messageId: id,
    change: z.enum(['posted', 'deleted', 'reacted']),
  }),
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
export type GradedPick = Extract<BusEvent, { type: 'pick.graded' }>;

const RESULT_OF = { w: 'win', l: 'loss', p: 'push' } as const;

/** The i-th pick of a `picks.graded` event, as the `pick.graded` of that one pick would say it. */
export function gradedPickAt(event: Extract<BusEvent, { type: 'picks.graded' }>, i: number): GradedPick {
  return {
    type: 'pick.graded',
    userId: event.userIds[i]!,
    pickId: event.pickIds[i]!,
    gameId: event.gameId,
    result: RESULT_OF[event.results[i] as keyof typeof RESULT_OF],
  };
}

/**
 * The graded picks of a `picks.graded` event whose players `watchers` holds, each with its player's watchers: a
 * large game names 100,000 players, and only the picks of the few watched become objects.
 */
export function watchedGradedPicks<W>(
  event: Extract<BusEvent, { type: 'picks.graded' }>,
  watchers: ReadonlyMap<number, W>,
): [GradedPick, W][] {
  const watched: [GradedPick, W][] = [];
  event.userIds.forEach((userId, i) => {
    const watching = watchers.get(userId);
    if (watching !== undefined) watched.push([gradedPickAt(event, i), watching]);
  });
  return watched;
}

/** Every graded pick an event names (one for `pick.graded`, each of a `picks.graded`; none otherwise). */
export function gradedPicks(event: BusEvent): GradedPick[] {
  if (event.type === 'pick.graded') return [event];
  if (event.type !== 'picks.graded') return [];
  return event.userIds.map((_, i) => gradedPickAt(event, i));
}

export type BusListener = PlatformBusListener<BusEvent>;

/** The app's bus: the platform's, carrying the events above. */
export type EventBus = PlatformEventBus<BusEvent>;

/** An event another instance sent, if it is one of the above (the buses drop anything else). */
export const checkBusEvent: EventCheck<BusEvent> = (value) => {
  const parsed = busEventSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};
