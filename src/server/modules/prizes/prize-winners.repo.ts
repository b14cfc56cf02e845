import { type Insertable, sql } from 'kysely';
import type { DB } from '../../platform/db/client';
import type { PrizeWinnersTable } from '../../platform/db/schema';

/** The advisory lock a month's winner is decided under: the close and a correction's recheck take turns. */
const WINNER_LOCK_KEY = 7_240_311_042;

/** Waits for, then holds until the transaction ends, the right to decide a month's winner. Not the grading lock. */
export async function lockWinners(trx: DB): Promise<void> {
  await sql`select pg_advisory_xact_lock(${sql.lit(WINNER_LOCK_KEY)}::bigint)`.execute(trx);
}

const withPlayer = (db: DB) =>
  db
    .selectFrom('prize_winners as w')
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .selectAll('w')
    .select(['u.username', 'u.first_name', 'u.last_name', 'u.avatar_key']);

export type WinnerRow = Awaited<ReturnType<typeof currentWinnersOf>>[number];

/** A month's ('YYYY-MM') winners now (none superseded), with their names. */
export function currentWinnersOf(db: DB, month: string) {
  return withPlayer(db)
    .where('w.month', '=', month)
    .where('w.superseded_at', 'is', null)
    .orderBy('w.user_id')
    .execute();
}

/** Every winner ever recorded, current and superseded, newest month first, each month's newest decision first. */
export function allWinners(db: DB) {
  return withPlayer(db)
    .orderBy('w.month', 'desc')
    .orderBy('w.decision', 'desc')
    .orderBy('w.user_id')
    .limit(2000)
    .execute();
}

/** Months with current (not superseded) winners, oldest first. */
export async function decidedMonths(db: DB): Promise<string[]> {
  const rows = await db
    .selectFrom('prize_winners')
    .select('month')
    .distinct()
    .where('superseded_at', 'is', null)
    .orderBy('month')
    .execute();
  return rows.map((r) => r.month);
}

/** Months before `month` with an active prize and no winner decided yet, oldest first. */
export async function monthsAwaitingWinner(
  db: DB,
  month: string,
): Promise<{ month: string; id: number; title: string }[]> {
  const { rows } = await sql<{ month: string; id: number; title: string }>`
    select distinct on (p.month) p.month, p.id, p.title from prizes p
    where p.is_active and p.month < ${month}
      and not exists (select 1 from prize_winners w where w.month = p.month)
    order by p.month, p.created_at desc, p.id desc`.execute(db);
  return rows;
}

/** Marks a month's current winners superseded (a correction named others); the rows stay as its history. */
export async function supersedeWinners(trx: DB, month: string, at: Date, reason: string): Promise<void> {
  await trx
    .updateTable('prize_winners')
    .set({ superseded_at: at, superseded_reason: reason })
    .where('month', '=', month)
    .where('superseded_at', 'is', null)
    .execute();
}

export type NewWinner = Omit<
  Insertable<PrizeWinnersTable>,
  'id' | 'decision' | 'superseded_at' | 'superseded_reason'
>;

/** Records a decision: a row per winner, all under one new decision number. */
export async function insertWinners(trx: DB, rows: readonly NewWinner[]): Promise<void> {
  if (rows.length === 0) return;
  const { rows: seq } = await sql<{ n: number }>`select nextval('prize_winner_decisions')::int as n`.execute(
    trx,
  );
  await trx
    .insertInto('prize_winners')
    .values(rows.map((r) => ({ ...r, decision: seq[0]!.n })))
    .execute();
}
