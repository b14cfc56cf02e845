import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database';
import { LEADERBOARD_PERIODS, type LeaderboardPeriod } from '../../shared/schemas/leaderboard';
import { assignRanks, BOARD_KEYS, rankKeys } from './board-order.rules';
import { boardKeysSql, boardOrder, keyColumn, rankOrder } from './board-order.sql';
import { winPercentage } from './record.rules';
import { accuracySql } from './record.sql';

// The board order as leaderboard.rules.ts says it (rankKeys, assignRanks, ties by user id) and as board.sql.ts
// writes it for the database, run on the same boards in the real database (PGlite, or PostgreSQL under
// test:pg): the same players in the same order with the same ranks.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.cleanup());

interface Entry {
  userId: number;
  streak: number;
  wins: number;
  picks: number;
}

const tsBoard = (period: LeaderboardPeriod, entries: readonly Entry[]) => {
  const keys = (e: Entry) =>
    rankKeys(period, { streak: e.streak, wins: e.wins, winPercentage: winPercentage(e.wins, e.picks) });
  const sorted = [...entries].sort((a, b) => {
    const [ka, kb] = [keys(a), keys(b)];
    const diff = ka.map((v, i) => kb[i]! - v).find((d) => d !== 0);
    return diff ?? a.userId - b.userId;
  });
  const ranks = assignRanks(sorted, keys);
  return sorted.map((e, i) => [e.userId, ranks[i]!]);
};

async function sqlBoard(period: LeaderboardPeriod, entries: readonly Entry[]) {
  const [k1, k2, k3] = boardKeysSql(period, {
    streak: 'v.streak',
    wins: 'v.wins',
    winPercentage: accuracySql('v.wins', 'v.picks'),
  });
  const { rows } = await sql<{ user_id: number; rank: number }>`
    select user_id, rank() over (order by ${sql.raw(rankOrder())}) as rank
    from (
      select v."userId" as user_id, ${sql.raw(k1!)} as k1, ${sql.raw(k2!)} as k2, ${sql.raw(k3!)} as k3
      from json_to_recordset(${JSON.stringify(entries)}::json) as v("userId" int, streak int, wins int, picks int)
    ) e
    order by ${sql.raw(boardOrder())}`.execute(database.db);
  return rows.map((r) => [r.user_id, Number(r.rank)]);
}

// Ties on every key, on some keys, accuracies that round alike (2 of 3 and 67 of 100), ids out of order.
const TIES: Entry[] = [
  { userId: 9, streak: 4, wins: 2, picks: 3 },
  { userId: 3, streak: 4, wins: 67, picks: 100 },
  { userId: 5, streak: 4, wins: 2, picks: 3 },
  { userId: 1, streak: 2, wins: 67, picks: 100 },
  { userId: 7, streak: 5, wins: 1, picks: 4 },
  { userId: 2, streak: 2, wins: 10, picks: 10 },
  { userId: 8, streak: 0, wins: 0, picks: 1 },
  { userId: 4, streak: 5, wins: 1, picks: 4 },
];

const entriesArb = fc
  .uniqueArray(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 120 })
  .chain((ids) =>
    fc.tuple(
      ...ids.map((userId) =>
        fc
          .record({ streak: fc.integer({ min: 0, max: 8 }), picks: fc.integer({ min: 1, max: 12 }) })
          .chain(({ streak, picks }) =>
            fc.integer({ min: 0, max: picks }).map((wins) => ({ userId, streak, wins, picks })),
          ),
      ),
    ),
  );

describe('board order: rankKeys and assignRanks, board.sql.ts', () => {
  it.each(LEADERBOARD_PERIODS)(
    '%s: a board of ties lists the same players at the same ranks',
    async (period) => {
      expect(await sqlBoard(period, TIES)).toEqual(tsBoard(period, TIES));
    },
  );

  it.each(LEADERBOARD_PERIODS)(
    '%s: random boards list the same players at the same ranks',
    async (period) => {
      const boards = fc.sample(entriesArb, { numRuns: 25, seed: 20261126 });
      for (const entries of boards) expect(await sqlBoard(period, entries)).toEqual(tsBoard(period, entries));
    },
  );

  it('keeps each figure in the key column the rule names', () => {
    for (const period of LEADERBOARD_PERIODS) {
      expect(BOARD_KEYS[period].map((key) => keyColumn(period, key))).toEqual(['k1', 'k2', 'k3']);
    }
  });
});
