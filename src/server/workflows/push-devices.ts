import type { PushSubscriptionInput, PushUnsubscribeInput } from '../../shared/schemas/notifications';
import type { AppDeps } from '../deps';
import { forgetDevice, saveDevice } from '../modules/notifications/push-subscriptions.service';
import { setPushToggle } from '../modules/users/notification-toggles.service';
import { inTransaction } from '../platform/db/transaction';

// A device turning push on or off: the device is the notifications module's, the player's push toggle (a column of
// users) the users module's; both change in one transaction.

/** Saves this browser's subscription and turns the player's push toggle on. */
export async function subscribe(deps: AppDeps, userId: number, input: PushSubscriptionInput) {
  const now = deps.clock();
  const devices = await inTransaction(deps.db, async (trx) => {
    const count = await saveDevice(trx, deps.config.push?.serviceHosts ?? [], userId, input, now);
    await setPushToggle(trx, userId, true, now);
    return count;
  });
  return { endpoint: input.endpoint, devices };
}

/** Forgets this browser's subscription; with no device left the push toggle goes off. */
export async function unsubscribe(deps: AppDeps, userId: number, input: PushUnsubscribeInput) {
  const now = deps.clock();
  return inTransaction(deps.db, async (trx) => {
    const left = await forgetDevice(trx, userId, input.endpoint);
    if (left.devices === 0) await setPushToggle(trx, userId, false, now);
    return left;
  });
}
