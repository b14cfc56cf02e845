import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Boards, seedBoards } from '../../../../tests/support/grading/boards';
import { sharedTestApp } from '../../../../tests/support/test-app';
import type { LeaderboardPeriod } from '../../../shared/schemas/leaderboard';
import { boardOrder } from '../../kernel/board-order.sql';
import { PackedEntries } from '../../platform/caches/packed-entries';
import { archiveClosedSlotsIfFree } from '../grading/period-close.repo';
import { playersEntries } from './member-boards.repo';

// The members' entries read one by one (member-boards.repo.ts) against the `board_entries` view every board is
// counted from, on every board and period the seed has: this week's and month's slots, the slots before them,
// and archived periods (the slots before are archived first, as the period-close job does).

const t = sharedTestApp();
let boards: Boards;
let periods: { board: LeaderboardPeriod; ps: string }[];

beforeAll(async () => {
  boards = await seedBoards(t);
  // Grading after the seed leaves last week's and October's figures in the "before" slots; archive half of them.
  await archiveClosedSlotsIfFree(t.deps.db, 1);
  const { rows } = await sql<{ board: LeaderboardPeriod; ps: string }>`
    select distinct board, ps::text as ps from board_entries order by 1, 2`.execute(t.deps.db);
  periods = rows;
});

const everyone = () => Object.values(boards.ids);

describe('a board among some players', () => {
  it('covers slots, slots before and the archive', async () => {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from period_archive`.execute(
      t.deps.db,
    );
    expect(rows[0]!.n).toBeGreaterThan(0);
    expect(periods.length).toBeGreaterThan(4);
  });

  it("is the view's entries of those players in board order", async () => {
    for (const some of [everyone(), everyone().slice(1, 4), [boards.ids.fay]]) {
      for (const { board, ps } of periods) {
        const { rows: expected } = await sql`
          select user_id, k1, k2, k3, picks from board_entries e
          where board = ${board} and ps = ${ps}::date and user_id = any(${some})
          order by ${sql.raw(boardOrder('e.'))}`.execute(t.deps.db);
        const entries = await playersEntries(t.deps.db, board, ps, some);
        expect(
          entries.map(({ user_id, k1, k2, k3, picks }) => ({ user_id, k1, k2, k3, picks })),
          `${board} ${ps}`,
        ).toEqual(expected);
      }
    }
  });

  it('ranks a player among them as 1 + the entries strictly ahead; null off the board', async () => {
    const groups = [everyone(), everyone().slice(0, 3), [boards.ids.ann, boards.ids.fay]];
    for (const { board, ps } of periods) {
      for (const ids of groups) {
        const entries = PackedEntries.of(await playersEntries(t.deps.db, board, ps, ids));
        const { rows } = await sql<{ rank: number | null }>`
          select (select 1 + count(*)::int from board_entries o where o.board = me.board and o.ps = me.ps
            and o.user_id = any(${ids}) and (o.k1, o.k2, o.k3) > (me.k1, me.k2, me.k3)) as rank
          from board_entries me where me.board = ${board} and me.ps = ${ps}::date
            and me.user_id = ${boards.ids.ann}`.execute(t.deps.db);
        expect(entries.rankOf(boards.ids.ann), `${board} ${ps}`).toBe(rows[0]?.rank ?? null);
      }
    }
  });
});
