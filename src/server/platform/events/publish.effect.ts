import type { EffectHandler } from '../effects/effects.worker';
import type { BusMessage, EventBus, EventCheck } from './event-bus';

export const PUBLISH_EFFECT = 'events.publish';

/**
 * Live events as an effect: recorded in the transaction of the change they announce, published by a worker once
 * it committed. A crash between the publish and the job's end publishes them again; every event names ids only
 * and subscribers re-read, so a repeat shows nothing new. Events the app no longer knows are dropped.
 */
export function publishEventsEffect<E extends BusMessage>(
  check: EventCheck<E>,
): EffectHandler<{ events: unknown[] }, { events: EventBus<E> }> {
  return async (_trx, payload, { deps }) => {
    const events = payload.events.map(check).filter((e): e is E => e !== undefined);
    await deps.events.publish(events);
  };
}
