import { createHash } from 'node:crypto';
import type { EffectHandler } from '../effects/effects.worker';
import { subscriptionById } from './notifications.repo';
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
 * One message to one device. A 404/410 removes the subscription (done); any other failure throws, so the
 * effect worker tries this device again with back-off while the player's other devices are done already.
 */
export const pushDeliverEffect: EffectHandler<PushDelivery> = async (trx, d, { deps }) => {
  const sub = await subscriptionById(trx, d.subscriptionId);
  if (!sub) return;
  const outcome = await pushToSubscriptions({ ...deps, db: trx }, [sub], d.message, topicOf(d.topic));
  if (outcome.failed.length > 0)
    throw new Error(`push service refused the message for subscription ${sub.id}`);
};
