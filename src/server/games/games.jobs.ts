import type { ScheduledJob } from '../scheduler/scheduler';
import { startDueGames } from './games.repo';

/** Scheduled games whose start has passed become live, by the database clock, with no request needed. */
export const startGamesJob: ScheduledJob = {
  name: 'startGames',
  run: (trx) => startDueGames(trx),
};
