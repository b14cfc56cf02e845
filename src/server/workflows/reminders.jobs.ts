import type { AppDeps } from '../deps';
import type { Notification } from '../modules/notifications/notify.effect';
import { DEFAULT_REMINDER_LEAD_MINUTES } from '../modules/notifications/push-settings';
import {
  dailyEmailsDue,
  lockReminderCandidates,
  recordDue,
  recordLockReminders,
} from '../modules/notifications/reminders.service';
import { picksLeftToday } from '../modules/picks/picks.service';
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

/**
 * The lock reminder: players with push on who may still pick a game that starts within the lead time (not
 * picked, open, under the daily cap) get one push naming how many games lock and how many picks are left
 * today; at most one per three hours, none in their quiet hours. Set-based: a few statements per time zone
 * whatever the number of players. It spans two modules: notifications decides and records the reminders, picks
 * counts what each player has left under the cap.
 */
export function lockReminderJob(deps: Pick<AppDeps, 'clock' | 'config'>): ScheduledJob {
  const leadMs = (deps.config.push?.reminderLeadMinutes ?? DEFAULT_REMINDER_LEAD_MINUTES) * 60_000;
  return throttled('lockReminders', deps.clock, NOTIFY_JOBS_EVERY_MS, async (trx, now) => {
    const reminders: Notification[] = [];
    for (const [timeZone, players] of await lockReminderCandidates(
      trx,
      now,
      new Date(now.getTime() + leadMs),
    )) {
      // Picks left are the picks module's to count: in the daily cap's own window, not the zone's day.
      const left = await picksLeftToday(trx, players, now);
      reminders.push(...(await recordLockReminders(trx, now, timeZone, players, left)));
    }
    return recordDue(trx, reminders, now);
  });
}

/** The daily e-mail: from 09:00 in each player's zone, once a day, to players with e-mail on. */
export function dailyEmailJob(deps: Pick<AppDeps, 'clock'>): ScheduledJob {
  return throttled('dailyEmails', deps.clock, NOTIFY_JOBS_EVERY_MS, async (trx, now) =>
    recordDue(trx, await dailyEmailsDue(trx, now), now),
  );
}
