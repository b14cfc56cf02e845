import type { EffectHandlers } from './effects/effects.worker';
import { PUBLISH_EFFECT, publishEventsEffect } from './events/publish.effect';
import { NOTIFY_EFFECT, notifyEffect } from './notifications/notify.effect';
import { PUSH_DELIVER_EFFECT, pushDeliverEffect } from './notifications/push-deliver.effect';

/**
 * Every kind of after-commit effect and the module that carries it out. A kind recorded by one release
 * must stay here while a queued job of it may wait: an unknown kind fails and is parked.
 */
export const EFFECT_HANDLERS: EffectHandlers = {
  [PUBLISH_EFFECT]: publishEventsEffect,
  [NOTIFY_EFFECT]: notifyEffect,
  [PUSH_DELIVER_EFFECT]: pushDeliverEffect,
};
