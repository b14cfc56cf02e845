import { TEST_NOTIFICATION } from '../../shared/schemas/notifications';
import type { AppDeps } from '../deps';
import { pushToPlayer } from './push.sender';

/**
 * "Send a test notification": sent while the player waits, because the answer (how many devices got it)
 * is the point of the button. It decides nothing and records nothing, so it needs no outbox.
 */
export async function sendTestNotification(deps: AppDeps, userId: number) {
  const outcome = await pushToPlayer(deps, userId, { ...TEST_NOTIFICATION, tag: 'test' });
  return { sent: outcome.sent, removed: outcome.removed, failed: outcome.failed.length };
}
