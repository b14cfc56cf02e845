import type { DB } from '../../platform/db/client';

/** Every device, prompt answer and notification record of the player (the account is being erased). */
export async function deleteNotificationData(db: DB, userId: number): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).execute();
  await db.deleteFrom('push_prompts').where('user_id', '=', userId).execute();
  await db.deleteFrom('notifications_sent').where('user_id', '=', userId).execute();
}

/** What the export tells of the player's devices and notifications (never a device's keys). */
export async function notificationDataOf(db: DB, userId: number) {
  const devices = await db
    .selectFrom('push_subscriptions')
    .select(['endpoint', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const sent = await db
    .selectFrom('notifications_sent')
    .select(['kind', 'sent_at'])
    .where('user_id', '=', userId)
    .orderBy('sent_at')
    .execute();
  return { devices, sent };
}
