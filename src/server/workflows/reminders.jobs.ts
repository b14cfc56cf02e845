import type { AppDeps } from '../deps';
import { localDayWindow } from '../kernel/local-day';
import { lockReminderText } from '../modules/notifications/notification-texts.rules';
import {
  emailRecipients,
  lastRemindersAt,
  picksMadeBetweenByPlayer,
  playersWithGamesLocking,
} from '../modules/notifications/notifications.repo';
import { claimAndRecord, type Notification } from '../modules/notifications/notify.effect';
import { DEFAULT_REMINDER_LEAD_MINUTES } from '../modules/notifications/push-settings';
import { dailyEmailDay, isQuietHour, picksLeft, reminderDue } from '../modules/notifications/reminder.rules';
import { maxDailyPicks } from '../modules/picks/picks.rules';
import type { DB } from '../platform/db/client';
import type { ScheduledJob } from '../platform/scheduler/scheduler';

/** How often the notification jobs look (a reminder's timing is good to the minute). */
export const NOTIFY_JOBS_EVERY_MS = 60_000;

/** A job that does its work at most once per `ms` of the server's clock (the scheduler ticks every 2 s). */
function throttled(
  name: string,
  clock: () => Date,
  ms: number,
  work: (trx: DB, now: Date) => Promise<number>,
): ScheduledJob {
  let next = 0;
  return {
    name,
    run: async (trx) => {
      const now = clock();
      if (now.getTime() < next) return null;
      next = now.getTime() + ms;
      return work(trx, now);
    },
  };
}

/** Players of one job's tick, grouped by time zone: the zone decides quiet hours and the local day. */
function byZone<P extends { timezone: string }>(players: readonly P[]): Map<string, P[]> {
  const zones = new Map<string, P[]>();
  for (const p of players) {
    const zone = zones.get(p.timezone);
    if (zone) zone.push(p);
    else zones.set(p.timezone, [p]);
  }
  return zones;
}

/**
 * The lock reminder: players with push on who may still pick a game that starts within the lead time (not
 * picked, open, under the daily cap) get one push naming how many games lock and how many picks are left
 * today; at most one per three hours, none in their quiet hours. Set-based: a few statements per time zone
 * whatever the number of players (100,000 due at once took minutes one player at a time).
 */
export function lockReminderJob(deps: Pick<AppDeps, 'clock' | 'config'>): ScheduledJob {
  const leadMs = (deps.config.push?.reminderLeadMinutes ?? DEFAULT_REMINDER_LEAD_MINUTES) * 60_000;
  return throttled('lockReminders', deps.clock, NOTIFY_JOBS_EVERY_MS, async (trx, now) => {
    const candidates = await playersWithGamesLocking(trx, now, new Date(now.getTime() + leadMs));
    const reminders: Notification[] = [];
    for (const [timeZone, players] of byZone(candidates)) {
      if (isQuietHour(now, timeZone)) continue;
      const today = localDayWindow(now, timeZone);
      const ids = players.map((p) => p.id);
      const made = await picksMadeBetweenByPlayer(trx, ids, today.from, today.to);
      const last = await lastRemindersAt(trx, ids);
      for (const p of players) {
        const left = picksLeft(maxDailyPicks(p.subscription_tier), made.get(p.id) ?? 0);
        if (left === 0) continue;
        const games = Number(p.games);
        const lastReminderAt = last.get(p.id) ?? null;
        if (!reminderDue({ now, timeZone, lastReminderAt, gamesLockingSoon: games })) continue;
        const firstLock = new Date(p.first_lock as Date | string);
        const message = lockReminderText({ games, firstLock, picksLeft: left, timeZone });
        reminders.push({ kind: 'lock-reminder', userId: p.id, message, subject: firstLock.toISOString() });
      }
    }
    return claimAndRecord(trx, reminders, now);
  });
}

/** The daily e-mail: from 09:00 in each player's zone, once a day, to players with e-mail on. */
export function dailyEmailJob(deps: Pick<AppDeps, 'clock'>): ScheduledJob {
  return throttled('dailyEmails', deps.clock, NOTIFY_JOBS_EVERY_MS, async (trx, now) => {
    const due: Notification[] = [];
    for (const [timeZone, players] of byZone(await emailRecipients(trx))) {
      const day = dailyEmailDay(now, timeZone);
      if (day) for (const p of players) due.push({ kind: 'daily-email', userId: p.id, day });
    }
    return claimAndRecord(trx, due, now);
  });
}
