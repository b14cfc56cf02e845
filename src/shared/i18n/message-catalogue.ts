import type { Locale } from './locale';

// The server's refusals (every 4xx `message`) and the shared schemas' validation messages are written in English
// where they are thrown, and translated where they leave: at the transports (ADR 0047). Their catalogue is keyed by
// the English text, gettext style, so no throw site changes and English stays letter for letter. A message built
// with values ("Daily pick limit reached (3)") is a template whose `{name}` stands for any text; the text found
// there is translated too when it is itself an entry ("Too many attempts. Please wait {wait} and try again." with
// "a minute"), and kept as it is otherwise (a team's name).

/** English template -> its translation, with the same `{name}` placeholders. */
export type MessageEntries = Readonly<Record<string, string>>;

const PLACEHOLDER = /\{([A-Za-z0-9_]+)\}/g;
const HAS_PLACEHOLDER = /\{[A-Za-z0-9_]+\}/;

interface Template {
  pattern: RegExp;
  names: string[];
  translation: string;
  /** How much of the template is fixed text: the more, the more specific, the sooner it is tried. */
  fixed: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(english: string, translation: string): Template {
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const match of english.matchAll(PLACEHOLDER)) {
    source += `${escapeRegExp(english.slice(last, match.index))}([\\s\\S]+?)`;
    names.push(match[1]!);
    last = match.index + match[0].length;
  }
  source += escapeRegExp(english.slice(last));
  return {
    pattern: new RegExp(`^${source}$`),
    names,
    translation,
    fixed: english.replace(PLACEHOLDER, '').length,
  };
}

/** The English templates of a catalogue with their placeholders made anonymous: `{cap}` and `{n}` read alike. */
export const templateShape = (english: string): string => english.replace(PLACEHOLDER, '{}');

export interface MessageCatalogue {
  /** The message in `locale`; the English message itself when the catalogue has no entry for it. */
  translate(message: string, locale: Locale): string;
  /** Whether the catalogue of `locale` has an entry that reads this message. */
  has(message: string, locale: Locale): boolean;
}

/** A catalogue per language other than English (English needs none: it is the key). */
export function createMessageCatalogue(byLocale: Partial<Record<Locale, MessageEntries>>): MessageCatalogue {
  const compiled = new Map<Locale, { exact: Map<string, string>; templates: Template[] }>();
  for (const [locale, entries] of Object.entries(byLocale) as [Locale, MessageEntries][]) {
    const exact = new Map<string, string>();
    const templates: Template[] = [];
    for (const [english, translation] of Object.entries(entries)) {
      if (english.startsWith('_')) continue; // a translator's note, not an entry
      if (HAS_PLACEHOLDER.test(english)) templates.push(compile(english, translation));
      else exact.set(english, translation);
    }
    templates.sort((a, b) => b.fixed - a.fixed);
    compiled.set(locale, { exact, templates });
  }

  function lookup(message: string, locale: Locale, depth: number): string | undefined {
    const catalogue = compiled.get(locale);
    if (!catalogue) return undefined;
    const exact = catalogue.exact.get(message);
    if (exact !== undefined) return exact;
    if (depth > 2) return undefined;
    for (const template of catalogue.templates) {
      const match = template.pattern.exec(message);
      if (!match) continue;
      const values = new Map(
        template.names.map((name, i) => {
          const value = match[i + 1]!;
          return [name, lookup(value, locale, depth + 1) ?? value];
        }),
      );
      return template.translation.replace(PLACEHOLDER, (whole, name: string) => values.get(name) ?? whole);
    }
    return undefined;
  }

  return {
    translate: (message, locale) => (locale === 'en' ? message : (lookup(message, locale, 0) ?? message)),
    has: (message, locale) => locale === 'en' || lookup(message, locale, 0) !== undefined,
  };
}
