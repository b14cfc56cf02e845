import { describe, expect, it } from 'vitest';
import {
  createGame,
  createPick,
  createUsers,
  failure,
  sharedGradingDatabase,
} from '../../../../tests/support/grading/grading';
import { storedFigures } from '../../../../tests/support/grading/truth';
import { GRADING_MESSAGES } from '../../kernel/pick-result.rules';
import { removeGame } from '../../workflows/game-admin.service';
import { gradeGame, gradePickManually, ungradeGame } from './grading.service';
import { recomputeAllUsers, recomputeUsers } from './recompute.service';

// Admin operations: grading a pick by hand, deleting or reopening a game, "Fix User Streaks".
const t = sharedGradingDatabase();
const { complete, expectTruth } = t;

describe('gradePickManually', () => {
  it('grades and re-grades a pick of a game with an unknown winner like automatic grading', async () => {
    const [ann] = await createUsers(t.db, 1);
    const g1 = await createGame(t.db, t.league, '2026-11-16T18:00:00Z');
    const g2 = await createGame(t.db, t.league, '2026-11-17T18:00:00Z');
    const p1 = await createPick(t.db, ann!, g1, t.league.home);
    await createPick(t.db, ann!, g2, t.league.home);
    await complete(g1, null);
    await complete(g2, t.league.home);
    // Walked from g1 on (its checkpoint was kept when g2 was graded), not recomputed whole.
    expect(await gradePickManually(t.db, p1, 'win', t.now)).toMatchObject({
      recomputedUserIds: [],
      walked: 1,
    });
    expect((await storedFigures(t.db)).totals[ann!]).toMatchObject({ currentStreak: 2, totalWins: 2 });
    await gradePickManually(t.db, p1, 'loss', t.now);
    expect(await gradePickManually(t.db, p1, 'loss', t.now)).toMatchObject({ game: null, graded: [] });
    await expectTruth();
  });

  it('refuses picks it may not grade with a 4xx and changes nothing', async () => {
    const [ann] = await createUsers(t.db, 1);
    const open = await createGame(t.db, t.league, '2026-11-16T18:00:00Z');
    const final = await createGame(t.db, t.league, '2026-11-17T18:00:00Z');
    const openPick = await createPick(t.db, ann!, open, t.league.home);
    const finalPick = await createPick(t.db, ann!, final, t.league.home);
    await complete(final, t.league.away);
    const before = await storedFigures(t.db);
    expect(await failure(gradePickManually(t.db, openPick, 'win', t.now))).toEqual({
      code: 'CONFLICT',
      message: GRADING_MESSAGES.gameNotCompleted,
    });
    expect(await failure(gradePickManually(t.db, finalPick, 'win', t.now))).toEqual({
      code: 'CONFLICT',
      message: GRADING_MESSAGES.gameHasResult,
    });
    expect((await failure(gradePickManually(t.db, 999_999, 'win', t.now))).code).toBe('NOT_FOUND');
    expect((await failure(gradePickManually(t.db, finalPick, 'draw' as 'win', t.now))).code).toBe(
      'BAD_REQUEST',
    );
    expect(await storedFigures(t.db)).toEqual(before);
  });
});

describe('removing and ungrading games', () => {
  it('leaves every figure as if a deleted game never existed', async () => {
    const [ann, bob] = await createUsers(t.db, 2);
    const g1 = await createGame(t.db, t.league, '2026-11-16T18:00:00Z');
    const g2 = await createGame(t.db, t.league, '2026-11-17T18:00:00Z');
    await createPick(t.db, ann!, g1, t.league.home);
    await createPick(t.db, ann!, g2, t.league.home);
    await createPick(t.db, bob!, g2, t.league.away);
    await complete(g1, t.league.home);
    const beforeSecond = await storedFigures(t.db);
    await complete(g2, t.league.home);
    expect((await removeGame(t.db, g2)).affectedUserIds.sort()).toEqual([ann, bob].sort());
    expect(await storedFigures(t.db)).toEqual(beforeSecond);
    expect(await t.db.selectFrom('picks').select('id').where('game_id', '=', g2).execute()).toEqual([]);
    expect((await failure(removeGame(t.db, g2))).code).toBe('NOT_FOUND');
  });

  it('ungrades a game, and grading it again restores the figures', async () => {
    const [ann] = await createUsers(t.db, 1);
    const game = await createGame(t.db, t.league, '2026-11-19T18:00:00Z');
    await createPick(t.db, ann!, game, t.league.home);
    await complete(game, t.league.home);
    const graded = await storedFigures(t.db);
    expect(await ungradeGame(t.db, game)).toEqual({ affectedUserIds: [ann] });
    expect((await storedFigures(t.db)).totals[ann!]?.totalPicks).toBe(0);
    await expectTruth();
    await gradeGame(t.db, game);
    expect(await storedFigures(t.db)).toEqual(graded);
  });
});

describe('recompute', () => {
  it('repairs broken figures for some or all users and counts them', async () => {
    const users = await createUsers(t.db, 3);
    const game = await createGame(t.db, t.league, '2026-11-19T18:00:00Z');
    for (const u of users) await createPick(t.db, u, game, t.league.home);
    await complete(game, t.league.home);
    const truth = await storedFigures(t.db);
    await t.db
      .updateTable('standings')
      .set({
        current_streak: 9,
        longest_streak: 9,
        total_wins: 5,
        total_picks: 5,
        week_start: null,
        week_picks: 0,
      })
      .set({ week_wins: 0, week_peak: 0 })
      .execute();
    expect(await recomputeUsers(t.db, [users[0]!, users[0]!, 999_999])).toEqual({ processedUsers: 1 });
    expect((await storedFigures(t.db)).totals[users[0]!]).toEqual(truth.totals[users[0]!]);
    expect(await recomputeAllUsers(t.db)).toEqual({ processedUsers: 3 });
    expect(await storedFigures(t.db)).toEqual(truth);
  });
});
