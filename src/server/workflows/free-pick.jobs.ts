import type { ScheduledJob } from '../platform/scheduler/scheduler';
import { gradeDueFreePicks } from './free-pick.service';

/** One minute after its start a free pick is completed for Free Win and graded, with no admin action. */
export const freePickGradingJob: ScheduledJob = {
  name: 'freePickGrading',
  run: (trx, events) => gradeDueFreePicks(trx, events),
};
