import { type core, z } from 'zod';
import type { Locale } from '../../../../shared/i18n/locale';

// zod's own words for a check the schemas give none (`.max(1000)` on a note, an unknown key): in Spanish through
// zod's Spanish locale (ADR 0047). zod keeps no input on a finished issue, so each one is written again in English
// first, with a stand-in of the type it received when that is what the words name, and translated only when that
// gives the very words the caller would read: any other message is not zod's default and is left to the catalogue.

const en = z.locales.en().localeError;
const LOCALES: Partial<Record<Locale, core.$ZodErrorMap>> = { es: z.locales.es().localeError };

/** A value of each type a default "received ..." names. */
const STAND_INS: Record<string, unknown> = {
  undefined: undefined,
  null: null,
  number: 0,
  string: '',
  boolean: false,
  array: [],
  object: {},
  bigint: 0n,
  NaN: Number.NaN,
};

const RECEIVED = /, received (\w+)$/;

const wordsOf = (map: core.$ZodErrorMap, issue: object): string | undefined => {
  const out = map(issue as Parameters<core.$ZodErrorMap>[0]);
  return typeof out === 'string' ? out : out?.message;
};

/** zod's default message of `issue` in `locale`, or undefined when its message is not zod's default. */
export function zodDefaultIn(issue: core.$ZodIssue, locale: Locale): string | undefined {
  const map = LOCALES[locale];
  if (!map) return undefined;
  const received = RECEIVED.exec(issue.message)?.[1];
  const probe =
    received !== undefined && received in STAND_INS ? { ...issue, input: STAND_INS[received] } : issue;
  if (wordsOf(en, probe) !== issue.message) return undefined;
  return wordsOf(map, probe);
}
