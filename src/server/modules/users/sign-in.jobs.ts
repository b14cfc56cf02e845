import type { ScheduledJob } from '../../platform/scheduler/scheduler';
import { deleteExpiredCeremonies } from './auth-flows.repo';

/** Forgets provider sign-ins and passkey challenges that were never finished (their time is short). */
export function forgetExpiredCeremoniesJob(clock: () => Date = () => new Date()): ScheduledJob {
  return { name: 'forgetExpiredCeremonies', run: (trx) => deleteExpiredCeremonies(trx, clock(), 1000) };
}
