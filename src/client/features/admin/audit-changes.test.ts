import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-changes';

describe('the changes an audit entry shows', () => {
  it('lists only the fields that differ, new fields without an arrow', () => {
    expect(
      auditChanges(
        { homeScore: 17, awayScore: 24, status: 'completed' },
        { homeScore: 24, awayScore: 24, status: 'completed', forced: true },
      ),
    ).toEqual(['homeScore: 17 → 24', 'forced: true']);
  });

  it('reads a missing side as none, and nothing as no lines', () => {
    expect(auditChanges({ picks: 2, notes: null }, null)).toEqual(['picks: 2 → none']);
    expect(auditChanges(null, null)).toEqual([]);
    expect(auditChanges({ teams: [1] }, { teams: [1, 2] })).toEqual(['teams: [1] → [1,2]']);
  });
});
