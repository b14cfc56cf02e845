import { addDays } from '../../../shared/periods';
import type { GameDay } from '../../../shared/schemas/games';
import { zonedTimeToInstant } from '../../../shared/zoned-time';
import type { BusEvent } from '../../kernel/events';

/** A list of live.games: the day in the viewer's zone as instants [from, to). */
export interface GameListWindow {
  day: GameDay;
  from: Date;
  to: Date;
}

/** The instants of a calendar date in a zone (what games.rules' dayWindow gives for that date). */
export function windowOfDate(day: GameDay, date: string, timeZone: string): GameListWindow {
  return {
    day,
    from: zonedTimeToInstant(date, '00:00', timeZone),
    to: zonedTimeToInstant(addDays(date, 1), '00:00', timeZone),
  };
}

/** Whether a game belongs to a list: the games.today/tomorrow query, as a rule on one game. */
export function isListed(game: { status: string; scheduledTime: Date }, list: GameListWindow): boolean {
  const t = game.scheduledTime.getTime();
  if (t >= list.from.getTime() && t < list.to.getTime()) return true;
  return list.day === 'today' && game.status === 'live';
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
