import { zonedTimeToInstant } from '../../shared/zoned-time';
import { localDayAndHour } from '../modules/notifications/reminder.rules';

/** The player's calendar day around an instant, as [from, to) instants. */
export function localDayWindow(at: Date, timeZone: string): { day: string; from: Date; to: Date } {
  const { day } = localDayAndHour(at, timeZone);
  const next = new Date(`${day}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return {
    day,
    from: zonedTimeToInstant(day, '00:00', timeZone),
    to: zonedTimeToInstant(next.toISOString().slice(0, 10), '00:00', timeZone),
  };
}
