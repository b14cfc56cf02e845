import { weekStart } from '../../../shared/periods';
import type { Clock } from '../../platform/clock';
import type { ScheduledJob } from '../../platform/scheduler/scheduler';
import { pairWeek } from './matchups.service';

/** How often the job looks for leagues to pair while the week is not fully paired. */
export const PAIRING_JOB_EVERY_MS = 60_000;

/**
 * Weekly head-to-head (ADR 0049): from the week's start (Monday 00:00, New York) every league of two or more
 * members is paired. Each minute the job pairs what is not paired yet, until a look finds nothing left; then it rests
 * until the next week.
 */
export function weeklyMatchupsJob(clock: Clock): ScheduledJob {
  let pairedWeek: string | null = null;
  let next = 0;
  return {
    name: 'weeklyMatchups',
    run: async (trx) => {
      const now = clock();
      const week = weekStart(now);
      if (week === pairedWeek || now.getTime() < next) return null;
      next = now.getTime() + PAIRING_JOB_EVERY_MS;
      const paired = await pairWeek(trx, now);
      // Rest only once a look finds nothing left: a look that paired may yet roll back with the tick.
      if (paired === 0) pairedWeek = week;
      return paired;
    },
  };
}
