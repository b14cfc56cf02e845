import { type BusEvent, busEventSchema } from '../../kernel/events';
import type { EffectHandler } from '../effects/effects.worker';

export const PUBLISH_EFFECT = 'events.publish';

/**
 * Live events as an effect: recorded in the transaction of the change they announce, published by a
 * worker once it committed. A crash between the publish and the job's end publishes them again; every
 * event names ids only and subscribers re-read, so a repeat shows nothing new.
 */
export const publishEventsEffect: EffectHandler<{ events: BusEvent[] }> = async (_trx, payload, { deps }) => {
  const events = busEventSchema.array().parse(payload.events);
  await deps.events.publish(events);
};
