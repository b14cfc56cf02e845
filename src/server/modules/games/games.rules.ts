import type { PickStat } from '../../../shared/schemas/games';

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
