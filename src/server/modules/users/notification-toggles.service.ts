import type { DB } from '../../platform/db/client';
import { setNotificationToggles } from './users.repo';
import { readWeeklyRecap, writeWeeklyRecap } from './weekly-recap-setting.repo';

/** Sets the settings screen's push toggle (a device subscribed, or the player's last one unsubscribed). */
export const setPushToggle = (db: DB, userId: number, on: boolean, at: Date) =>
  setNotificationToggles(db, userId, { push: on }, at);

/** Turns the e-mail toggle off (the unsubscribe link of an e-mail). */
export const turnEmailOff = (db: DB, userId: number, at: Date) =>
  setNotificationToggles(db, userId, { email: false }, at);

/** Whether the player gets the weekly recap (issue 41). */
export const weeklyRecapOf = (db: DB, userId: number) => readWeeklyRecap(db, userId);

/** Turns the weekly recap on or off. */
export const setWeeklyRecap = (db: DB, userId: number, on: boolean) => writeWeeklyRecap(db, userId, on);
