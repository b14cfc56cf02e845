import { describe, expect, it } from 'vitest';
import type { Game } from '../../../shared/schemas/games';
import { scoreChanges } from './score-changes';

const game = (id: number, away: number | null, home: number | null, picked = true) =>
  ({
    id,
    awayScore: away,
    homeScore: home,
    awayTeam: { name: `Away ${id}` },
    homeTeam: { name: `Home ${id}` },
    userPick: picked ? { selectedTeamId: 1 } : null,
  }) as unknown as Game;

describe('scoreChanges', () => {
  it('remembers a picked game seen for the first time without announcing it', () => {
    const { changes, next } = scoreChanges(new Map(), [game(1, 0, 0)]);
    expect(changes).toEqual([]);
    expect(next.get(1)).toBe('0-0');
  });

  it('announces a picked game whose score moved, with both teams', () => {
    const { changes } = scoreChanges(new Map([[1, '0-0']]), [game(1, 0, 7)]);
    expect(changes).toEqual([
      { gameId: 1, away: { team: 'Away 1', score: 0 }, home: { team: 'Home 1', score: 7 } },
    ]);
  });

  it('says nothing of an unchanged score, a game not picked, or one not started', () => {
    const seen = new Map([
      [1, '3-1'],
      [2, '0-0'],
    ]);
    const { changes, next } = scoreChanges(seen, [game(1, 3, 1), game(2, 1, 0, false), game(3, null, null)]);
    expect(changes).toEqual([]);
    expect(next.get(2)).toBe('0-0');
    expect(next.get(3)).toBe('none');
  });

  it('announces the first score of a picked game seen before it had one', () => {
    const { changes } = scoreChanges(new Map([[1, 'none']]), [game(1, 1, 3)]);
    expect(changes.map((c) => c.gameId)).toEqual([1]);
  });
});
