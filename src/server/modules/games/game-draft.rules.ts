import { ADMIN_TIMEZONE } from '../../../shared/constants';
import { addDays, localDay } from '../../../shared/periods';
import { ADMIN_GAME_MESSAGES as M } from '../../../shared/schemas/admin-games';
import { zonedTimeToInstant } from '../../../shared/zoned-time';

export const FREE_PICK = {
  sport: 'Special',
  winTeam: 'Free Win',
  lossTeam: 'Free Loss',
  time: '05:00',
  /** Graded this long after its start (admin.md: "auto-graded after 1 minute"). */
  gradeAfterMinutes: 1,
  notes: 'Free pick: everyone who takes Free Win gets a win.',
} as const;

export interface GameTimeDraft {
  date?: string | null | undefined;
  time?: string | null | undefined;
  scheduledTime?: string | null | undefined;
}

export interface GameDraft extends GameTimeDraft {
  homeTeamId?: number | null | undefined;
  awayTeamId?: number | null | undefined;
}

/**
 * The start a draft names: `scheduledTime` as given, else date + time as a wall clock in Mountain time
 * (America/Denver, daylight saving included). Null when missing; a message when written wrong.
 */
export function draftStart(draft: GameTimeDraft): Date | null | { problem: string } {
  if (draft.scheduledTime) return new Date(draft.scheduledTime);
  if (!draft.date || !draft.time) return null;
  const [y, m, d] = draft.date.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d) {
    return { problem: M.dateInvalid };
  }
  const [hh, mm] = draft.time.split(':').map(Number) as [number, number];
  if (hh > 23 || mm > 59) return { problem: M.timeInvalid };
  return zonedTimeToInstant(draft.date, draft.time, ADMIN_TIMEZONE);
}

/** Why a create or edit draft cannot be saved (its "required" words, then same teams), else its start. */
export function checkDraft(
  draft: GameDraft,
  requiredMessage: string,
): { problem: string } | { homeTeamId: number; awayTeamId: number; start: Date } {
  const start = draftStart(draft);
  if (!draft.homeTeamId || !draft.awayTeamId || start === null) return { problem: requiredMessage };
  if ('problem' in start) return start;
  if (draft.homeTeamId === draft.awayTeamId) return { problem: M.sameTeams };
  return { homeTeamId: draft.homeTeamId, awayTeamId: draft.awayTeamId, start };
}

/** The side a score entry names: `winnerId` (a team of the game or 'push') first, else `winner`. */
export function winnerSide(
  game: { homeTeamId: number; awayTeamId: number },
  entry: {
    winnerId?: number | 'push' | null | undefined;
    winner?: 'home' | 'away' | 'push' | null | undefined;
  },
): 'home' | 'away' | 'push' | { problem: string } {
  if (entry.winnerId === 'push') return 'push';
  if (entry.winnerId != null) {
    if (entry.winnerId === game.homeTeamId) return 'home';
    if (entry.winnerId === game.awayTeamId) return 'away';
    return { problem: M.winnerInvalid };
  }
  return entry.winner ?? { problem: M.scoreMissing };
}

/** Tomorrow's free pick start: 05:00 America/Denver on the Mountain calendar day after `now`. */
export function freePickStart(now: Date): Date {
  const tomorrow = addDays(localDay(now, ADMIN_TIMEZONE).date, 1);
  return zonedTimeToInstant(tomorrow, FREE_PICK.time, ADMIN_TIMEZONE);
}
