import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { moveGame, openGame, pick, player, withNewUnlocks } from '../../../tests/support/achievements';
import { account } from '../../../tests/support/calls';
import { picksWithResults, sportBeforeAll } from '../../../tests/support/games';
import { sharedTestApp } from '../../../tests/support/test-app';
import { completeGame, enterScore } from './score-entry.service';

const t = sharedTestApp();

const sport = sportBeforeAll(t);

async function refusal(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return [(error as TRPCError).code, (error as TRPCError).message];
}

const gameRow = (id: number) =>
  t.deps.db
    .selectFrom('games')
    .select(['status', 'home_score', 'away_score', 'winner_team_id', 'is_push', 'completed_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const results = async (gameId: number) =>
  (await picksWithResults(t.deps.db).where('p.game_id', '=', gameId).orderBy('p.user_id').execute()).map(
    ({ user_id, result }) => ({ user_id, result }),
  );
const totals = (id: number) =>
  t.deps.db
    .selectFrom('standings')
    .select(['total_wins', 'total_losses', 'total_pushes', 'current_streak'])
    .where('user_id', '=', id)
    .executeTakeFirstOrThrow();

/** A game picked by two players, home and away, then moved into the past. */
async function pickedGame() {
  const [homeFan, awayFan] = [await player(t), await player(t)];
  const game = await openGame(t, sport);
  await pick(t, homeFan, game.id, game.home_team_id);
  await pick(t, awayFan, game.id, game.away_team_id);
  await moveGame(t, game.id, new Date('2026-11-17T00:00:00Z'));
  return { game, homeFan, awayFan };
}

describe('completeGame', () => {
  it('sets the final score and winner and grades every pick in the same step, then awards', async () => {
    t.clock.set('2026-11-17T03:00:00Z');
    const { game, homeFan, awayFan } = await pickedGame();
    const done = await withNewUnlocks(t, () =>
      completeGame(t.deps, game.id, { homeScore: 24, awayScore: 17, winner: 'home' }),
    );
    expect(done).toMatchObject({ gameId: game.id, gradedPicks: 2 });
    expect(await totals(homeFan.id)).toMatchObject({ total_wins: 1, total_losses: 0, current_streak: 1 });
    expect(await totals(awayFan.id)).toMatchObject({ total_wins: 0, total_losses: 1, current_streak: -1 });
    expect(done.unlocked).toContainEqual({
      userId: homeFan.id,
      type: 'rookie_star',
      period: '',
      unlockedAt: '2026-11-17T03:00:00.000Z',
    });
    expect(done.unlocked.filter((u) => u.userId === awayFan.id && u.type === 'rookie_star')).toEqual([]);
    expect(await gameRow(game.id)).toEqual({
      status: 'completed',
      home_score: 24,
      away_score: 17,
      winner_team_id: game.home_team_id,
      is_push: false,
      completed_at: new Date('2026-11-17T03:00:00Z'),
    });
    expect((await results(game.id)).map((r) => r.result)).toEqual(['win', 'loss']);
    expect(await totals(homeFan.id)).toEqual({
      total_wins: 1,
      total_losses: 0,
      total_pushes: 0,
      current_streak: 1,
    });
  });

  it('grades a push for everyone and an away win for the away side', async () => {
    const push = await pickedGame();
    await withNewUnlocks(t, () =>
      completeGame(t.deps, push.game.id, { homeScore: 10, awayScore: 10, winner: 'push' }),
    );
    expect(await gameRow(push.game.id)).toMatchObject({ winner_team_id: null, is_push: true });
    expect((await results(push.game.id)).map((r) => r.result)).toEqual(['push', 'push']);
    const away = await pickedGame();
    await withNewUnlocks(t, () =>
      completeGame(t.deps, away.game.id, { homeScore: 0, awayScore: 1, winner: 'away' }),
    );
    expect(await gameRow(away.game.id)).toMatchObject({ winner_team_id: away.game.away_team_id });
    expect((await results(away.game.id)).map((r) => r.result)).toEqual(['loss', 'win']);
  });

  it('corrects a completed game: picks and totals follow the new result, unlocks stay', async () => {
    const { game, homeFan, awayFan } = await pickedGame();
    await withNewUnlocks(t, () =>
      completeGame(t.deps, game.id, { homeScore: 2, awayScore: 1, winner: 'home' }),
    );
    const fixed = await withNewUnlocks(t, () =>
      completeGame(t.deps, game.id, { homeScore: 1, awayScore: 2, winner: 'away' }),
    );
    expect(fixed.gradedPicks).toBe(2);
    expect((await results(game.id)).map((r) => r.result)).toEqual(['loss', 'win']);
    expect(await totals(homeFan.id)).toMatchObject({ total_wins: 0, total_losses: 1, current_streak: -1 });
    expect(await totals(awayFan.id)).toMatchObject({ total_wins: 1, current_streak: 1 });
    const kept = await t.deps.db
      .selectFrom('achievement_unlocks')
      .select('type')
      .where('user_id', '=', homeFan.id)
      .where('type', '=', 'rookie_star')
      .execute();
    expect(kept).toHaveLength(1);
  });

  it('refuses an unknown game with 404', async () => {
    for (const id of [987_654, 0, -3, Number.NaN]) {
      expect(await refusal(completeGame(t.deps, id, { homeScore: 1, awayScore: 0, winner: 'home' }))).toEqual(
        ['NOT_FOUND', 'Game not found'],
      );
    }
  });

  it.each([
    [{ homeScore: -1, awayScore: 0, winner: 'home' }, 'Home score cannot be negative'],
    [{ homeScore: 1.5, awayScore: 0, winner: 'home' }, 'Home score must be a whole number'],
    [{ homeScore: 1, awayScore: '2', winner: 'home' }, 'Away score must be a number'],
    [{ homeScore: 1, winner: 'home' }, 'Please fill in all score fields.'],
    [{ homeScore: 1, awayScore: 0, winner: 'visitors' }, 'Winner must be home, away or push'],
    [{ homeScore: 1, awayScore: 0 }, 'Please fill in all score fields.'],
    [{ homeScore: null, awayScore: 0, winner: 'home' }, 'Please fill in all score fields.'],
    [null, 'Please fill in all score fields.'],
  ])('refuses %j with 400 and changes nothing', async (input, message) => {
    const { game } = await pickedGame();
    expect(await refusal(completeGame(t.deps, game.id, input as never))).toEqual(['BAD_REQUEST', message]);
    expect(await gameRow(game.id)).toMatchObject({
      status: 'scheduled',
      home_score: null,
      completed_at: null,
    });
    expect((await results(game.id)).map((r) => r.result)).toEqual([null, null]);
  });
});

describe('enterScore', () => {
  it('answers the game with its pick counts, scored after its start or before it (forced)', async () => {
    t.clock.set('2026-11-17T03:00:00Z');
    const admin = (await account(t, true)).row.id;
    const locked = await pickedGame();
    const answer = await enterScore(t.deps, admin, {
      id: locked.game.id,
      homeScore: 3,
      awayScore: 1,
      winner: 'home',
    });
    expect(answer.status).toBe('completed');
    expect(answer.pickStats).toEqual([
      { teamId: locked.game.home_team_id, count: 1, percentage: 50 },
      { teamId: locked.game.away_team_id, count: 1, percentage: 50 },
    ]);
    // Scored before its start (forced).
    const open = await openGame(t, sport);
    await pick(t, await player(t), open.id, open.away_team_id);
    const early = await enterScore(t.deps, admin, {
      id: open.id,
      homeScore: 0,
      awayScore: 2,
      winner: 'away',
      force: true,
    });
    expect(early.pickStats).toEqual([
      { teamId: open.home_team_id, count: 0, percentage: 0 },
      { teamId: open.away_team_id, count: 1, percentage: 100 },
    ]);
  });
});
