import { describe, expect, it } from 'vitest';
import {
  finish,
  firstUnlocks,
  moveGame,
  ny,
  openGame,
  type Player,
  pick,
  player,
  playRecord,
  unlocksOf,
} from '../../../../tests/support/achievements';
import { sportBeforeAll } from '../../../../tests/support/games';
import { sharedTestApp } from '../../../../tests/support/test-app';
import { snapshotWeeklyRanks, weeklyRankSnapshotJob } from './achievements.jobs';
import { insertUnlocks } from './achievements.repo';

const t = sharedTestApp();

const sport = sportBeforeAll(t);

/** One game at `at` where each player picks a side; the home side wins. */
async function homeWins(at: Date, sides: [Player, 'home' | 'away'][]) {
  const game = await openGame(t, sport);
  for (const [p, side] of sides)
    await pick(t, p, game.id, side === 'home' ? game.home_team_id : game.away_team_id);
  await moveGame(t, game.id, at);
  return finish(t, game.id, 'home');
}

const ranksOn = (date: string) =>
  t.deps.db
    .selectFrom('weekly_rank_snapshots')
    .select(['user_id', 'rank'])
    .where('snapshot_date', '=', date)
    .orderBy('user_id')
    .execute();

describe('the weekly board', () => {
  it('podium_finish at rank 3, not 4; weekly_champion at rank 1, again in another month', async () => {
    // Peaks of 5, 4 and 3 in the week of August 3 take ranks 1 to 3 before the others play.
    for (const [n, day] of [
      [5, '2026-08-04'],
      [4, '2026-08-05'],
      [3, '2026-08-06'],
    ] as const) {
      await playRecord(t, sport, [await player(t)], 'W'.repeat(n), ny(day, '09:00'));
    }
    const fourth = await player(t);
    await playRecord(t, sport, [fourth], 'W', ny('2026-08-07', '09:00'));
    expect((await unlocksOf(t, fourth.id)).filter((u) => /podium|champion/.test(u))).toEqual([]);

    const climber = await player(t);
    const climb = firstUnlocks(await playRecord(t, sport, [climber], 'WWWWW', ny('2026-08-08', '09:00')));
    // Peak 2 is rank 4 behind 5, 4 and 3; peak 3 ties rank 3; peak 5 ties the leader.
    expect(climb).toMatchObject({ podium_finish: 3, 'weekly_champion@2026-08': 5 });

    await playRecord(t, sport, [climber], 'W', ny('2026-09-08'));
    expect((await unlocksOf(t, climber.id)).filter((u) => /podium|champion/.test(u))).toEqual([
      'podium_finish',
      'weekly_champion@2026-08',
      'weekly_champion@2026-09',
    ]);
  });

  it('dark_horse: from rank 12 at the end of Tuesday to rank 1 on Wednesday', async () => {
    const field = await Promise.all(Array.from({ length: 11 }, () => player(t)));
    const horse = await player(t);
    await homeWins(ny('2026-08-18', '19:00'), [
      ...field.map((p) => [p, 'home'] as [Player, 'home']),
      [horse, 'away'],
    ]);
    // The nightly job, just after midnight in New York, records Tuesday's ranks.
    expect(await snapshotWeeklyRanks(t.deps.db, ny('2026-08-19', '00:00'))).toBe(12);
    const tuesday = await ranksOn('2026-08-18');
    expect(tuesday.find((r) => r.user_id === horse.id)?.rank).toBe(12);
    expect(tuesday.filter((r) => r.rank === 1)).toHaveLength(11);

    const wednesday = await homeWins(ny('2026-08-19', '19:00'), [
      ...field.map((p) => [p, 'away'] as [Player, 'away']),
      [horse, 'home'],
    ]);
    expect(wednesday.unlocked.filter((u) => u.type === 'dark_horse').map((u) => u.userId)).toEqual([
      horse.id,
    ]);
    expect(await unlocksOf(t, horse.id)).toContain('dark_horse');
  });

  it('a player who was not on the board the day before does not count as a jump', async () => {
    const field = await Promise.all(Array.from({ length: 11 }, () => player(t)));
    await homeWins(
      ny('2026-08-25', '19:00'),
      field.map((p) => [p, 'away'] as [Player, 'away']),
    );
    await snapshotWeeklyRanks(t.deps.db, ny('2026-08-26', '00:00'));
    const newcomer = await player(t);
    const done = await homeWins(ny('2026-08-26', '19:00'), [[newcomer, 'home']]);
    expect(done.unlocked.map((u) => u.type)).toEqual(
      expect.arrayContaining(['weekly_champion', 'podium_finish']),
    );
    expect(await unlocksOf(t, newcomer.id)).not.toContain('dark_horse');
  });
});

describe('recording unlocks', () => {
  it('leaves out those held already, without taking ids for them, and returns only the new ones', async () => {
    const [a, b] = [await player(t), await player(t)];
    const at = ny('2026-09-01');
    const first = await insertUnlocks(
      t.deps.db,
      [{ userId: a.id, type: 'dark_horse', period: '2026-09' }],
      at,
    );
    expect(first).toMatchObject([{ user_id: a.id, type: 'dark_horse', period: '2026-09' }]);
    // A grading re-earns a's monthly unlock and earns b's: one row, with the next id.
    const again = await insertUnlocks(
      t.deps.db,
      [
        { userId: a.id, type: 'dark_horse', period: '2026-09' },
        { userId: b.id, type: 'dark_horse', period: '2026-09' },
      ],
      at,
    );
    expect(again.map((r) => r.user_id)).toEqual([b.id]);
    const ids = await t.deps.db
      .selectFrom('achievement_unlocks')
      .select('id')
      .where('user_id', 'in', [a.id, b.id])
      .orderBy('id')
      .execute();
    expect(ids.length).toBe(2);
    expect(ids[1]!.id - ids[0]!.id).toBe(1);
  });
});

describe('the nightly rank snapshot', () => {
  it('records the ended day once, with tied ranks shared, and leaves a recorded day alone', async () => {
    const [a, b, c] = [await player(t), await player(t), await player(t)];
    await homeWins(ny('2026-09-15', '10:00'), [
      [a, 'home'],
      [b, 'home'],
      [c, 'away'],
    ]);
    expect(await snapshotWeeklyRanks(t.deps.db, ny('2026-09-16', '00:01'))).toBe(3);
    await homeWins(ny('2026-09-15', '11:00'), [[c, 'home']]);
    expect(await snapshotWeeklyRanks(t.deps.db, ny('2026-09-16', '06:00'))).toBe(0);
    expect((await ranksOn('2026-09-15')).map((r) => r.rank)).toEqual([1, 1, 3]);
  });

  it('runs as a scheduled job on the database clock', async () => {
    await expect(weeklyRankSnapshotJob.run(t.deps.db)).resolves.toBeTypeOf('number');
  });
});
