import { createHash } from 'node:crypto';
import type { EffectBatch } from '../effects/effects.worker';
import { subscriptionsByIds } from './notifications.repo';
import { type PushMessage, pushToSubscriptions } from './push.sender';

export const PUSH_DELIVER_EFFECT = 'push.deliver';

export interface PushDelivery {
  subscriptionId: number;
  message: PushMessage;
  /** The notification's key: sent as the push Topic, so a repeat replaces an undelivered first copy. */
  topic: string;
}

/** RFC 8030 Topic: at most 32 base64url characters. */
const topicOf = (key: string) => createHash('sha256').update(key).digest('base64url').slice(0, 32);

/**
 * Deliveries sent together, in parallel, in one transaction: a push service answers in milliseconds, and one
 * request after another (with a transaction each) made 100,000 pushes take minutes (ADR 0027). A crash before
 * the commit sends the batch again, which the Topic header makes harmless.
 */
export const PUSH_DELIVER_BATCH = 100;

/**
 * One message to one device per effect. A 404/410 removes the subscription (done); any other failure fails that
 * effect alone, so the effect worker tries this device again with back-off while the others are done.
 */
export const pushDeliverBatch: EffectBatch<PushDelivery> = {
  size: PUSH_DELIVER_BATCH,
  async run(trx, jobs, { deps }) {
    const subscriptions = await subscriptionsByIds(
      trx,
      jobs.map((j) => j.payload.subscriptionId),
    );
    const failed = new Map<number, unknown>();
    // Every send settles before the transaction may end (a 404/410 deletes through it).
    const settled = await Promise.allSettled(
      jobs.map(async (job) => {
        const d = job.payload;
        const sub = subscriptions.get(d.subscriptionId);
        if (!sub) return;
        const outcome = await pushToSubscriptions({ ...deps, db: trx }, [sub], d.message, topicOf(d.topic));
        if (outcome.failed.length > 0)
          failed.set(job.id, new Error(`push service refused the message for subscription ${sub.id}`));
      }),
    );
    const thrown = settled.find((s) => s.status === 'rejected');
    if (thrown) throw thrown.reason;
    return failed;
  },
};
