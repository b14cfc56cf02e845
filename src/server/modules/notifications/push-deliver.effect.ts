import type { AppEffectBatch } from '../../deps';
import { subscriptionsByIds } from './notifications.repo';
import { type PushMessage, type PushSend, sendPushes, topicOf } from './push.sender';

export const PUSH_DELIVER_EFFECT = 'push.deliver';

/**
 * A push to one device that failed where its notification was decided (a 5xx, a 429, a timeout), tried again
 * with back-off (ADR 0028); the notification's own batch sends every other push at once.
 */
export interface PushDelivery {
  subscriptionId: number;
  message: PushMessage;
  /** The notification's key: sent as the push Topic, so a repeat replaces an undelivered first copy. */
  topic: string;
}

/**
 * Deliveries sent together, in parallel, in one transaction (ADR 0027). A crash before the commit sends the
 * batch again, which the Topic header makes harmless.
 */
export const PUSH_DELIVER_BATCH = 100;

/**
 * One message to one device per effect. A 404/410 removes the subscription (done); any other failure fails that
 * effect alone, so the effect worker tries this device again with back-off while the others are done.
 */
export const pushDeliverBatch: AppEffectBatch<PushDelivery> = {
  size: PUSH_DELIVER_BATCH,
  async run(trx, jobs, { deps }) {
    const subscriptions = await subscriptionsByIds(
      trx,
      jobs.map((j) => j.payload.subscriptionId),
    );
    // A subscription deleted meanwhile (unsubscribed, or gone): nothing to send, the effect is done.
    const sends: (PushSend & { jobId: number })[] = [];
    for (const job of jobs) {
      const subscription = subscriptions.get(job.payload.subscriptionId);
      if (subscription)
        sends.push({
          subscription,
          message: job.payload.message,
          topic: topicOf(job.payload.topic),
          jobId: job.id,
        });
    }
    // Every send settles before the transaction may end (a 404/410 deletes through it).
    const outcomes = await sendPushes({ ...deps, db: trx }, sends);
    const failed = new Map<number, unknown>();
    outcomes.forEach((o, i) => {
      if (o.status === 'failed')
        failed.set(
          sends[i]!.jobId,
          new Error(`push service refused the message for subscription ${sends[i]!.subscription.id}`),
        );
    });
    return failed;
  },
};
