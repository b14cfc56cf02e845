import { describe, expect, it } from 'vitest';
import { type StatsPick, statsWinRate, summarizeStats } from './stats.rules';

const pick = (over: Partial<StatsPick>): StatsPick => ({
  sport: 'NFL',
  teamId: 1,
  teamName: 'Eagles',
  abbreviation: 'PHI',
  result: 'win',
  day: '2026-11-20',
  weekday: 5,
  ...over,
});

describe('advanced stats', () => {
  it('counts pushes as graded picks in the win rate, and gives none before a graded pick', () => {
    expect(statsWinRate({ wins: 80, losses: 30, pushes: 10 })).toBe(67);
    expect(statsWinRate({ wins: 0, losses: 0, pushes: 0 })).toBeNull();
  });

  it('tallies leagues and all seven weekdays; a pending pick counts on the calendar only', () => {
    const stats = summarizeStats(
      [
        pick({ result: 'win' }),
        pick({ result: 'loss', sport: 'NBA', weekday: 0, day: '2026-11-22' }),
        pick({ result: 'push', day: '2026-11-22', weekday: 0 }),
        pick({ result: null, day: '2026-11-22', weekday: 0 }),
      ],
      '2025-11-23',
      '2026-11-22',
    );
    expect(stats.byLeague).toEqual([
      { sport: 'NBA', wins: 0, losses: 1, pushes: 0, winRate: 0 },
      { sport: 'NFL', wins: 1, losses: 0, pushes: 1, winRate: 50 },
    ]);
    expect(stats.byWeekday).toHaveLength(7);
    expect(stats.byWeekday[0]).toEqual({ weekday: 0, wins: 0, losses: 1, pushes: 1, winRate: 0 });
    expect(stats.byWeekday[5]).toEqual({ weekday: 5, wins: 1, losses: 0, pushes: 0, winRate: 100 });
    expect(stats.byWeekday[3]!.winRate).toBeNull();
    expect(stats.calendar).toEqual([
      { day: '2026-11-20', picks: 1, wins: 1, losses: 0, pushes: 0 },
      { day: '2026-11-22', picks: 3, wins: 0, losses: 1, pushes: 1 },
    ]);
  });

  it("keeps the streak over the whole record but shows only the window's days", () => {
    const stats = summarizeStats(
      [
        pick({ day: '2025-01-01' }),
        pick({ day: '2025-01-02' }),
        pick({ day: '2026-11-20' }),
        pick({ day: '2026-11-20', result: 'loss' }),
        pick({ day: '2026-11-21', result: 'push' }),
        pick({ day: '2026-11-23' }),
      ],
      '2025-11-23',
      '2026-11-22',
    );
    expect(stats.streakOverTime).toEqual([
      { day: '2026-11-20', streak: -1 },
      { day: '2026-11-21', streak: -1 },
    ]);
    expect(stats.calendar.map((c) => c.day)).toEqual(['2026-11-20', '2026-11-21']);
  });

  it('ranks up to five best teams by wins and five worst by losses, ties by the other figure, then name', () => {
    const picks: StatsPick[] = [];
    const team = (teamId: number, wins: number, losses: number) => {
      for (let i = 0; i < wins; i += 1) picks.push(pick({ teamId, teamName: `T${teamId}`, result: 'win' }));
      for (let i = 0; i < losses; i += 1)
        picks.push(pick({ teamId, teamName: `T${teamId}`, result: 'loss' }));
    };
    team(1, 5, 0);
    team(2, 3, 2);
    team(3, 3, 1);
    team(4, 1, 4);
    team(5, 1, 1);
    team(6, 1, 1);
    team(7, 0, 1);
    const stats = summarizeStats(picks, '2025-11-23', '2026-11-22');
    expect(stats.bestTeams.map((t) => t.teamId)).toEqual([1, 3, 2, 5, 6]);
    expect(stats.worstTeams.map((t) => t.teamId)).toEqual([4, 2, 7, 5, 6]);
    expect(stats.bestTeams[0]).toEqual({
      teamId: 1,
      name: 'T1',
      abbreviation: 'PHI',
      wins: 5,
      losses: 0,
      pushes: 0,
    });
  });
});
