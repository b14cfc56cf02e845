import { sql } from 'kysely';
import { pickResultSql } from '../../kernel/pick-result.sql';
import type { DB } from '../../platform/db/client';

/** The figures a player's cards show, all time (standings; zeros for a player without a row yet). */
export interface PlayerFigures {
  current_streak: number;
  longest_streak: number;
  total_wins: number;
  total_losses: number;
  total_pushes: number;
  total_picks: number;
  win_percentage: number;
}

const FIGURE_COLUMNS = [
  'current_streak',
  'longest_streak',
  'total_wins',
  'total_losses',
  'total_pushes',
  'total_picks',
  'win_percentage',
] as const;

const NO_FIGURES: PlayerFigures = {
  current_streak: 0,
  longest_streak: 0,
  total_wins: 0,
  total_losses: 0,
  total_pushes: 0,
  total_picks: 0,
  win_percentage: 0,
};

/** A player's all-time figures. */
export async function findFigures(db: DB, userId: number): Promise<PlayerFigures> {
  const row = await db
    .selectFrom('standings')
    .select(FIGURE_COLUMNS)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ?? NO_FIGURES;
}

/**
 * A player's figures for live.me, with the database clock of the read and their streak shield (ADR 0050): held, and
 * the pick without a result yet that carries it (the lowest id, as `shieldState` reads it). One statement, so a
 * grading that tells every watching player costs one read each, shield included.
 */
export function findUserFigures(db: DB, userId: number) {
  return db
    .selectFrom('users as u')
    .innerJoin('standings as s', 's.user_id', 'u.id')
    .select((eb) => [
      eb
        .selectFrom('picks as p')
        .innerJoin('games as g', 'g.id', 'p.game_id')
        .select('p.id')
        .whereRef('p.user_id', '=', 'u.id')
        .where('p.shield_armed', '=', true)
        .where(pickResultSql(), 'is', null)
        .orderBy('p.id')
        .limit(1)
        .as('armed_pick_id'),
      's.shield_held',
      'u.id',
      'u.timezone',
      'u.subscription_tier',
      's.current_streak',
      's.longest_streak',
      's.total_wins',
      's.total_losses',
      's.total_pushes',
      's.total_picks',
      's.win_percentage',
      sql<Date>`now()`.as('now'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

/** Whether the player holds a streak shield after their graded record (ADR 0050; none without a row yet). */
export async function findShieldHeld(db: DB, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('standings')
    .select('shield_held')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.shield_held ?? false;
}
