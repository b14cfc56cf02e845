import type { DB } from '../db/client';
import type { AppDeps } from '../deps';
import { maxDailyPicks } from '../picks/picks.rules';
import type { ScheduledJob } from '../scheduler/scheduler';
import { localDayWindow } from './local-day';
import { lockReminderText } from './notification-texts.rules';
import {
  emailRecipients,
  lastReminderAt,
  picksMadeBetween,
  playersWithGamesLocking,
} from './notifications.repo';
import { claimAndRecord } from './notify.effect';
import { DEFAULT_REMINDER_LEAD_MINUTES } from './push-settings';
import { dailyEmailDay, isQuietHour, picksLeft, reminderDue } from './reminder.rules';

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

/**
 * The lock reminder: players with push on who may still pick a game that starts within the lead time (not
 * picked, open, under the daily cap) get one push naming how many games lock and how many picks are left
 * today; at most one per three hours, none in their quiet hours.
 */
export function lockReminderJob(deps: Pick<AppDeps, 'clock' | 'config'>): ScheduledJob {
  const leadMs = (deps.config.push?.reminderLeadMinutes ?? DEFAULT_REMINDER_LEAD_MINUTES) * 60_000;
  return throttled('lockReminders', deps.clock, NOTIFY_JOBS_EVERY_MS, async (trx, now) => {
    let sent = 0;
    for (const p of await playersWithGamesLocking(trx, now, new Date(now.getTime() + leadMs))) {
      if (isQuietHour(now, p.timezone)) continue;
      const today = localDayWindow(now, p.timezone);
      const left = picksLeft(
        maxDailyPicks(p.subscription_tier),
        await picksMadeBetween(trx, p.id, today.from, today.to),
      );
      if (left === 0) continue;
      const last = await lastReminderAt(trx, p.id);
      const games = Number(p.games);
      if (!reminderDue({ now, timeZone: p.timezone, lastReminderAt: last, gamesLockingSoon: games }))
        continue;
      const firstLock = new Date(p.first_lock as Date | string);
      const message = lockReminderText({ games, firstLock, picksLeft: left, timeZone: p.timezone });
      const n = { kind: 'lock-reminder' as const, userId: p.id, message, subject: firstLock.toISOString() };
      if (await claimAndRecord(trx, n, now)) sent++;
    }
    return sent;
  });
}

/** The daily e-mail: from 09:00 in each player's zone, once a day, to players with e-mail on. */
export function dailyEmailJob(deps: Pick<AppDeps, 'clock'>): ScheduledJob {
  return throttled('dailyEmails', deps.clock, NOTIFY_JOBS_EVERY_MS, async (trx, now) => {
    let recorded = 0;
    for (const p of await emailRecipients(trx)) {
      const day = dailyEmailDay(now, p.timezone);
      if (day && (await claimAndRecord(trx, { kind: 'daily-email', userId: p.id, day }, now))) recorded++;
    }
    return recorded;
  });
}
