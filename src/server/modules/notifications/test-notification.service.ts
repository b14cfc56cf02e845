import type { AppDeps } from '../../deps';
import { inTransaction } from '../../platform/db/transaction';
import { effectKey } from '../../platform/effects/effects.rules';
import { effectsCommitted, enqueueEffect } from '../../platform/effects/effects.service';
import { accountKey, refuseOverBudget } from '../../platform/limits/rate-limit';
import { subscriptionsOf } from './push-subscriptions.repo';
import { PUSH_TEST_EFFECT, type PushTest } from './push-test.effect';

const TEST_PUSHES = 'test-push';

/**
 * "Send a test notification": queued for every device of the player and sent after the answer, which says only
 * how many devices it went to. Neither the answer nor its time depends on what a device's push service (an
 * address the player chose) does with it. Each press spends from the account's budget (5 in 10 minutes).
 */
export async function sendTestNotification(deps: AppDeps, userId: number): Promise<{ sent: number }> {
  const verdict = deps.limiter.consume(
    TEST_PUSHES,
    accountKey(userId),
    deps.config.rateLimits.testPushesPerAccount,
  );
  refuseOverBudget(verdict);
  const pressed = deps.clock().getTime();
  const sent = await inTransaction(deps.db, async (trx) => {
    const devices = await subscriptionsOf(trx, userId);
    const tests = devices.map((device) => {
      const payload: PushTest = { userId, subscriptionId: device.id };
      return { kind: PUSH_TEST_EFFECT, key: effectKey(PUSH_TEST_EFFECT, device.id, pressed), payload };
    });
    if (tests.length > 0) await enqueueEffect(trx, ...tests);
    return tests.length;
  });
  if (sent > 0) await effectsCommitted(deps);
  return { sent };
}
