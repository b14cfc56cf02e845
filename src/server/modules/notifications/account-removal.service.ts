import type { DB } from '../../platform/db/client';
import { deleteNotificationData, notificationDataOf } from './account-removal.repo';

/** Forgets the player's push devices, prompt answer and notification history (account deletion). */
export function forgetPlayerNotifications(trx: DB, userId: number): Promise<void> {
  return deleteNotificationData(trx, userId);
}

/** The player's devices (the push service each is at, and since when) and the notifications sent them. */
export async function notificationsOfPlayer(db: DB, userId: number) {
  const { devices, sent } = await notificationDataOf(db, userId);
  return {
    pushDevices: devices.map((d) => ({
      pushService: new URL(d.endpoint).host,
      addedAt: new Date(d.created_at).toISOString(),
    })),
    notificationsSent: sent.map((s) => ({ kind: s.kind, sentAt: new Date(s.sent_at).toISOString() })),
  };
}
