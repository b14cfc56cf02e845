import { describe, expect, it } from 'vitest';
import { heatMapWeeks } from './stats-figures';

describe('the calendar heat map', () => {
  it('ends with the week of today, Sunday first, shaded against the busiest day', () => {
    // 2026-11-25 is a Wednesday.
    const weeks = heatMapWeeks(
      [
        { day: '2026-11-25', picks: 4, wins: 2, losses: 2, pushes: 0 },
        { day: '2026-11-23', picks: 1, wins: 1, losses: 0, pushes: 0 },
      ],
      '2026-11-25',
      2,
    );
    expect(weeks).toHaveLength(2);
    expect(weeks[0]?.[0]?.day).toBe('2026-11-15');
    const last = weeks[1] ?? [];
    expect(last.map((c) => c.day)).toEqual(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25']);
    expect(last.map((c) => c.level)).toEqual([0, 1, 0, 4]);
  });
});
