import { PERIOD_TIMEZONE } from '../../../shared/constants';
import type { DB } from '../../platform/db/client';
import { monthGamesInPlay } from './month-games.repo';

/** A month's ('YYYY-MM', New York) end and how many of its games are still live. */
export function gamesInPlayOfMonth(db: DB, month: string): Promise<{ live: number; monthEnd: Date }> {
  return monthGamesInPlay(db, month, PERIOD_TIMEZONE);
}
