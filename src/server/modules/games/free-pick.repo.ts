import { sql } from 'kysely';
import type { DB } from '../../platform/db/client';
import { anyRow } from '../../platform/db/row-facts';

/** Waits for a transaction-scoped advisory lock (released at commit): free picks are made one at a time. */
export async function lockFreePicks(trx: DB, key: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${key})`.execute(trx);
}

export function freePickAt(trx: DB, at: Date): Promise<boolean> {
  return anyRow(trx.selectFrom('games').where('is_free_pick', '=', true).where('scheduled_time', '=', at));
}

/**
 * Free picks not yet completed whose start is at least `minutes` behind the database clock, locked (a
 * row an admin is scoring is skipped this tick), with the side whose team is "Free Win" (home unless
 * the away team carries that name).
 */
export function dueFreePicks(trx: DB, minutes: number, winTeam: string) {
  return trx
    .selectFrom('games as g')
    .innerJoin('teams as a', 'a.id', 'g.away_team_id')
    .select(['g.id', sql<boolean>`lower(a.name) = ${winTeam.toLowerCase()}`.as('away_wins')])
    .where('g.is_free_pick', '=', true)
    .where('g.status', '<>', 'completed')
    .where('g.scheduled_time', '<=', sql<Date>`now() - make_interval(mins => ${minutes})`)
    .orderBy('g.id')
    .forUpdate('g')
    .skipLocked()
    .execute();
}
