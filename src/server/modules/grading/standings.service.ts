import type { DB } from '../../platform/db/client';
import { findFigures, findShieldHeld, type PlayerFigures } from './standings.repo';

/** A player's figures with their zone and tier and the database clock of the read (live.me). */
export { findUserFigures } from './standings.repo';

export type { PlayerFigures };

/** A player's all-time figures as their cards show them (zeros for a player without a row yet). */
export function playerFigures(db: DB, userId: number): Promise<PlayerFigures> {
  return findFigures(db, userId);
}

/** Whether the player holds a streak shield (grading keeps it with the streak, ADR 0050). */
export function shieldHeld(db: DB, userId: number): Promise<boolean> {
  return findShieldHeld(db, userId);
}
