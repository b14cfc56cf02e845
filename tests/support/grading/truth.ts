// What the stored figures must equal: a full recompute of every player, boards counted and ranked afresh.
import { sql } from 'kysely';
import { pickResultSql } from '../../../src/server/kernel/pick-result.sql';
import {
  type PeriodFigures,
  type PickResult,
  type RecordTotals,
  summarizePeriods,
  summarizeRecord,
} from '../../../src/server/kernel/record.rules';
import { checkpointsOf } from '../../../src/server/kernel/refold.rules';
import { shieldWalk } from '../../../src/server/kernel/shield.rules';
import { storedStandings } from '../../../src/server/modules/grading/recompute.repo';
import { slotPeriods } from '../../../src/server/modules/grading/recompute.rules';
import { boardTop, periodRanks } from '../../../src/server/modules/leaderboard/leaderboard.repo';
import type { DB } from '../../../src/server/platform/db/client';
import { monthStart, weekStart } from '../../../src/shared/periods';

export interface Figures {
  totals: Record<number, RecordTotals>;
  /** Whether each player holds a streak shield at the end of their record. */
  shields: Record<number, boolean>;
  standings: (PeriodFigures & { userId: number })[];
}

const byKey = (a: PeriodFigures & { userId: number }, b: PeriodFigures & { userId: number }) =>
  a.userId - b.userId ||
  a.periodType.localeCompare(b.periodType) ||
  a.periodStart.localeCompare(b.periodStart);

/** Users' totals and every week's and month's figures as the tables hold them, wherever a period is kept. */
export async function storedFigures(db: DB): Promise<Figures> {
  const ids = (await db.selectFrom('standings').select('user_id').execute()).map((r) => r.user_id);
  const rows = await storedStandings(db, ids);
  const archived = await db.selectFrom('period_archive').selectAll().execute();
  const standings: Figures['standings'] = archived.map((r) => ({
    userId: r.user_id,
    periodType: r.period_type,
    periodStart: r.period_start,
    wins: r.wins,
    losses: r.losses,
    pushes: r.pushes,
    picks: r.picks,
    peakStreak: r.peak_streak,
  }));
  for (const row of rows) standings.push(...slotPeriods(row).map((p) => ({ userId: row.userId, ...p })));
  return {
    totals: Object.fromEntries(
      rows.map((r) => [
        r.userId,
        {
          currentStreak: r.currentStreak,
          longestStreak: r.longestStreak,
          totalWins: r.totalWins,
          totalLosses: r.totalLosses,
          totalPushes: r.totalPushes,
          totalPicks: r.totalPicks,
          winPercentage: r.winPercentage,
        },
      ]),
    ),
    shields: Object.fromEntries(rows.map((r) => [r.userId, r.shieldHeld])),
    standings: standings.sort(byKey),
  };
}

/** Every graded pick with what a recompute folds (result, game time, shield), in record order. */
async function gradedPicksInOrder(db: DB) {
  const picks = await db
    .selectFrom('picks as p')
    .innerJoin('games as g', 'g.id', 'p.game_id')
    .select([
      'p.user_id',
      pickResultSql().as('result'),
      'g.scheduled_time',
      'g.id as game_id',
      'p.shield_armed',
    ])
    .where(pickResultSql(), 'is not', null)
    .execute();
  return picks.sort(
    (a, b) => a.scheduled_time.getTime() - b.scheduled_time.getTime() || a.game_id - b.game_id,
  );
}

/** The same figures from a full recompute of every user's graded picks (the truth). */
export async function recomputedFigures(db: DB): Promise<Figures> {
  const users = await db.selectFrom('users').select('id').orderBy('id').execute();
  const picks = await gradedPicksInOrder(db);
  const figures: Figures = { totals: {}, shields: {}, standings: [] };
  for (const { id } of users) {
    const record = picks.filter((p) => p.user_id === id);
    const shields = shieldWalk(
      record.map((p) => ({
        result: p.result as PickResult,
        armed: p.shield_armed,
        week: weekStart(p.scheduled_time),
      })),
    );
    const history = record.map((p, i) => ({
      result: p.result as PickResult,
      scheduledTime: p.scheduled_time,
      shielded: shields.shielded[i],
    }));
    figures.totals[id] = summarizeRecord(
      history.map((h) => h.result),
      shields.shielded,
    );
    figures.shields[id] = shields.held;
    figures.standings.push(...summarizePeriods(history).map((p) => ({ userId: id, ...p })));
  }
  figures.standings.sort(byKey);
  return figures;
}

/**
 * Board counts and rank groups as the trigger-kept tables hold them and as counting the entries gives them, each
 * as sorted "key|players" strings.
 */
export async function playerCounts(db: DB): Promise<{ stored: string[]; counted: string[] }> {
  const { rows: stored } = await sql<{ key: string }>`
    select key from (
      select board || '|' || period_start || '|' || players as key from leaderboard_counts where players > 0
      union all
      select concat_ws('|', period_type, period_start, peak_streak, wins, win_percentage, players)
      from leaderboard_rank_groups where players > 0
    ) c order by 1`.execute(db);
  const { rows: counted } = await sql<{ key: string }>`
    select key from (
      select board || '|' || ps || '|' || count(*) as key from board_entries group by board, ps
      union all
      select concat_ws('|', board, ps, k1, k2, k3, count(*))
      from board_entries where board <> 'alltime' group by board, ps, k1, k2, k3
    ) c order by 1`.execute(db);
  return { stored: stored.map((r) => r.key), counted: counted.map((r) => r.key) };
}

/** Every player's rank on every week's and month's board by `periodRanks` (rank groups) and by rank() over them. */
export async function boardRanks(db: DB): Promise<{ fromGroups: string[]; fromRows: string[] }> {
  const { rows } = await sql<{ key: string; board: 'weekly' | 'monthly'; ps: string; user_id: number }>`
    select board, ps, user_id,
      concat_ws('|', board, ps, user_id, rank() over (partition by board, ps order by k1 desc, k2 desc, k3 desc)) as key
    from board_entries where board <> 'alltime' order by key`.execute(db);
  const fromGroups: string[] = [];
  for (const board of new Set(rows.map((r) => `${r.board}|${r.ps}`))) {
    const [type, start] = board.split('|') as ['weekly' | 'monthly', string];
    const ids = rows.filter((r) => r.board === type && r.ps === start).map((r) => r.user_id);
    for (const r of await periodRanks(db, type, start, ids))
      fromGroups.push(`${board}|${r.user_id}|${r.rank}`);
  }
  return { fromGroups: fromGroups.sort(), fromRows: rows.map((r) => r.key) };
}

/**
 * Every board's top list as stored and as it must be: the board's entries at or above its cut, in board order
 * (the whole board when there is no cut), and never fewer than 100 while the board has more.
 */
export async function leaderLists(db: DB): Promise<{ stored: string[]; expected: string[] }> {
  const { rows: stored } = await sql<{ key: string }>`
    select concat_ws('|', board, period_start, user_id, k1, k2, k3, picks) as key from board_leaders
    order by board, period_start, k1 desc, k2 desc, k3 desc, user_id`.execute(db);
  const { rows: expected } = await sql<{ key: string }>`
    select concat_ws('|', e.board, e.ps, e.user_id, e.k1, e.k2, e.k3, e.picks) as key
    from board_entries e left join board_tops t on (t.board, t.period_start) = (e.board, e.ps)
    where t.board is null or (e.k1, e.k2, e.k3, -e.user_id) >= (t.cut_k1, t.cut_k2, t.cut_k3, -t.cut_user)
    order by e.board, e.ps, e.k1 desc, e.k2 desc, e.k3 desc, e.user_id`.execute(db);
  const { rows: short } = await sql<{ key: string }>`
    select concat_ws('|', c.board, c.period_start, 'only', count(l.user_id), 'of', c.players) as key
    from leaderboard_counts c left join board_leaders l on (l.board, l.period_start) = (c.board, c.period_start)
    group by c.board, c.period_start, c.players having count(l.user_id) < least(c.players, 100)`.execute(db);
  return {
    stored: stored.map((r) => r.key),
    expected: [...expected.map((r) => r.key), ...short.map((r) => r.key)],
  };
}

/**
 * Every row of every board's top list with the record it shows (wins-losses-pushes, `boardTop`), and the same rows
 * with the record a full recompute gives that player for that week, month or all time, as "key|W-L-P" strings.
 */
export async function boardRecords(
  db: DB,
  truth: Figures,
): Promise<{ shown: string[]; recomputed: string[] }> {
  const boards = await db.selectFrom('board_leaders').select(['board', 'period_start']).distinct().execute();
  const shown: string[] = [];
  const recomputed: string[] = [];
  for (const { board, period_start } of boards) {
    for (const row of await boardTop(db, board, period_start, 100_000)) {
      const key = `${board}|${period_start}|${row.id}`;
      shown.push(`${key}|${row.wins}-${row.picks - row.wins - row.pushes}-${row.pushes}`);
      const t = truth.totals[row.id]!;
      const p = truth.standings.find(
        (s) => s.userId === row.id && s.periodType === board && s.periodStart === period_start,
      );
      recomputed.push(
        `${key}|${board === 'alltime' ? `${t.totalWins}-${t.totalLosses}-${t.totalPushes}` : `${p?.wins}-${p?.losses}-${p?.pushes}`}`,
      );
    }
  }
  return { shown: shown.sort(), recomputed: recomputed.sort() };
}

/** Every stored checkpoint as "user|game|prev|streak|longest|weekPeak|monthPeak|armed|shield", sorted. */
export async function storedCheckpoints(db: DB): Promise<string[]> {
  const rows = await db.selectFrom('record_checkpoints').selectAll().execute();
  return rows
    .map((r) =>
      [
        r.user_id,
        r.game_id,
        r.prev_game_id,
        r.streak,
        r.longest,
        r.week_peak,
        r.month_peak,
        r.comeback_armed,
        r.shield_held,
      ].join('|'),
    )
    .sort();
}

/** The checkpoints a full recompute gives every graded pick (checkpointsOf each player's record), in the same form. */
export async function recomputedCheckpoints(db: DB): Promise<string[]> {
  const picks = await gradedPicksInOrder(db);
  const lines: string[] = [];
  for (const userId of new Set(picks.map((p) => p.user_id))) {
    const record = picks.filter((p) => p.user_id === userId);
    const checkpoints = checkpointsOf(
      record.map((p) => ({
        gameId: p.game_id,
        result: p.result as PickResult,
        armed: p.shield_armed,
        week: weekStart(p.scheduled_time),
        month: monthStart(p.scheduled_time),
      })),
    );
    for (const [i, c] of checkpoints.entries()) {
      const row = [userId, record[i]!.game_id, c.prevGameId, c.streak, c.longest, c.weekPeak, c.monthPeak];
      lines.push([...row, c.comebackArmed, c.shieldHeld].join('|'));
    }
  }
  return lines.sort();
}
