import { databaseNow } from '../../db/now';
import type { ScheduledJob } from '../../scheduler/scheduler';
import { deleteKeysCreatedBefore } from './idempotency.repo';
import { KEY_LIFETIME_MS } from './idempotency.rules';

/**
 * Keeps the idempotency_keys table to one day of writes. Correctness does not wait for it: a call
 * whose key has outlived KEY_LIFETIME_MS deletes that row itself and runs as new (idempotency.service).
 */
export const forgetIdempotencyKeysJob: ScheduledJob = {
  name: 'forgetIdempotencyKeys',
  run: async (trx) =>
    deleteKeysCreatedBefore(trx, new Date((await databaseNow(trx)).getTime() - KEY_LIFETIME_MS)),
};
