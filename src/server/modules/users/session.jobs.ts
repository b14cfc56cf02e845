import type { ScheduledJob } from '../../platform/scheduler/scheduler';
import { deleteExpiredSessions } from './session.repo';

/** Sessions deleted per tick: a short statement even after a long pause of the job. */
export const EXPIRED_SESSIONS_BATCH = 5000;

/**
 * Deletes expired sessions. A request that presents one is signed out without deleting it (a read writes
 * nothing: docs/rules.md, "Reads change nothing"), so the rows go here. `clock` is the server's, the one
 * expiries are set and checked with.
 */
export function forgetExpiredSessionsJob(clock: () => Date = () => new Date()): ScheduledJob {
  return {
    name: 'forgetExpiredSessions',
    run: (trx) => deleteExpiredSessions(trx, clock(), EXPIRED_SESSIONS_BATCH),
  };
}
