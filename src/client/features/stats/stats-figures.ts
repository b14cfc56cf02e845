import type { AdvancedStats } from '../../../shared/schemas/stats';

export interface HeatCell {
  day: string;
  picks: number;
  /** 0 (no pick) to 4 (the busiest days). */
  level: 0 | 1 | 2 | 3 | 4;
}

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The calendar heat map's weeks: columns of seven days (Sunday first) ending with the week of `today`,
 * each day shaded by its number of picks relative to the player's busiest day.
 */
export function heatMapWeeks(calendar: AdvancedStats['calendar'], today: string, weeks = 53): HeatCell[][] {
  const picksOn = new Map(calendar.map((d) => [d.day, d.picks]));
  const most = Math.max(1, ...calendar.map((d) => d.picks));
  const todayMs = Date.parse(`${today}T00:00:00Z`);
  const lastSunday = todayMs - new Date(todayMs).getUTCDay() * DAY_MS;
  const start = lastSunday - (weeks - 1) * 7 * DAY_MS;
  const columns: HeatCell[][] = [];
  for (let w = 0; w < weeks; w++) {
    const column: HeatCell[] = [];
    for (let d = 0; d < 7; d++) {
      const ms = start + (w * 7 + d) * DAY_MS;
      if (ms > todayMs) break;
      const day = isoDay(ms);
      const picks = picksOn.get(day) ?? 0;
      const level = picks === 0 ? 0 : (Math.min(4, Math.ceil((4 * picks) / most)) as HeatCell['level']);
      column.push({ day, picks, level });
    }
    columns.push(column);
  }
  return columns;
}

/** Sample figures for the blurred preview a free player sees: plausible, and never their own. */
export const SAMPLE_STATS: AdvancedStats = {
  byLeague: [
    { sport: 'NFL', wins: 24, losses: 12, pushes: 1, winRate: 65 },
    { sport: 'NBA', wins: 18, losses: 14, pushes: 0, winRate: 56 },
    { sport: 'MLB', wins: 11, losses: 9, pushes: 0, winRate: 55 },
    { sport: 'Premier League', wins: 7, losses: 3, pushes: 2, winRate: 58 },
  ],
  byWeekday: Array.from({ length: 7 }, (_, weekday) => ({
    weekday,
    wins: 5 + ((weekday * 3) % 7),
    losses: 3 + ((weekday * 2) % 4),
    pushes: weekday % 3 === 0 ? 1 : 0,
    winRate: 50 + ((weekday * 7) % 25),
  })),
  calendar: Array.from({ length: 60 }, (_, i) => ({
    day: isoDay(Date.UTC(2026, 8, 1) + i * 2 * DAY_MS),
    picks: 1 + (i % 3),
    wins: 1,
    losses: i % 3 === 2 ? 1 : 0,
    pushes: 0,
  })),
  bestTeams: [
    { teamId: 1, name: 'Kansas City Chiefs', abbreviation: 'KC', wins: 9, losses: 2, pushes: 0 },
    { teamId: 2, name: 'Boston Celtics', abbreviation: 'BOS', wins: 8, losses: 3, pushes: 0 },
  ],
  worstTeams: [
    { teamId: 3, name: 'New York Jets', abbreviation: 'NYJ', wins: 1, losses: 6, pushes: 0 },
    { teamId: 4, name: 'Chicago Bears', abbreviation: 'CHI', wins: 2, losses: 5, pushes: 1 },
  ],
  streakOverTime: Array.from({ length: 30 }, (_, i) => ({
    day: isoDay(Date.UTC(2026, 9, 1) + i * DAY_MS),
    streak: Math.round(6 * Math.sin(i / 4)),
  })),
};
