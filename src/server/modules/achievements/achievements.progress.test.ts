import { describe, expect, it } from 'vitest';
import { firstUnlocks, ny, player, playRecord, unlocksOf } from '../../../../tests/support/achievements';
import { sportBeforeAll } from '../../../../tests/support/games';
import { sharedTestApp } from '../../../../tests/support/test-app';

const t = sharedTestApp();
const HOUR = 3_600_000;

const sport = sportBeforeAll(t);

describe('wins, runs and accuracy from real picks and grades', () => {
  it('unlocks each milestone at exactly its win, and participation at the 100th pick', async () => {
    const p = await player(t);
    const start = ny('2026-06-01', '09:00');
    const first99 = await playRecord(t, sport, [p], 'W'.repeat(99), start);
    expect(await unlocksOf(t, p.id)).not.toContain('participation_award');
    const last = await playRecord(t, sport, [p], 'W', new Date(start.getTime() + 99 * HOUR));
    expect(await unlocksOf(t, p.id)).toContain('participation_award');
    expect(firstUnlocks([...first99, ...last])).toEqual({
      rookie_star: 1,
      // Alone on that week's board: first from the first graded pick.
      'weekly_champion@2026-06': 1,
      podium_finish: 1,
      first_five: 5,
      'hot_streak@2026-06': 5,
      perfect_week: 7,
      double_digits: 10,
      on_fire: 10,
      'accuracy_master@2026-06': 10,
      unstoppable: 15,
      sniper: 20,
      quarter_century: 25,
      half_century: 50,
      century_club: 100,
    });
  }, 90_000); // 100 gradings, each followed by its effects (the live events, the awarding)

  it('sniper needs 90% of 20 or more graded picks', async () => {
    const p = await player(t);
    const missed = firstUnlocks(await playRecord(t, sport, [p], 'LLLWWWWWWWWWWWWWWWW', ny('2026-06-15')));
    expect(missed.sniper).toBeUndefined();
    const more = await playRecord(t, sport, [p], 'WWWWWWWWWW', ny('2026-06-16'));
    // After 3 losses: 25 of 28 is 89%; 26 of 29 rounds to 90% at the 29th pick.
    expect(firstUnlocks(more).sniper).toBe(10);
  });

  it('hot_streak: 5 in a row in October, again in November, and both stay', async () => {
    const p = await player(t);
    const october = firstUnlocks(await playRecord(t, sport, [p], 'WWWWLWWWWW', ny('2026-10-06')));
    expect(october['hot_streak@2026-10']).toBe(10);
    const november = firstUnlocks(await playRecord(t, sport, [p], 'LWWWWW', ny('2026-11-03')));
    expect(november['hot_streak@2026-11']).toBe(6);
    const hot = (await unlocksOf(t, p.id)).filter((u) => u.startsWith('hot_streak'));
    expect(hot).toEqual(['hot_streak@2026-10', 'hot_streak@2026-11']);
    expect((await unlocksOf(t, p.id)).filter((u) => u.startsWith('on_fire'))).toEqual([]);
  });

  it('accuracy_master: 80% of 10+ graded picks in September, again in October', async () => {
    const p = await player(t);
    const september = firstUnlocks(await playRecord(t, sport, [p], 'WWWWWWWWLL', ny('2026-09-08')));
    expect(september['accuracy_master@2026-09']).toBe(10);
    const october = firstUnlocks(await playRecord(t, sport, [p], 'LLLWWWWWWWWW', ny('2026-10-13')));
    // 7 of 10, 8 of 11 and 9 of 12 fall short.
    expect(october['accuracy_master@2026-10']).toBeUndefined();
    const more = firstUnlocks(await playRecord(t, sport, [p], 'WWW', ny('2026-10-14')));
    // 11 of 14 rounds to 79%; 12 of 15 is 80%.
    expect(more['accuracy_master@2026-10']).toBe(3);
    expect((await unlocksOf(t, p.id)).filter((u) => u.startsWith('accuracy'))).toEqual([
      'accuracy_master@2026-09',
      'accuracy_master@2026-10',
    ]);
  });

  it('perfect_week: 7 wins and no loss in one week; a push does not spoil it', async () => {
    const perfect = await player(t);
    const pushWeek = firstUnlocks(await playRecord(t, sport, [perfect], 'WWWWWWPW', ny('2026-07-07')));
    expect(pushWeek.perfect_week).toBe(8);
    const spoiled = await player(t);
    await playRecord(t, sport, [spoiled], 'WWWLWWWWWWW', ny('2026-07-14'));
    expect(await unlocksOf(t, spoiled.id)).not.toContain('perfect_week');
    // Four wins on Sunday evening, three on Monday: two weeks of New York.
    const split = await player(t);
    await playRecord(t, sport, [split], 'WWWW', ny('2026-07-26', '20:00'));
    await playRecord(t, sport, [split], 'WWW', ny('2026-07-27', '00:00'));
    expect(await unlocksOf(t, split.id)).not.toContain('perfect_week');
  });
});
