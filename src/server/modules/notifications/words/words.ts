import type { Locale } from '../../../../shared/i18n/locale';
import { EN_WORDS } from './en';
import { ES_WORDS } from './es';
import type { NotificationWords } from './notification-words';

export type { GradedResult, NotificationWords } from './notification-words';

// What the notifications say, one object per language (ADR 0047): the composers (notification-texts.rules.ts,
// weekly-recap.rules.ts) build every e-mail and push from these, given the recipient's `users.locale`. The
// interface makes a text missing in a language a compile error; en.ts holds the specs' English unchanged.

const WORDS: Record<Locale, NotificationWords> = { en: EN_WORDS, es: ES_WORDS };

/** The notifications' words in `locale`. */
export const wordsFor = (locale: Locale): NotificationWords => WORDS[locale];
