import { TRPCError } from '@trpc/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Boards, finish, type Name, seedBoards } from '../../../../tests/support/grading/boards';
import { sharedTestApp } from '../../../../tests/support/test-app';
import { LEADERBOARD_MESSAGES } from '../../../shared/schemas/leaderboard';
import type { Context } from '../../api/context';
import { createCaller } from '../../api/router';
import { leaderboardRoutes } from '../../api/routes/leaderboard.routes';
import type { UserRow } from '../../platform/db/schema';
import { publicErrorMessage } from '../../platform/transport/trpc/error-message';
import { weeklyPosition } from './leaderboard.service';

const t = sharedTestApp();
let boards: Boards;
let ann: UserRow;

beforeAll(async () => {
  boards = await seedBoards(t);
  ann = await t.deps.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', boards.ids.ann)
    .executeTakeFirstOrThrow();
});

function caller(user: UserRow | null) {
  const context: Context = {
    deps: t.deps,
    user,
    session: user ? { id: `session-of-${user.id}`, expiresAt: t.clock.now() } : null,
    meta: { ip: '127.0.0.1', userAgent: null },
    cookies: { set() {}, clear() {} },
  };
  return createCaller(context).leaderboard;
}

/** name, rank, longestStreak, totalWins, totalPicks, winPercentage, currentStreak of each row. */
const summary = (players: { id: number; rank: number }[]) =>
  players.map((p) => {
    const name = (Object.keys(boards.ids) as Name[]).find((n) => boards.ids[n] === p.id);
    const r = p as unknown as Record<string, number>;
    return [name, p.rank, r.longestStreak, r.totalWins, r.totalPicks, r.winPercentage, r.currentStreak];
  });

describe('leaderboard procedures', () => {
  it("rank this week's players by peak streak, wins, then accuracy, ties sharing a rank", async () => {
    const board = await caller(ann).weekly();
    expect(board).toMatchObject({ period: 'weekly', periodStart: '2026-11-16', totalPlayers: 4 });
    expect(summary(board.players)).toEqual([
      ['ann', 1, 2, 2, 3, 67, -1],
      ['bob', 1, 2, 2, 3, 67, -1],
      ['dan', 3, 2, 1, 1, 100, 2],
      ['cat', 4, 1, 2, 3, 67, 1],
    ]);
    expect(board.players[0]).toEqual({
      id: ann.id,
      username: ann.username,
      firstName: 'Pat',
      lastName: 'Player',
      avatarKey: 'geometric-1',
      subscriptionTier: 'free',
      totalWins: 2,
      losses: 1,
      pushes: 0,
      totalPicks: 3,
      currentStreak: -1,
      longestStreak: 2,
      rank: 1,
      winPercentage: 67,
    });
  });

  /** This month's board: dan first, ann and bob tied for second, cat, eve. */
  const MONTH_ROWS = [
    ['dan', 1, 2, 2, 2, 100, 2],
    ['ann', 2, 2, 2, 3, 67, -1],
    ['bob', 2, 2, 2, 3, 67, -1],
    ['cat', 4, 1, 2, 3, 67, 1],
    ['eve', 5, 1, 1, 1, 100, 1],
  ];

  it("rank this month's players on the month's picks; the REST path season is this board", async () => {
    const season = await caller(ann).monthly();
    expect(season).toMatchObject({ period: 'monthly', periodStart: '2026-11-01', totalPlayers: 5 });
    expect(summary(season.players)).toEqual(MONTH_ROWS);
    // The spec's REST path keeps its word; the procedures know only weekly, monthly and alltime.
    expect(leaderboardRoutes.find((r) => r.url === '/leaderboard/season')?.procedure).toBe(
      'leaderboard.monthly',
    );
  });

  it('rank everyone with a graded pick all time by wins, accuracy, then longest streak', async () => {
    const board = await caller(ann).alltime({ limit: 100 });
    expect(board).toMatchObject({ period: 'alltime', periodStart: null, totalPlayers: 6 });
    // This month's players in the same order, then fay, whose one win was in October.
    expect(summary(board.players)).toEqual([...MONTH_ROWS, ['fay', 5, 1, 1, 1, 100, 1]]);
  });

  it('return at most `limit` rows, serve more than 100 as 100, and refuse other limits', async () => {
    const two = await caller(ann).weekly({ limit: 2 });
    expect(two.players.map((p) => p.rank)).toEqual([1, 1]);
    expect(two.totalPlayers).toBe(4);
    expect((await caller(ann).alltime({ limit: 5000 })).players).toHaveLength(6);
    for (const limit of [0, -3, 2.5, Number.NaN]) {
      const error = await caller(ann)
        .weekly({ limit })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TRPCError);
      expect((error as TRPCError).code).toBe('BAD_REQUEST');
      expect(publicErrorMessage(error as TRPCError)).toBe(LEADERBOARD_MESSAGES.limit);
    }
  });

  it('refuse signed-out callers with UNAUTHORIZED', async () => {
    for (const call of [caller(null).weekly(), caller(null).monthly(), caller(null).alltime()])
      await expect(call).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it("give each player's weekly position, null when not on this week's board", async () => {
    const now = t.clock.now();
    const positions = await Promise.all(
      (['ann', 'bob', 'cat', 'dan', 'eve'] as const).map((n) =>
        weeklyPosition(t.deps.db, boards.ids[n], now),
      ),
    );
    expect(positions).toEqual([1, 1, 4, 3, null]);
  });

  it('follow corrections and the clock', async () => {
    // Wednesday's game was a push after all: ann and bob keep their streak of 2 and pass nobody.
    await finish(t, boards.league, boards.games.wed, 'push');
    const week = await caller(ann).weekly();
    expect(summary(week.players)).toEqual([
      ['ann', 1, 2, 2, 3, 67, 2],
      ['bob', 1, 2, 2, 3, 67, 2],
      ['dan', 3, 2, 1, 1, 100, 2],
      ['cat', 4, 1, 1, 3, 33, -1],
    ]);
    t.clock.set('2026-11-23T05:00:00Z'); // Monday 00:00 in New York: a new, empty week
    expect(await caller(ann).weekly()).toEqual({
      period: 'weekly',
      periodStart: '2026-11-23',
      players: [],
      totalPlayers: 0,
      viewer: null,
    });
    expect(await weeklyPosition(t.deps.db, ann.id, t.clock.now())).toBeNull();
    expect((await caller(ann).monthly()).totalPlayers).toBe(5);
  });
});
