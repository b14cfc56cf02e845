import {
  NOTIFICATION_MESSAGES,
  PUSH_SUBSCRIPTIONS_MAX,
  type PushSubscriptionInput,
  type PushUnsubscribeInput,
} from '../../../shared/schemas/notifications';
import type { AppDeps } from '../../deps';
import { inTransaction } from '../../platform/db/transaction';
import { badRequest } from '../../platform/errors';
import { setPushToggle } from '../users/notification-toggles.service';
import { acceptedPushServices, pushDestination } from './push-services.rules';
import {
  countSubscriptions,
  deleteSubscription,
  findSubscription,
  lockPlayer,
  promptAnswered,
  recordPromptAnswer,
  upsertSubscription,
} from './push-subscriptions.repo';

/**
 * Saves this browser's subscription and turns the player's push toggle on. Only an endpoint of a push service
 * this server sends to is kept (push-services.rules.ts): anything else is an address the server would POST to. A browser already saved for the
 * player is updated in place; a new one counts against the limit, checked under a lock on the player's row
 * so two devices subscribing at once cannot both take the last place.
 */
export async function subscribe(deps: AppDeps, userId: number, input: PushSubscriptionInput) {
  const named = deps.config.push?.serviceHosts ?? [];
  if (!pushDestination(input.endpoint, named)) throw badRequest(acceptedPushServices(named));
  const now = deps.clock();
  const devices = await inTransaction(deps.db, async (trx) => {
    await lockPlayer(trx, userId);
    const existing = await findSubscription(trx, input.endpoint);
    const count = await countSubscriptions(trx, userId);
    if (existing?.user_id !== userId && count >= PUSH_SUBSCRIPTIONS_MAX) {
      throw badRequest(NOTIFICATION_MESSAGES.tooMany);
    }
    await upsertSubscription(trx, { userId, endpoint: input.endpoint, ...input.keys, now });
    await recordPromptAnswer(trx, userId, now);
    await setPushToggle(trx, userId, true, now);
    return existing?.user_id === userId ? count : count + 1;
  });
  return { endpoint: input.endpoint, devices };
}

/** Forgets this browser's subscription; with no device left the push toggle goes off. */
export async function unsubscribe(deps: AppDeps, userId: number, input: PushUnsubscribeInput) {
  const now = deps.clock();
  return inTransaction(deps.db, async (trx) => {
    await lockPlayer(trx, userId);
    const removed = await deleteSubscription(trx, userId, input.endpoint);
    const devices = await countSubscriptions(trx, userId);
    if (devices === 0) await setPushToggle(trx, userId, false, now);
    return { removed, devices };
  });
}

/** Whether to show the once-only prompt: push is off and the player never answered it. */
export async function pushPrompt(deps: AppDeps, user: { id: number; push_notifications: boolean }) {
  return { show: !user.push_notifications && !(await promptAnswered(deps.db, user.id)) };
}

/** "Not now" on the prompt: it is not shown again. */
export async function dismissPushPrompt(deps: AppDeps, userId: number) {
  await recordPromptAnswer(deps.db, userId, deps.clock());
  return { show: false };
}
