import { archiveClosedPeriods } from '../modules/grading/grading.service';
import type { DB } from '../platform/db/client';
import { planWithoutJit } from '../platform/db/large-statements';
import type { ScheduledJob } from '../platform/scheduler/scheduler';

/** Players moved per tick: one statement of a few hundred milliseconds, between gradings. */
export const CLOSE_BATCH = 5000;
/** How long the job rests once nothing is left to move (a player's next week is days away). */
export const CLOSE_REST_MS = 10 * 60_000;

/**
 * Grading moves a player's week (or month) to the slot before when their first pick of a new one is graded,
 * and can only do that in place while that slot is free. This job frees the slots between gradings by moving
 * them to period_archive: a batch per tick while any are taken, then every ten minutes. It waits for its turn
 * when a grading holds the grading lock. `clock` is the server's, for the rest.
 */
export function periodCloseJob(clock: () => Date = () => new Date()): ScheduledJob & {
  closeNow(trx: DB): Promise<number>;
} {
  let restUntil = 0;
  const closeNow = async (trx: DB) => {
    await planWithoutJit(trx);
    const moved = await archiveClosedPeriods(trx, CLOSE_BATCH);
    if (moved === null) return 0;
    restUntil = moved < CLOSE_BATCH ? clock().getTime() + CLOSE_REST_MS : 0;
    return moved;
  };
  return {
    name: 'periodClose',
    closeNow,
    run: async (trx) => (clock().getTime() < restUntil ? 0 : closeNow(trx)),
  };
}
