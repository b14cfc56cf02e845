import type { AppEffectBatch } from '../../deps';
import { testNotificationText } from './notification-texts.rules';
import { recipients, subscriptionsByIds } from './notifications.repo';
import { type PushSend, sendPushes, topicOf } from './push.sender';

export const PUSH_TEST_EFFECT = 'push.test';

/** "Send a test notification" for one device of a player. */
export interface PushTest {
  userId: number;
  subscriptionId: number;
}

/**
 * The test notifications of a press of the button, sent after the answer (docs/rules.md, "Push
 * notifications"): what a device's push service answered is logged here and never reaches the player, whose
 * answer is only how many devices it went to. Tried once: a test that arrives minutes later tests nothing, so a
 * failure is logged, not retried.
 */
export const pushTestBatch: AppEffectBatch<PushTest> = {
  size: 100,
  async run(trx, jobs, { deps, log }) {
    const subscriptions = await subscriptionsByIds(
      trx,
      jobs.map((j) => j.payload.subscriptionId),
    );
    // In each player's language (ADR 0047).
    const players = await recipients(
      trx,
      jobs.map((j) => j.payload.userId),
    );
    const sends: PushSend[] = [];
    for (const job of jobs) {
      const subscription = subscriptions.get(job.payload.subscriptionId);
      // Gone meanwhile (turned off, or removed by its push service): nothing to send.
      if (subscription?.user_id === job.payload.userId)
        sends.push({
          subscription,
          message: { ...testNotificationText(players.get(job.payload.userId)?.locale ?? 'en'), tag: 'test' },
          // A repeat (a crash before this commit) replaces the first copy on the device.
          topic: topicOf(`test:${job.id}`),
        });
    }
    const outcomes = await sendPushes({ ...deps, db: trx }, sends);
    outcomes.forEach((outcome, i) => {
      const { id, user_id } = sends[i]!.subscription;
      const fields = { userId: user_id, subscriptionId: id, outcome: outcome.status };
      if (outcome.status === 'failed') log.warn({ ...fields, err: outcome.error }, 'test push failed');
      else log.info(fields, 'test push');
    });
    return new Map();
  },
};
