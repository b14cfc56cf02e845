// What the stored figures must equal: a full recompute of every player, boards counted and ranked afresh.
import { sql } from 'kysely';
import type { DB } from '../db/client';
import { periodRanks } from '../leaderboard/leaderboard.repo';
import {
  type PeriodFigures,
  type PickResult,
  type RecordTotals,
  summarizePeriods,
  summarizeRecord,
} from './record.rules';

export interface Figures {
  totals: Record<number, RecordTotals>;
  standings: (PeriodFigures & { userId: number })[];
}

const byKey = (a: PeriodFigures & { userId: number }, b: PeriodFigures & { userId: number }) =>
  a.userId - b.userId ||
  a.periodType.localeCompare(b.periodType) ||
  a.periodStart.localeCompare(b.periodStart);

/** Users' totals and standings as the tables hold them. */
export async function storedFigures(db: DB): Promise<Figures> {
  const users = await db.selectFrom('users').selectAll().orderBy('id').execute();
  const rows = await db.selectFrom('period_standings').selectAll().execute();
  return {
    totals: Object.fromEntries(
      users.map((u) => [
        u.id,
        {
          currentStreak: u.current_streak,
          longestStreak: u.longest_streak,
          totalWins: u.total_wins,
          totalLosses: u.total_losses,
          totalPushes: u.total_pushes,
          totalPicks: u.total_picks,
          winPercentage: u.win_percentage,
        },
      ]),
    ),
    standings: rows
      .map((r) => ({
        userId: r.user_id,
        periodType: r.period_type,
        periodStart: r.period_start,
        wins: r.wins,
        losses: r.losses,
        pushes: r.pushes,
        picks: r.picks,
        peakStreak: r.peak_streak,
      }))
      .sort(byKey),
  };
}

/** The same figures from a full recompute of every user's graded picks (the truth). */
export async function recomputedFigures(db: DB): Promise<Figures> {
  const users = await db.selectFrom('users').select('id').orderBy('id').execute();
  const picks = await db
    .selectFrom('picks')
    .innerJoin('games', 'games.id', 'picks.game_id')
    .select(['picks.user_id', 'picks.result', 'games.scheduled_time', 'games.id as game_id'])
    .where('picks.result', 'is not', null)
    .execute();
  picks.sort((a, b) => a.scheduled_time.getTime() - b.scheduled_time.getTime() || a.game_id - b.game_id);
  const figures: Figures = { totals: {}, standings: [] };
  for (const { id } of users) {
    const history = picks
      .filter((p) => p.user_id === id)
      .map((p) => ({ result: p.result as PickResult, scheduledTime: p.scheduled_time }));
    figures.totals[id] = summarizeRecord(history.map((h) => h.result));
    figures.standings.push(...summarizePeriods(history).map((p) => ({ userId: id, ...p })));
  }
  figures.standings.sort(byKey);
  return figures;
}

/**
 * Board counts and rank groups as the trigger-kept tables hold them and as counting the rows gives them, each
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
      select period_type || '|' || period_start || '|' || count(*) as key
      from period_standings group by period_type, period_start
      union all
      select 'alltime|-infinity|' || count(*) from users where total_picks > 0 having count(*) > 0
      union all
      select concat_ws('|', period_type, period_start, peak_streak, wins, pct, count(*))
      from (select *, (200 * wins + picks) / (2 * picks) as pct from period_standings) s
      group by period_type, period_start, peak_streak, wins, pct
    ) c order by 1`.execute(db);
  return { stored: stored.map((r) => r.key), counted: counted.map((r) => r.key) };
}

/** Every player's rank on every board by `periodRanks` (rank groups) and by rank() over the rows. */
export async function boardRanks(db: DB): Promise<{ fromGroups: string[]; fromRows: string[] }> {
  const { rows } = await sql<{
    key: string;
    period_type: 'week' | 'month';
    period_start: string;
    user_id: number;
  }>`
    select period_type, period_start, user_id,
      concat_ws('|', period_type, period_start, user_id, rank() over (
      partition by period_type, period_start
      order by peak_streak desc, wins desc, (200 * wins + picks) / (2 * picks) desc)) as key
    from period_standings order by key`.execute(db);
  const fromGroups: string[] = [];
  for (const board of new Set(rows.map((r) => `${r.period_type}|${r.period_start}`))) {
    const [type, start] = board.split('|') as ['week' | 'month', string];
    const ids = rows.filter((r) => r.period_type === type && r.period_start === start).map((r) => r.user_id);
    for (const r of await periodRanks(db, type, start, ids))
      fromGroups.push(`${board}|${r.user_id}|${r.rank}`);
  }
  return { fromGroups: fromGroups.sort(), fromRows: rows.map((r) => r.key) };
}
