import { describe, expect, it } from 'vitest';
import {
  firstUnlocks,
  ny,
  player,
  playRecord,
  unlocksOf,
  withNewUnlocks,
} from '../../../../tests/support/achievements';
import { sportBeforeAll } from '../../../../tests/support/games';
import { sharedTestApp } from '../../../../tests/support/test-app';
import { completeGame } from '../../workflows/score-entry.service';

const t = sharedTestApp();

const sport = sportBeforeAll(t);

const LOSING = ['learning_curve', 'conspiracy_theorist', 'opposite_day', 'unlucky_charm', 'comeback_kid'];
const pickOut = (first: Record<string, number>) =>
  Object.fromEntries(Object.entries(first).filter(([type]) => LOSING.includes(type)));

describe('losing runs and comebacks from real picks and grades', () => {
  it('a 10-win streak broken, 15 wrong in a row, then 5 right: each at exactly its game', async () => {
    const p = await player(t);
    const record = `${'W'.repeat(10)}${'L'.repeat(15)}${'W'.repeat(5)}`;
    const first = firstUnlocks(await playRecord(t, sport, [p], record, ny('2026-05-04', '08:00')));
    expect(pickOut(first)).toEqual({
      unlucky_charm: 11,
      learning_curve: 15,
      conspiracy_theorist: 20,
      opposite_day: 25,
      comeback_kid: 30,
    });
  });

  it('stops short one pick before every threshold', async () => {
    const p = await player(t);
    // 9 wins then a loss; 4 losses, a win; 4 losses then 5 wins (a comeback needs 5 losses first).
    await playRecord(t, sport, [p], `${'W'.repeat(9)}LLLLWLLLLWWWWW`, ny('2026-05-11', '08:00'));
    const held = await unlocksOf(t, p.id);
    for (const type of LOSING) expect(held).not.toContain(type);
  });

  it('a push neither extends nor breaks a run', async () => {
    const p = await player(t);
    const first = firstUnlocks(
      await playRecord(
        t,
        sport,
        [p],
        `${'W'.repeat(10)}PL${'L'.repeat(3)}PLPWWWWPW`,
        ny('2026-05-18', '08:00'),
      ),
    );
    expect(pickOut(first)).toEqual({ unlucky_charm: 12, learning_curve: 17, comeback_kid: 24 });
  });

  it('awards nothing twice: grading the same game again unlocks nothing new', async () => {
    const p = await player(t);
    await playRecord(t, sport, [p], 'LLLLL', ny('2026-05-25', '08:00'));
    expect(await unlocksOf(t, p.id)).toContain('learning_curve');
    const lastGame = await t.deps.db
      .selectFrom('picks')
      .select('game_id')
      .where('user_id', '=', p.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const again = await withNewUnlocks(t, () =>
      completeGame(t.deps, lastGame.game_id, { homeScore: 0, awayScore: 2, winner: 'away' }),
    );
    expect(again.unlocked).toEqual([]);
    const rows = await t.deps.db
      .selectFrom('achievement_unlocks')
      .select('type')
      .where('user_id', '=', p.id)
      .where('type', '=', 'learning_curve')
      .execute();
    expect(rows).toHaveLength(1);
  });
});
