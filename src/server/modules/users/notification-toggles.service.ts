import type { DB } from '../../platform/db/client';
import { setNotificationToggles } from './users.repo';

/** Sets the settings screen's push toggle (a device subscribed, or the player's last one unsubscribed). */
export const setPushToggle = (db: DB, userId: number, on: boolean, at: Date) =>
  setNotificationToggles(db, userId, { push: on }, at);

/** Turns the e-mail toggle off (the unsubscribe link of an e-mail). */
export const turnEmailOff = (db: DB, userId: number, at: Date) =>
  setNotificationToggles(db, userId, { email: false }, at);
