import { describe, expect, it } from 'vitest';
import {
  createGame,
  createPick,
  createUsers,
  failure,
  setGameResult,
  sharedGradingDatabase,
} from '../../../../tests/support/grading/grading';
import {
  recomputedCheckpoints,
  storedCheckpoints,
  storedFigures,
} from '../../../../tests/support/grading/truth';
import { GRADING_MESSAGES } from '../../kernel/pick-result.rules';
import { gradeGame, listGrading, listGradingColumns } from './grading.service';

const t = sharedGradingDatabase();
const { complete, expectTruth } = t;

/** Two players and two games starting at `first` and `second`, nothing picked yet. */
async function annAndBob(first: string, second: string) {
  const [ann, bob] = await createUsers(t.db, 2);
  const g1 = await createGame(t.db, t.league, first);
  return { ann: ann!, bob: bob!, g1, g2: await createGame(t.db, t.league, second) };
}

describe('gradeGame', () => {
  it('grades the newest game in place, set-based, and keeps totals and standings true', async () => {
    const [ann, bob, cat] = await createUsers(t.db, 3);
    const g1 = await createGame(t.db, t.league, '2026-11-16T18:00:00Z');
    const g2 = await createGame(t.db, t.league, '2026-11-18T18:00:00Z');
    for (const u of [ann!, bob!, cat!]) await createPick(t.db, u, g1, t.league.home);
    await createPick(t.db, ann!, g2, t.league.home);
    await createPick(t.db, bob!, g2, t.league.away);
    expect((await complete(g1, t.league.home)).recomputedUserIds).toEqual([]);
    const second = await complete(g2, 'push');
    expect(second.recomputedUserIds).toEqual([]);
    // The game's grading is named, not listed; its list is every pick of the game with the outcome's result.
    expect(second.game).toMatchObject({ gameId: g2, outcome: { kind: 'push' }, picks: 2 });
    const listed = await listGrading(t.db, second);
    expect(listed.graded.map((g) => g.result)).toEqual(['push', 'push']);
    expect(listed.affectedUserIds.sort()).toEqual([ann, bob].sort());
    // As columns (what its events are made of): the same picks in the same order, no player changed besides.
    expect(await listGradingColumns(t.db, second)).toEqual({
      graded: {
        pickIds: listed.graded.map((g) => g.pickId),
        userIds: listed.graded.map((g) => g.userId),
        results: 'pp',
      },
      affectedUserIds: [],
    });
    const stored = await storedFigures(t.db);
    expect(stored.totals[ann!]).toMatchObject({
      currentStreak: 1,
      totalWins: 1,
      totalPicks: 2,
      winPercentage: 50,
    });
    expect(stored.standings.filter((s) => s.userId === ann)).toEqual([
      expect.objectContaining({ periodType: 'monthly', periodStart: '2026-11-01', picks: 2, peakStreak: 1 }),
      expect.objectContaining({ periodType: 'weekly', periodStart: '2026-11-16', wins: 1, pushes: 1 }),
    ]);
    await expectTruth();
  });

  it('is idempotent: a second call changes nothing', async () => {
    const users = await createUsers(t.db, 4);
    const game = await createGame(t.db, t.league, '2026-11-19T18:00:00Z');
    for (const [i, u] of users.entries())
      await createPick(t.db, u, game, i % 2 ? t.league.home : t.league.away);
    expect((await complete(game, t.league.away)).game?.picks).toBe(4);
    const before = await storedFigures(t.db);
    const gradedAt = () => t.db.selectFrom('games').select(['id', 'graded_at']).orderBy('id').execute();
    const firstGrading = await gradedAt();
    const again = await gradeGame(t.db, game);
    expect(again).toEqual({
      game: null,
      graded: [],
      affectedUserIds: [],
      recomputedUserIds: [],
      walked: 0,
      earned: [],
    });
    expect(await storedFigures(t.db)).toEqual(before);
    expect(await gradedAt()).toEqual(firstGrading);
  });

  it('re-grades a corrected score and walks only the records of the users whose picks changed', async () => {
    const { ann, bob, g1, g2 } = await annAndBob('2026-11-16T18:00:00Z', '2026-11-17T18:00:00Z');
    await createPick(t.db, ann!, g1, t.league.home);
    await createPick(t.db, bob!, g1, t.league.away);
    await createPick(t.db, ann!, g2, t.league.home);
    await complete(g1, t.league.home);
    await complete(g2, t.league.home);
    expect((await storedFigures(t.db)).totals[ann!]).toMatchObject({ currentStreak: 2, longestStreak: 2 });
    const fixed = await complete(g1, 'push');
    expect((await listGrading(t.db, fixed)).affectedUserIds.sort()).toEqual([ann, bob].sort());
    // Both walked from g1 on (ADR 0046), none recomputed from their first pick.
    expect(fixed).toMatchObject({ recomputedUserIds: [], walked: 2 });
    expect((await storedFigures(t.db)).totals[ann!]).toMatchObject({ currentStreak: 1, longestStreak: 1 });
    await expectTruth();
  });

  it('recomputes whole a player with no checkpoint (a database from before them) and keeps theirs from then on', async () => {
    const { ann, bob, g1, g2 } = await annAndBob('2026-11-18T18:00:00Z', '2026-11-19T18:00:00Z');
    for (const u of [ann!, bob!]) {
      await createPick(t.db, u, g1, t.league.home);
      await createPick(t.db, u, g2, t.league.home);
    }
    await complete(g1, t.league.home);
    await complete(g2, t.league.home);
    await t.db.deleteFrom('record_checkpoints').where('user_id', '=', ann!).execute();
    const fixed = await complete(g1, t.league.away);
    expect(fixed).toMatchObject({ recomputedUserIds: [ann], walked: 1 });
    expect(await storedCheckpoints(t.db)).toEqual(await recomputedCheckpoints(t.db));
    expect(await complete(g1, t.league.home)).toMatchObject({ recomputedUserIds: [], walked: 2 });
    await expectTruth();
  });

  it("writes a game's checkpoints at its first grading, over any stale one left at the game", async () => {
    const { ann, bob, g1, g2 } = await annAndBob('2026-11-18T18:00:00Z', '2026-11-19T18:00:00Z');
    for (const u of [ann, bob]) {
      await createPick(t.db, u, g1, t.league.home);
      await createPick(t.db, u, g2, t.league.home);
    }
    await complete(g1, t.league.home);
    // A row no grading of g2 wrote (its picks were never graded): the first grading overwrites it, one row a pick.
    await t.db
      .insertInto('record_checkpoints')
      .values({
        game_id: g2,
        user_id: ann,
        prev_game_id: null,
        streak: -7,
        longest: 0,
        week_peak: 0,
        month_peak: 0,
        comeback_armed: true,
      })
      .execute();
    expect(await complete(g2, t.league.home)).toMatchObject({ recomputedUserIds: [], walked: 0 });
    expect(await storedCheckpoints(t.db)).toEqual(await recomputedCheckpoints(t.db));
    await expectTruth();
  });

  it('walks a late grading of an earlier game only for users with later graded picks', async () => {
    const { ann, bob, g1: early, g2: late } = await annAndBob('2026-11-02T18:00:00Z', '2026-11-20T18:00:00Z');
    await createPick(t.db, ann!, early, t.league.away);
    await createPick(t.db, bob!, early, t.league.away);
    await createPick(t.db, ann!, late, t.league.home);
    await complete(late, t.league.home);
    const result = await complete(early, t.league.home);
    expect(result).toMatchObject({ recomputedUserIds: [], walked: 1 });
    expect((await storedFigures(t.db)).totals[ann!]).toMatchObject({ currentStreak: 1, longestStreak: 1 });
    await expectTruth();
  });

  it('orders games that start together by id, whichever is graded first', async () => {
    const [ann] = await createUsers(t.db, 1);
    const first = await createGame(t.db, t.league, '2026-11-18T18:00:00Z');
    const second = await createGame(t.db, t.league, '2026-11-18T18:00:00Z');
    await createPick(t.db, ann!, first, t.league.home);
    await createPick(t.db, ann!, second, t.league.home);
    await complete(second, t.league.away);
    expect(await complete(first, t.league.home)).toMatchObject({ recomputedUserIds: [], walked: 1 });
    expect((await storedFigures(t.db)).totals[ann!]).toMatchObject({ currentStreak: -1, longestStreak: 1 });
    await expectTruth();
  });

  it('leaves an unknown winner ungraded and clears a game that is no longer final', async () => {
    const [ann] = await createUsers(t.db, 1);
    const game = await createGame(t.db, t.league, '2026-11-19T18:00:00Z');
    await createPick(t.db, ann!, game, t.league.home);
    expect(await complete(game, null)).toMatchObject({ game: null, graded: [], affectedUserIds: [] });
    await complete(game, t.league.home);
    await t.db
      .updateTable('games')
      .set({ status: 'live', winner_team_id: null })
      .where('id', '=', game)
      .execute();
    expect((await gradeGame(t.db, game)).affectedUserIds).toEqual([ann]);
    expect((await storedFigures(t.db)).totals[ann!]?.totalPicks).toBe(0);
    await expectTruth();
  });

  // Two connections are needed to race: PostgreSQL only (the embedded database has one).
  it.runIf(process.env.DATABASE_URL)(
    'applies an outcome once when two gradings of the game race',
    async () => {
      const users = await createUsers(t.db, 3);
      const game = await createGame(t.db, t.league, '2026-11-19T18:00:00Z');
      for (const u of users) await createPick(t.db, u, game, t.league.home);
      await setGameResult(t.db, game, t.league.home);
      const first = await t.db.startTransaction().execute();
      expect((await gradeGame(first, game)).game?.picks).toBe(3);
      // The second waits for the grading lock the first holds, then finds the game graded.
      const second = gradeGame(t.db, game);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await first.commit().execute();
      expect(await second).toMatchObject({ game: null, graded: [] });
      expect((await storedFigures(t.db)).totals[users[0]!]).toMatchObject({ totalWins: 1, totalPicks: 1 });
      await expectTruth();
    },
  );

  it('answers 404 for a game that does not exist', async () => {
    expect(await failure(gradeGame(t.db, 999_999))).toEqual({
      code: 'NOT_FOUND',
      message: GRADING_MESSAGES.gameNotFound,
    });
  });

  it("rolls back with the caller's transaction", async () => {
    const [ann] = await createUsers(t.db, 1);
    const game = await createGame(t.db, t.league, '2026-11-19T18:00:00Z');
    await createPick(t.db, ann!, game, t.league.home);
    const boom = t.db.transaction().execute(async (trx) => {
      await setGameResult(trx, game, t.league.home);
      await gradeGame(trx, game);
      throw new Error('score entry failed later');
    });
    await expect(boom).rejects.toThrow('score entry failed later');
    const row = await t.db.selectFrom('games').select('graded_at').executeTakeFirstOrThrow();
    expect(row.graded_at).toBeNull();
    expect((await storedFigures(t.db)).totals[ann!]?.totalPicks).toBe(0);
  });
});
