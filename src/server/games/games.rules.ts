import { addDays, localDay } from '../../shared/periods';
import type { GameDay, PickStat } from '../../shared/schemas/games';
import { zonedTimeToInstant } from '../../shared/zoned-time';

/** The calendar day 'today' or 'tomorrow' in a time zone, as the instants [from, to). */
export function dayWindow(now: Date, timeZone: string, day: GameDay): { date: string; from: Date; to: Date } {
  const today = localDay(now, timeZone).date;
  const date = day === 'today' ? today : addDays(today, 1);
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
