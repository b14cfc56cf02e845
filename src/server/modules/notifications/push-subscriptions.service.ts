import {
  NOTIFICATION_MESSAGES,
  PUSH_SUBSCRIPTIONS_MAX,
  type PushSubscriptionInput,
} from '../../../shared/schemas/notifications';
import type { AppDeps } from '../../deps';
import type { DB } from '../../platform/db/client';
import { badRequest } from '../../platform/errors';
import { acceptedPushServices, type NamedPushService, pushDestination } from './push-services.rules';
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
 * Saves this browser's subscription in `trx`; answers how many devices the player has now. Only an endpoint of a
 * push service this server sends to is kept (push-services.rules.ts): anything else is an address the server would
 * POST to. A browser already saved for the player is updated in place; a new one counts against the limit, checked
 * under a lock on the player's row so two devices subscribing at once cannot both take the last place.
 */
export async function saveDevice(
  trx: DB,
  named: readonly NamedPushService[],
  userId: number,
  input: PushSubscriptionInput,
  now: Date,
): Promise<number> {
  if (!pushDestination(input.endpoint, named)) throw badRequest(acceptedPushServices(named));
  await lockPlayer(trx, userId);
  const existing = await findSubscription(trx, input.endpoint);
  const count = await countSubscriptions(trx, userId);
  if (existing?.user_id !== userId && count >= PUSH_SUBSCRIPTIONS_MAX) {
    throw badRequest(NOTIFICATION_MESSAGES.tooMany);
  }
  await upsertSubscription(trx, { userId, endpoint: input.endpoint, ...input.keys, now });
  await recordPromptAnswer(trx, userId, now);
  return existing?.user_id === userId ? count : count + 1;
}

/** Forgets this browser's subscription in `trx`; answers whether there was one and how many devices are left. */
export async function forgetDevice(trx: DB, userId: number, endpoint: string) {
  await lockPlayer(trx, userId);
  const removed = await deleteSubscription(trx, userId, endpoint);
  return { removed, devices: await countSubscriptions(trx, userId) };
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
