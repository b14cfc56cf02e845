import type { GameDay } from '../../../shared/schemas/games';
import type { BusEvent } from '../../kernel/events';
import { windowOf } from '../../kernel/player-day';

/** A list of live.games: the day in the viewer's zone as instants [from, to). */
export interface GameListWindow {
  day: GameDay;
  from: Date;
  to: Date;
}

/** The list of a calendar date in a zone (the player's day, kernel/player-day.ts). */
export function windowOfDate(day: GameDay, date: string, timeZone: string): GameListWindow {
  const { from, to } = windowOf(date, timeZone);
  return { day, from, to };
}

/** Whether a game belongs to a list: the games.today/tomorrow query, as a rule on one game. */
export function isListed(game: { status: string; scheduledTime: Date }, list: GameListWindow): boolean {
  const t = game.scheduledTime.getTime();
  if (t >= list.from.getTime() && t < list.to.getTime()) return true;
  return list.day === 'today' && game.status === 'live';
}

/**
 * Whether a list that holds a game still shows it after a change. A live game of an earlier day stays on the
 * today list it is held on once it has finished, until the list's next snapshot: its watchers see the final
 * score instead of the card vanishing (the games.today query no longer lists it, so a fresh list leaves it out).
 */
export function staysListed(
  game: { status: string; scheduledTime: Date },
  list: GameListWindow,
  held: boolean,
): boolean {
  if (isListed(game, list)) return true;
  return (
    held &&
    list.day === 'today' &&
    game.status === 'completed' &&
    game.scheduledTime.getTime() < list.from.getTime()
  );
}

/** When a list's day turns over (the viewer's midnight): today ends, tomorrow becomes today. */
export function rolloverAt(list: GameListWindow): Date {
  return list.day === 'today' ? list.to : list.from;
}

/** Whether a revocation ends the session a socket was opened with. */
export function revokes(
  event: Extract<BusEvent, { type: 'session.revoked' }>,
  socket: { userId: number; sessionId: string },
): boolean {
  if (event.userId !== socket.userId) return false;
  if (event.sessionIds) return event.sessionIds.includes(socket.sessionId);
  return event.keepSessionId !== socket.sessionId;
}
