import { gameUpdated } from '../../kernel/domain-events';
import type { ScheduledJob } from '../../platform/scheduler/scheduler';
import { startDueGames } from './game-changes.repo';

/**
 * Scheduled games whose start has passed become live, by the database clock, with no request needed;
 * each one is pushed to live subscribers (the countdown's end) once the tick commits.
 */
export const startGamesJob: ScheduledJob = {
  name: 'startGames',
  run: async (trx, events) => {
    const started = await startDueGames(trx);
    events?.add(...started.map(gameUpdated));
    return started;
  },
};
