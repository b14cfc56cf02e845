import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../../shared/schemas/picks';
import { groupPicksByDay, historyRecord } from './group-by-day';

// Only the fields the grouping reads; the rest of an entry does not matter here.
const pick = (id: number, pickedAt: string, result: HistoryEntry['result'] = null) =>
  ({ id, pickedAt, result }) as HistoryEntry;

describe('groupPicksByDay', () => {
  it('groups by the calendar day of the given zone, newest day and newest pick first', () => {
    const picks = [
      pick(1, '2025-03-03T15:00:00Z'),
      pick(2, '2025-03-04T03:30:00Z'), // still March 3 in New York
      pick(3, '2025-03-04T18:00:00Z'),
    ];
    const days = groupPicksByDay(picks, 'America/New_York');
    expect(days.map((d) => [d.date, d.heading, d.picks.map((p) => p.id)])).toEqual([
      ['2025-03-04', 'Tuesday, March 4, 2025', [3]],
      ['2025-03-03', 'Monday, March 3, 2025', [2, 1]],
    ]);
    expect(groupPicksByDay(picks, 'UTC').map((d) => d.picks.map((p) => p.id))).toEqual([[3, 2], [1]]);
  });

  it('puts unreadable times last', () => {
    const days = groupPicksByDay([pick(1, 'garbage'), pick(2, '2025-03-03T15:00:00Z')], 'UTC');
    expect(days.map((d) => d.heading)).toEqual(['Monday, March 3, 2025', 'Unknown date']);
  });
});

describe('historyRecord', () => {
  it('reads W-L-P and the win rate over graded picks, pushes in, pending picks out', () => {
    const picks = [
      pick(1, '', 'win'),
      pick(2, '', 'loss'),
      pick(3, '', 'push'),
      pick(4, '', null),
      pick(5, '', 'win'),
    ];
    expect(historyRecord(picks)).toEqual({ wins: 2, losses: 1, pushes: 1, winRate: 50 });
    expect(historyRecord([])).toEqual({ wins: 0, losses: 0, pushes: 0, winRate: 0 });
  });
});
