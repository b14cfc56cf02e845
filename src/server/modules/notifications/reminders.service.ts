import type { DB } from '../../platform/db/client';
import { lockReminderText } from './notification-texts.rules';
import { emailRecipients, lastRemindersAt, playersWithGamesLocking } from './notifications.repo';
import { claimAndRecord, type Notification } from './notify.effect';
import { dailyEmailDay, isQuietHour, reminderDue } from './reminder.rules';

/** A player with push on who may still pick a game that locks within the lead time. */
export type ReminderCandidate = Awaited<ReturnType<typeof playersWithGamesLocking>>[number];

/** Players with push on and a device who have not picked a game that starts in (now, until], by time zone. */
export async function lockReminderCandidates(trx: DB, now: Date, until: Date) {
  return byZone(await playersWithGamesLocking(trx, now, until));
}

/**
 * Records the lock reminders due now to these players of one zone: none in the zone's quiet hours, none to a
 * player with no pick left today (`picksLeft`: null, no cap) or reminded in the last three hours. Each
 * reminder's key is claimed, so a job that looks every minute decides each one once. Returns how many.
 */
export async function recordLockReminders(
  trx: DB,
  now: Date,
  timeZone: string,
  players: readonly ReminderCandidate[],
  picksLeft: ReadonlyMap<number, number | null>,
): Promise<Notification[]> {
  if (isQuietHour(now, timeZone)) return [];
  const last = await lastRemindersAt(
    trx,
    players.map((p) => p.id),
  );
  const reminders: Notification[] = [];
  for (const p of players) {
    const left = picksLeft.get(p.id) ?? null;
    if (left === 0) continue;
    const games = Number(p.games);
    const lastReminderAt = last.get(p.id) ?? null;
    if (!reminderDue({ now, timeZone, lastReminderAt, gamesLockingSoon: games })) continue;
    const firstLock = new Date(p.first_lock as Date | string);
    const message = lockReminderText({ games, firstLock, picksLeft: left, timeZone, locale: p.locale });
    reminders.push({ kind: 'lock-reminder', userId: p.id, message, subject: firstLock.toISOString() });
  }
  return reminders;
}

/** Claims and records notifications decided by a scheduled job (see claimAndRecord); returns how many were new. */
export const recordDue = (trx: DB, due: readonly Notification[], now: Date) => claimAndRecord(trx, due, now);

/** The daily e-mails due now: from 09:00 in each player's zone, once a day, to players with e-mail on. */
export async function dailyEmailsDue(trx: DB, now: Date): Promise<Notification[]> {
  const due: Notification[] = [];
  for (const [timeZone, players] of byZone(await emailRecipients(trx))) {
    const day = dailyEmailDay(now, timeZone);
    if (day) for (const p of players) due.push({ kind: 'daily-email', userId: p.id, day });
  }
  return due;
}

/** Players grouped by time zone: the zone decides quiet hours and the local day. */
function byZone<P extends { timezone: string }>(players: readonly P[]): Map<string, P[]> {
  const zones = new Map<string, P[]>();
  for (const p of players) {
    const zone = zones.get(p.timezone);
    if (zone) zone.push(p);
    else zones.set(p.timezone, [p]);
  }
  return zones;
}
