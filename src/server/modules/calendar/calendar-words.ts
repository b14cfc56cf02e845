import type { Locale } from '../../../shared/i18n/locale';

// What the calendar feed says, in the player's saved language (`users.locale`, as e-mails and pushes: docs/i18n.md).
// A sentence missing in a language is a compile error; the English is the feed's as it always read. Team and
// league names, scores and the "Away @ Home" matchup stay as they are in every language.

export interface CalendarWords {
  /** The locale Intl writes lock times in. */
  intl: string;
  /** RFC 5545 PRODID's language. */
  language: string;
  description: (app: string) => string;
  yourPick: (team: string) => string;
  notPicked: string;
  result: { win: string; loss: string; push: string };
  /** `time` is the lock time in the player's zone: "Sat, Nov 21, 7:30 PM EST". */
  locksAt: (time: string) => string;
  final: (away: string, awayScore: number, home: string, homeScore: number) => string;
  makePick: (url: string) => string;
  open: (app: string, url: string) => string;
  /** The alarm's text, `minutes` before lock. */
  alarm: (matchup: string, minutes: number) => string;
}

const EN: CalendarWords = {
  intl: 'en-US',
  language: 'EN',
  description: (app) => `Games and lock times from ${app}`,
  yourPick: (team) => `Your pick: ${team}`,
  notPicked: 'Not picked yet',
  result: { win: 'Won', loss: 'Lost', push: 'Push' },
  locksAt: (time) => `Picks lock at kickoff, ${time}.`,
  final: (away, awayScore, home, homeScore) => `Final: ${away} ${awayScore}, ${home} ${homeScore}.`,
  makePick: (url) => `Make your pick: ${url}`,
  open: (app, url) => `Open ${app}: ${url}`,
  alarm: (matchup, minutes) => `${matchup} locks in ${minutes} minutes: make your pick`,
};

/** A "pick" is an "elección", a "push" (a tie that neither wins nor loses a pick) an "empate" (docs/i18n.md). */
const ES: CalendarWords = {
  intl: 'es-ES',
  language: 'ES',
  description: (app) => `Partidos y horas de cierre de ${app}`,
  yourPick: (team) => `Tu elección: ${team}`,
  notPicked: 'Sin elegir todavía',
  result: { win: 'Acierto', loss: 'Fallo', push: 'Empate' },
  locksAt: (time) => `Las elecciones se cierran al empezar el partido, ${time}.`,
  final: (away, awayScore, home, homeScore) => `Resultado final: ${away} ${awayScore}, ${home} ${homeScore}.`,
  makePick: (url) => `Haz tu elección: ${url}`,
  open: (app, url) => `Abre ${app}: ${url}`,
  alarm: (matchup, minutes) =>
    `${matchup} se cierra en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}: haz tu elección`,
};

const WORDS: Record<Locale, CalendarWords> = { en: EN, es: ES };

/** The feed's words in `locale`. */
export const calendarWordsFor = (locale: Locale): CalendarWords => WORDS[locale];
