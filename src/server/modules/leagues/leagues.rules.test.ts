import { describe, expect, it } from 'vitest';
import { LEAGUE_MESSAGES } from '../../../shared/schemas/leagues';
import {
  CODE_ALPHABET,
  checkLeagueName,
  createProblem,
  inviteCodeFrom,
  joinProblem,
  normalizeCode,
  rankMemory,
} from './leagues.rules';

describe('league rules', () => {
  it('codes use 32 symbols, each byte giving one', () => {
    expect(new Set(CODE_ALPHABET).size).toBe(32);
    expect(inviteCodeFrom(new Uint8Array(12).fill(0))).toBe('000000000000');
    expect(inviteCodeFrom(Uint8Array.from([31, 32, 63, 255, 1, 2, 3, 4, 5, 6, 7, 8]))).toBe('Z0ZZ12345678');
    expect(() => inviteCodeFrom(new Uint8Array(5))).toThrow();
  });

  it('typed codes are read in any case, with spaces and dashes, and I, L, O as 1, 1, 0', () => {
    expect(normalizeCode(' abcd-efgh-jk0m ')).toBe('ABCDEFGHJK0M');
    expect(normalizeCode('ilo0ilo0ilo0')).toBe('110011001100');
    expect(normalizeCode('ABCDEFGHJKU0')).toBeNull();
    expect(normalizeCode('short')).toBeNull();
    expect(normalizeCode('')).toBeNull();
  });

  it('names are trimmed, 3 to 40 characters, without control characters', () => {
    expect(checkLeagueName('  Pool  ')).toEqual({ name: 'Pool' });
    expect(checkLeagueName('ab')).toEqual({ problem: LEAGUE_MESSAGES.nameLength });
    expect(checkLeagueName('é'.repeat(40))).toEqual({ name: 'é'.repeat(40) });
    expect(checkLeagueName('a'.repeat(41))).toEqual({ problem: LEAGUE_MESSAGES.nameLength });
    expect(checkLeagueName('a\u0007bc')).toEqual({ problem: LEAGUE_MESSAGES.nameControl });
  });

  it('free players create up to 3 and join up to 5; premium players create up to 10 and join up to 50', () => {
    expect(createProblem('free', 0, 0)).toBeNull();
    expect(createProblem('free', 2, 4)).toBeNull();
    expect(createProblem('free', 3, 3)).toBe(LEAGUE_MESSAGES.ownedLimitFree);
    expect(createProblem('free', 1, 5)).toBe(LEAGUE_MESSAGES.joinedLimitFree);
    expect(createProblem('premium', 9, 0)).toBeNull();
    expect(createProblem('premium', 10, 10)).toBe(LEAGUE_MESSAGES.ownedLimit);
    expect(createProblem('premium', 0, 50)).toBe(LEAGUE_MESSAGES.joinedLimitPremium);
    expect(joinProblem('free', 4)).toBeNull();
    expect(joinProblem('free', 5)).toBe(LEAGUE_MESSAGES.joinedLimitFree);
    expect(joinProblem('premium', 49)).toBeNull();
    expect(joinProblem('premium', 50)).toBe(LEAGUE_MESSAGES.joinedLimitPremium);
  });

  it('remember the rank shown on an earlier day for the change', () => {
    const none = { rankDay: null, rankOnDay: null, rankBefore: null };
    const first = rankMemory(none, '2026-11-20', 4);
    expect(first).toEqual({ rankDay: '2026-11-20', rankOnDay: 4, rankBefore: null, change: null });
    const sameDay = rankMemory(first, '2026-11-20', 3);
    expect(sameDay.change).toBeNull();
    const nextDay = rankMemory(sameDay, '2026-11-21', 1);
    expect(nextDay).toEqual({ rankDay: '2026-11-21', rankOnDay: 1, rankBefore: 3, change: 2 });
    expect(rankMemory(nextDay, '2026-11-21', 5).change).toBe(-2);
    expect(rankMemory(nextDay, '2026-11-23', null).change).toBeNull();
  });
});
