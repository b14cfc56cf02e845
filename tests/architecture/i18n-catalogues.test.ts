import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/shared/i18n/locale';
import { ALLOWED_LITERALS } from '../support/i18n/allowlist';
import { visibleLiterals } from '../support/i18n/user-visible-literals';

// "No string left behind" (issue 45; docs/i18n.md): no player-visible words written in any client file,
// and the same keys, placeholders and plural forms in every language's catalogues. A key used in code that no
// catalogue has fails `tsc` already (i18next.d.ts types t() by the English catalogues).

const ROOT = join(import.meta.dirname, '../..');
const CLIENT = join(ROOT, 'src/client');
const LOCALES_DIR = join(CLIENT, 'i18n/locales');

const clientFiles = (readdirSync(CLIENT, { recursive: true }) as string[])
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
  .map((f) => relative(ROOT, join(CLIENT, f)).split('\\').join('/'))
  .sort();

const literalsOf = (file: string) =>
  visibleLiterals(file, readFileSync(join(ROOT, file), 'utf8')).filter(
    (found) => !ALLOWED_LITERALS.some((a) => a.file === file && a.text === found.text),
  );

describe('no string left behind', () => {
  it('client files show no words outside the catalogues', () => {
    const leftBehind = clientFiles.flatMap((file) =>
      literalsOf(file).map((found) => `${file}:${found.line}  ${found.text}`),
    );
    expect(leftBehind).toEqual([]);
  });

  it('every allowed literal is still there, with its reason', () => {
    for (const allowed of ALLOWED_LITERALS) {
      expect(allowed.reason.length).toBeGreaterThan(10);
      const found = visibleLiterals(allowed.file, readFileSync(join(ROOT, allowed.file), 'utf8'));
      expect(found.map((f) => f.text)).toContain(allowed.text);
    }
  });
});

type Catalogue = { [key: string]: string | Catalogue };

/** 'a.b.c' -> text, notes (`_context`) left out. */
function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    if (!prefix && key === '_context') continue;
    if (typeof value === 'string') keys.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) keys.set(k, v);
  }
  return keys;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const load = (locale: string, namespace: string) =>
  JSON.parse(readFileSync(join(LOCALES_DIR, locale, `${namespace}.json`), 'utf8')) as Catalogue;
const namespacesOf = (locale: string) =>
  readdirSync(join(LOCALES_DIR, locale))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort();
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)/g)].map((m) => m[1]).sort();

describe('the catalogues', () => {
  const namespaces = namespacesOf('en');

  it('every language has the same namespaces', () => {
    for (const locale of LOCALES) expect(namespacesOf(locale)).toEqual(namespaces);
  });

  it.each(namespaces)(
    '%s: the same keys in every language, each with the plural forms its language needs',
    (ns) => {
      const base = (locale: string) =>
        new Set([...flatten(load(locale, ns)).keys()].map((k) => k.replace(PLURAL, '')));
      const english = [...base('en')].sort();
      for (const locale of LOCALES) {
        expect([...base(locale)].sort(), `${locale}/${ns}.json`).toEqual(english);
        const keys = flatten(load(locale, ns));
        const plurals = new Set(
          [...keys.keys()].filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')),
        );
        const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
        for (const key of plurals) {
          for (const form of forms)
            expect(keys.has(`${key}_${form}`), `${locale}/${ns}: ${key}_${form}`).toBe(true);
        }
        for (const [key, text] of keys) expect(text.trim(), `${locale}/${ns}: ${key}`).not.toBe('');
      }
    },
  );

  it.each(namespaces)('%s: a translation keeps the English placeholders', (ns) => {
    const english = flatten(load('en', ns));
    const byBase = new Map([...english].map(([k, v]) => [k.replace(PLURAL, ''), placeholders(v)]));
    for (const locale of LOCALES) {
      for (const [key, text] of flatten(load(locale, ns))) {
        const expected = (byBase.get(key.replace(PLURAL, '')) ?? []).filter((p) => p !== 'count');
        expect(
          placeholders(text).filter((p) => p !== 'count'),
          `${locale}/${ns}: ${key}`,
        ).toEqual(expected);
      }
    }
  });

  it.each(namespaces)('%s: every translator note names a key, and only English has notes', (ns) => {
    const keys = new Set([...flatten(load('en', ns)).keys()].map((k) => k.replace(PLURAL, '')));
    const notes = (load('en', ns)._context ?? {}) as Record<string, string>;
    for (const key of Object.keys(notes)) expect(keys.has(key), `en/${ns}.json _context: ${key}`).toBe(true);
    for (const locale of LOCALES.filter((l) => l !== 'en')) expect(load(locale, ns)._context).toBeUndefined();
  });
});
