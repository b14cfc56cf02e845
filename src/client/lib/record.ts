/**
 * A player's record and win rate, worked out one way on every screen (home, /picks, profiles, boards,
 * settings): wins over graded picks, pushes included, pending picks left out (docs/rules.md, Accuracy).
 */
export interface WinLossPush {
  wins: number;
  losses: number;
  pushes: number;
}

import { i18n } from '../i18n/i18n';

/** Rounded percent of wins over graded picks; 0 before any graded pick. */
export function winRate(record: WinLossPush): number {
  const graded = record.wins + record.losses + record.pushes;
  return graded > 0 ? Math.round((100 * record.wins) / graded) : 0;
}

/** 'W-L-P' as a sports fan reads it: '80-30-10'. */
export function formatRecord(record: WinLossPush): string {
  return `${record.wins}-${record.losses}-${record.pushes}`;
}

/** The same record spelled out for screen readers: '80 wins, 30 losses, 10 pushes'. */
export function spokenRecord(record: WinLossPush): string {
  return i18n.t('record.spoken', {
    wins: i18n.t('record.wins', { count: record.wins }),
    losses: i18n.t('record.losses', { count: record.losses }),
    pushes: i18n.t('record.pushes', { count: record.pushes }),
  });
}

/** '1 win', '2 wins' (English only: the admin's screens, not yet translated). */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * A player's all-time record from the figures the server keeps (graded picks = wins + losses + pushes).
 */
export function userRecord(user: {
  totalWins: number;
  totalLosses: number;
  totalPicks: number;
}): WinLossPush {
  return {
    wins: user.totalWins,
    losses: user.totalLosses,
    pushes: Math.max(0, user.totalPicks - user.totalWins - user.totalLosses),
  };
}

/**
 * A board row's record for its period, when the server gives losses and pushes; null from a server
 * that does not yet (the row then shows its wins only).
 */
export function boardRecord(row: {
  totalWins: number;
  totalPicks: number;
  losses?: number;
  pushes?: number;
}): WinLossPush | null {
  if (typeof row.losses !== 'number' || typeof row.pushes !== 'number') return null;
  return { wins: row.totalWins, losses: row.losses, pushes: row.pushes };
}

/** Which period a board row's figures cover, as the row says it. */
export type BoardPeriodWords = 'this week' | 'this month' | 'all time';

const PERIOD_KEYS = {
  'this week': 'record.thisWeek',
  'this month': 'record.thisMonth',
  'all time': 'record.allTime',
} as const;

/**
 * The figures line of a board row: its period's record (W-L-P, or the wins alone from a server that
 * gives no losses) and win rate, e.g. '1-0-0 this week · 100%'. Saying the period keeps a weekly record
 * of one win from reading as a bug beside a peak streak carried in from the week before.
 */
export function boardFigures(
  row: { totalWins: number; totalPicks: number; losses?: number; pushes?: number },
  period: BoardPeriodWords,
): { text: string; spoken: string } {
  const record = boardRecord(row);
  const rate = row.totalPicks > 0 ? Math.round((100 * row.totalWins) / row.totalPicks) : 0;
  const wins = i18n.t('record.wins', { count: row.totalWins });
  const shown = record ? formatRecord(record) : wins;
  const spoken = record ? spokenRecord(record) : wins;
  const words = i18n.t(PERIOD_KEYS[period]);
  return {
    text: i18n.t('record.boardFigures', { record: shown, period: words, rate }),
    spoken: i18n.t('record.boardSpoken', { record: spoken, period: words, rate }),
  };
}
