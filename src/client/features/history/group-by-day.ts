import type { HistoryEntry } from '../../../shared/schemas/picks';
import { i18n, intlLocale } from '../../i18n/i18n';
import { type WinLossPush, winRate } from '../../lib/record';

export interface PickDay {
  /** 'YYYY-MM-DD' in the viewer's time zone. */
  date: string;
  /** e.g. 'Monday, March 3, 2025'. */
  heading: string;
  picks: HistoryEntry[];
}

const UNKNOWN_DAY = 'unknown';

/**
 * Picks grouped by the calendar day of `pickedAt` in the viewer's time zone, newest day first and the
 * newest pick first inside a day. Picks without a readable time go last, under 'Unknown date'.
 */
export function groupPicksByDay(picks: readonly HistoryEntry[], timeZone: string): PickDay[] {
  const dayKey = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const longDate = new Intl.DateTimeFormat(intlLocale(), {
    timeZone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  const days = new Map<string, PickDay>();
  const sorted = [...picks].sort((a, b) => instant(b.pickedAt) - instant(a.pickedAt));
  for (const pick of sorted) {
    const at = new Date(pick.pickedAt);
    const known = !Number.isNaN(at.getTime());
    const date = known ? dayKey.format(at) : UNKNOWN_DAY;
    let day = days.get(date);
    if (!day) {
      day = { date, heading: known ? longDate.format(at) : i18n.t('history:unknownDate'), picks: [] };
      days.set(date, day);
    }
    day.picks.push(pick);
  }
  return [...days.values()];
}

// Unreadable times sort as the oldest.
function instant(iso: string): number {
  const time = new Date(iso).getTime();
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/**
 * The record of the listed picks, W-L-P (pending picks left out), and its win rate worked out as on
 * every other screen (lib/record.ts).
 */
export function historyRecord(picks: readonly HistoryEntry[]): WinLossPush & { winRate: number } {
  const record = { wins: 0, losses: 0, pushes: 0 };
  for (const pick of picks) {
    if (pick.result === null) continue;
    if (pick.result === 'win') record.wins += 1;
    else if (pick.result === 'push') record.pushes += 1;
    else record.losses += 1;
  }
  return { ...record, winRate: winRate(record) };
}
