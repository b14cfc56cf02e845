import type { AppEffectHandlers } from './deps';
import { checkBusEvent } from './kernel/events';
import { AWARD_GRADING_EFFECT, awardGradingEffect } from './modules/achievements/award.effect';
import { GRADING_EVENTS_EFFECT, gradingEventsEffect } from './modules/grading/grading-events.effect';
import { NOTIFY_EFFECT, notifyBatch } from './modules/notifications/notify.effect';
import { PUSH_DELIVER_EFFECT, pushDeliverBatch } from './modules/notifications/push-deliver.effect';
import { PUSH_TEST_EFFECT, pushTestBatch } from './modules/notifications/push-test.effect';
import { DATA_EXPORT_EFFECT } from './modules/users/data-exports.service';
import { PUBLISH_EFFECT, publishEventsEffect } from './platform/events/publish.effect';
import { DATA_EXPORT_HANDLER } from './workflows/data-export';
import { WEEKLY_RECAP_EFFECT, weeklyRecapBatch } from './workflows/weekly-recap';

/**
 * Every kind of after-commit effect and the module that carries it out. A kind recorded by one release
 * must stay here while a queued job of it may wait: an unknown kind fails and is parked.
 */
export const EFFECT_HANDLERS: AppEffectHandlers = {
  [PUBLISH_EFFECT]: publishEventsEffect(checkBusEvent),
  [GRADING_EVENTS_EFFECT]: gradingEventsEffect,
  [AWARD_GRADING_EFFECT]: awardGradingEffect,
  [NOTIFY_EFFECT]: notifyBatch,
  [PUSH_DELIVER_EFFECT]: pushDeliverBatch,
  [PUSH_TEST_EFFECT]: pushTestBatch,
  [WEEKLY_RECAP_EFFECT]: weeklyRecapBatch,
  [DATA_EXPORT_EFFECT]: DATA_EXPORT_HANDLER,
};
