import type { AdvancedStats } from '../../../shared/schemas/stats';
import { nextStreak, type PickResult, winPercentage } from '../../kernel/record.rules';

/** One pick as the stats read it: its game's local day and weekday, the picked team, its result (null: pending). */
export interface StatsPick {
  sport: string;
  teamId: number;
  teamName: string;
  abbreviation: string | null;
  result: PickResult | null;
  /** The game's day in the player's zone, 'YYYY-MM-DD'. */
  day: string;
  /** 0 = Sunday, in the player's zone. */
  weekday: number;
}

interface Tally {
  wins: number;
  losses: number;
  pushes: number;
}

const TEAMS_SHOWN = 5;
const empty = (): Tally => ({ wins: 0, losses: 0, pushes: 0 });

function add(tally: Tally, result: PickResult | null): void {
  if (result === 'win') tally.wins += 1;
  else if (result === 'loss') tally.losses += 1;
  else if (result === 'push') tally.pushes += 1;
}

/** The shown win rate (the same as every record's): pushes count as graded picks; null before any. */
export function statsWinRate(t: Tally): number | null {
  const graded = t.wins + t.losses + t.pushes;
  return graded === 0 ? null : winPercentage(t.wins, graded);
}

function tallyBy<K>(picks: readonly StatsPick[], key: (p: StatsPick) => K): Map<K, Tally> {
  const tallies = new Map<K, Tally>();
  for (const p of picks) {
    const t = tallies.get(key(p)) ?? empty();
    tallies.set(key(p), t);
    add(t, p.result);
  }
  return tallies;
}

/**
 * A player's advanced stats from every pick in record order (game time, then game id). The calendar and the
 * streak line cover the days from `since` to `today`; the streak itself runs over the whole record.
 */
export function summarizeStats(picks: readonly StatsPick[], since: string, today: string): AdvancedStats {
  const byLeague = [...tallyBy(picks, (p) => p.sport)]
    .map(([sport, t]) => ({ sport, ...t, winRate: statsWinRate(t) }))
    .sort((a, b) => a.sport.localeCompare(b.sport));
  const weekdays = tallyBy(picks, (p) => p.weekday);
  const byWeekday = [0, 1, 2, 3, 4, 5, 6].map((weekday) => {
    const t = weekdays.get(weekday) ?? empty();
    return { weekday, ...t, winRate: statsWinRate(t) };
  });

  const shown = (day: string) => day >= since && day <= today;
  const calendar = new Map<string, { day: string; picks: number } & Tally>();
  const streaks = new Map<string, number>();
  let streak = 0;
  for (const p of picks) {
    if (p.result !== null) {
      streak = nextStreak(streak, p.result);
      if (shown(p.day)) streaks.set(p.day, streak);
    }
    if (!shown(p.day)) continue;
    const c = calendar.get(p.day) ?? { day: p.day, picks: 0, ...empty() };
    calendar.set(p.day, c);
    c.picks += 1;
    add(c, p.result);
  }

  const named = new Map(picks.map((p) => [p.teamId, p]));
  const teams = [...tallyBy(picks, (p) => p.teamId)].map(([teamId, t]) => {
    const p = named.get(teamId)!;
    return { teamId, name: p.teamName, abbreviation: p.abbreviation, ...t };
  });
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return {
    byLeague,
    byWeekday,
    calendar: [...calendar.values()].sort((a, b) => a.day.localeCompare(b.day)),
    bestTeams: teams
      .filter((t) => t.wins > 0)
      .sort((a, b) => b.wins - a.wins || a.losses - b.losses || byName(a, b))
      .slice(0, TEAMS_SHOWN),
    worstTeams: teams
      .filter((t) => t.losses > 0)
      .sort((a, b) => b.losses - a.losses || a.wins - b.wins || byName(a, b))
      .slice(0, TEAMS_SHOWN),
    streakOverTime: [...streaks]
      .map(([day, s]) => ({ day, streak: s }))
      .sort((a, b) => a.day.localeCompare(b.day)),
  };
}
