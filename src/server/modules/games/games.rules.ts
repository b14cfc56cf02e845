import { addDays, localDay } from '../../../shared/periods';
import type { GameDay, PickStat } from '../../../shared/schemas/games';
import { zonedTimeToInstant } from '../../../shared/zoned-time';

/** The calendar day 'today' or 'tomorrow' in a time zone, as the instants [from, to). */
export function dayWindow(now: Date, timeZone: string, day: GameDay): { date: string; from: Date; to: Date } {
  const today = todayWindow(now, timeZone);
  if (day === 'tomorrow' && !today.tomorrow) today.tomorrow = windowOf(addDays(today.date, 1), timeZone);
  const window = day === 'today' ? today : today.tomorrow!;
  // Copies: a caller may move its Dates; the remembered window stays as it was.
  return { date: window.date, from: new Date(window.from), to: new Date(window.to) };
}

interface Window {
  date: string;
  from: Date;
  to: Date;
}

/**
 * Today's window per zone, kept while the clock is inside it: every new pick asks for its player's day two or
 * three times, and working it out (the local date, two wall-clock midnights through the zone's offsets) was about
 * 2 % of the server's CPU samples on the pick path. An instant inside [from, to) has that day as its local date, so the
 * kept window is the one it would compute. One entry per zone in use (a few hundred at most).
 */
const todayWindows = new Map<string, Window & { tomorrow?: Window }>();

function todayWindow(now: Date, timeZone: string): Window & { tomorrow?: Window } {
  const kept = todayWindows.get(timeZone);
  const at = now.getTime();
  if (kept && at >= kept.from.getTime() && at < kept.to.getTime()) return kept;
  const fresh = windowOf(localDay(now, timeZone).date, timeZone);
  todayWindows.set(timeZone, fresh);
  return fresh;
}

function windowOf(date: string, timeZone: string): Window {
  return {
    date,
    from: zonedTimeToInstant(date, '00:00', timeZone),
    to: zonedTimeToInstant(addDays(date, 1), '00:00', timeZone),
  };
}

/** Picks per team of one game with rounded percentages; both teams always listed, home first. */
export function pickStatsFor(
  counts: readonly { teamId: number; count: number }[],
  homeTeamId: number,
  awayTeamId: number,
): PickStat[] {
  const countOf = (teamId: number) => counts.find((c) => c.teamId === teamId)?.count ?? 0;
  const home = countOf(homeTeamId);
  const away = countOf(awayTeamId);
  const total = home + away;
  const pct = (n: number) => (total === 0 ? 0 : Math.round((100 * n) / total));
  return [
    { teamId: homeTeamId, count: home, percentage: pct(home) },
    { teamId: awayTeamId, count: away, percentage: pct(away) },
  ];
}

/** A game is open for picks while it is scheduled and its start is still ahead. */
export function isOpenForPicks(status: string, scheduledTime: Date, now: Date): boolean {
  return status === 'scheduled' && scheduledTime.getTime() > now.getTime();
}
