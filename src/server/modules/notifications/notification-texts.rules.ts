import { ACHIEVEMENT_BY_TYPE, type AchievementType } from '../../../shared/achievements';
import { APP_NAME } from '../../../shared/constants';
import { ES_ACHIEVEMENTS } from '../../../shared/i18n/es/achievements';
import type { Locale } from '../../../shared/i18n/locale';
import { TEST_NOTIFICATION } from '../../../shared/schemas/notifications';
import { streakLabel } from '../../../shared/streak-label';
import { zonedClockTime, zoneLabel } from '../../../shared/time-zones';
import type { PushMessage } from './push.sender';
import { type GradedResult, wordsFor } from './words/words';

// Every push and the daily e-mail, in the recipient's language (`users.locale`, ADR 0047): the sentences are in
// words/en.ts and words/es.ts; these functions put the facts in them.

export type { GradedResult };

export interface GradedPickFacts {
  result: GradedResult;
  /** The team the player picked and the other one, with their final scores. */
  picked: { name: string; score: number };
  other: { name: string; score: number };
  /** The player's current streak after this grading. */
  streak: number;
  /** A Fix Score changed a result the player was told about already. */
  correction: boolean;
}

/**
 * One graded pick: "Win! Patriots 24-17 Cardinals. You're on W5." The winner (or, for a tie, the picked
 * team) comes first with its score; a correction says so.
 */
export function pickGradedText(f: GradedPickFacts, locale: Locale = 'en'): PushMessage {
  const w = wordsFor(locale).graded;
  const pickedFirst = f.picked.score >= f.other.score;
  const [first, second] = pickedFirst ? [f.picked, f.other] : [f.other, f.picked];
  const score = `${first.name} ${first.score}-${second.score} ${second.name}.`;
  const streak = f.streak === 0 ? w.streakReady : w.onStreak(streakLabel(f.streak));
  const body = `${w.result[f.result]} ${score} ${streak}`;
  return {
    title: f.correction ? w.correctionTitle : w.title,
    body: f.correction ? w.correction(body) : body,
    url: '/picks',
  };
}

/** An achievement just unlocked: its title and description. */
export function achievementText(
  a: { title: string; description: string; emoji?: string },
  locale: Locale = 'en',
): PushMessage {
  return {
    title: wordsFor(locale).achievementTitle(`${a.emoji ? `${a.emoji} ` : ''}${a.title}`),
    body: a.description,
    url: '/achievements',
  };
}

/** An achievement's push from its type, its title and description in `locale`. */
export function achievementUnlockedText(type: AchievementType, locale: Locale): PushMessage {
  const a = ACHIEVEMENT_BY_TYPE[type];
  const words = locale === 'es' ? ES_ACHIEVEMENTS[type] : a;
  return achievementText({ title: words.title, description: words.description, emoji: a.iconEmoji }, locale);
}

/** Settings' test notification: how a reminder before the picks lock will look. */
export const testNotificationText = (locale: Locale): PushMessage => ({
  ...TEST_NOTIFICATION,
  body: wordsFor(locale).testPush,
});

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A time of day in the player's zone with the zone's label, as every screen shows it: "7:30 PM ET" in English,
 * "19:30 ET" in Spanish (Intl's es-ES clock).
 */
export function localTime(at: Date, timeZone: string, locale: Locale = 'en'): string {
  if (locale === 'en') return zonedClockTime(at, timeZone);
  const key = `${locale} ${timeZone}`;
  let format = clockFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(wordsFor(locale).intl, { timeZone, hour: '2-digit', minute: '2-digit' });
    clockFormats.set(key, format);
  }
  return `${format.format(at)} ${zoneLabel(timeZone, at)}`;
}

/**
 * The lock reminder: how many games lock soon (the first at `firstLock`, in the player's zone) and how many
 * picks are left today (`null`: no daily cap).
 */
export function lockReminderText(r: {
  games: number;
  firstLock: Date;
  picksLeft: number | null;
  timeZone: string;
  locale?: Locale;
}): PushMessage {
  const locale = r.locale ?? 'en';
  const w = wordsFor(locale).reminder;
  const time = localTime(r.firstLock, r.timeZone, locale);
  const lock = r.games === 1 ? w.oneGame(time) : w.games(r.games, time);
  const left = r.picksLeft === null ? w.noCap : w.picksLeft(r.picksLeft);
  return { title: w.title, body: `${lock} ${left}`, url: '/' };
}

export interface SlateGame {
  away: string;
  home: string;
  startsAt: Date;
}

/** The daily e-mail: today's games the player may still pick, in their zone, and the picks left. */
export function dailyEmailText(d: {
  games: readonly SlateGame[];
  picksLeft: number | null;
  timeZone: string;
  appUrl: string;
  unsubscribeUrl: string;
  locale?: Locale;
}): { subject: string; text: string } {
  const locale = d.locale ?? 'en';
  const w = wordsFor(locale).daily;
  const lines = d.games.map((g) => `  ${localTime(g.startsAt, d.timeZone, locale)}  ${g.away} @ ${g.home}`);
  return {
    subject: w.subject(d.games.length),
    text: [
      w.heading(zoneLabel(d.timeZone, d.games[0]?.startsAt), d.timeZone),
      '',
      ...lines,
      '',
      d.picksLeft === null ? w.noCap : w.picksLeft(d.picksLeft),
      w.makePicks(d.appUrl),
      '',
      w.why(APP_NAME),
      w.unsubscribe(d.unsubscribeUrl),
    ].join('\n'),
  };
}
