import { sql } from 'kysely';
import { boardOrder, GROUP_KEYS_SQL, RANK_GROUP_COLUMNS } from '../../kernel/board-order.sql';
import type { DB } from '../../platform/db/client';

/** An entry of a month's board with its figures (k1, k2, k3 of the monthly board: peak streak, wins, accuracy). */
export interface MonthEntry {
  user_id: number;
  peak: number;
  wins: number;
  accuracy: number;
  picks: number;
}

const ENTRY = sql.raw('user_id, k1 as peak, k2 as wins, k3 as accuracy, picks');

/**
 * Rank 1 of a month's board and the first entry after it, from what the board triggers keep: the top rank group
 * says how many share rank 1, the kept top list (board_leaders) holds them in board order. Index reads however
 * many players the month had. Only when more players share rank 1 than the top list keeps (over 1,000 tied) are
 * they read from every entry of the month (board_entries).
 */
export async function monthTop(
  db: DB,
  monthStart: string,
): Promise<{ top: MonthEntry[]; next: MonthEntry | null }> {
  const { rows: groups } = await sql<{ k1: number; k2: number; k3: number; players: number }>`
    select ${sql.raw(GROUP_KEYS_SQL)}, g.players from leaderboard_rank_groups g
    where g.period_type = 'monthly' and g.period_start = ${monthStart}::date and g.players > 0
    order by ${sql.raw(RANK_GROUP_COLUMNS.map((c) => `g.${c} desc`).join(', '))} limit 1`.execute(db);
  const first = groups[0];
  if (!first) return { top: [], next: null };
  const shared = Number(first.players);
  const { rows } = await sql<MonthEntry>`
    select ${ENTRY} from board_leaders
    where board = 'monthly' and period_start = ${monthStart}::date
    order by ${sql.raw(boardOrder())} limit ${shared + 1}`.execute(db);
  const top = rows.filter((r) => r.peak === first.k1 && r.wins === first.k2 && r.accuracy === first.k3);
  const next = rows.find((r) => !top.includes(r)) ?? null;
  if (top.length >= shared) return { top, next };
  const { rows: tied } = await sql<MonthEntry>`
    select ${ENTRY} from board_entries
    where board = 'monthly' and ps = ${monthStart}::date and (k1, k2, k3) = (${first.k1}, ${first.k2}, ${first.k3})
    order by user_id`.execute(db);
  return { top: tied, next };
}
