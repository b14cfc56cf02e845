import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../../src/server/platform/project-path';
import type { Locale } from '../../src/shared/i18n/locale';
import { renderBootCopies, withBootCopies } from '../../vite.prerender';

// The built page's first paint in both languages (ADR 0053): what `vite build` writes into index.html, rendered
// here the way the build renders it (the app's own modules through a throwaway Vite server). The journeys
// check the built page in Chromium (tests/e2e/spanish.e2e.ts).

const LOCALES_DIR = projectPath('src/client/i18n/locales');

/** Every word a catalogue of `locale` holds (the translators' notes left out). */
function catalogueTexts(locale: Locale): Set<string> {
  const texts = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') texts.add(value);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) if (key !== '_context') walk(inner);
  };
  for (const file of readdirSync(`${LOCALES_DIR}/${locale}`))
    walk(JSON.parse(readFileSync(`${LOCALES_DIR}/${locale}/${file}`, 'utf8')));
  return texts;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };

/** The texts a piece of markup shows or reads out: its text runs and its labels. */
function textsOf(markup: string): string[] {
  const decode = (text: string) =>
    text.replaceAll(/&(#?\w+);/g, (entity, name: string) => ENTITIES[name] ?? entity);
  const runs = markup.split(/<[^>]*>/).map((run) => decode(run).trim());
  const labels = [...markup.matchAll(/ (?:aria-label|placeholder|title|alt)="([^"]*)"/g)].map((m) =>
    decode(m[1] ?? ''),
  );
  return [...runs, ...labels].filter((text) => text !== '');
}

/**
 * The copy of the built page's first paint for `locale`: in `#boot-landing` (up to `#root`) for the landing, in
 * `.boot-loading` for 'Loading...'. Each copy is one `data-boot-copy` element; the next one, or the end, ends it.
 */
function copyIn(html: string, part: 'landing' | 'loading', locale: Locale): string {
  const [start, end, tag] =
    part === 'landing'
      ? ['<div id="boot-landing" inert>', '</div><div id="root">', 'fieldset']
      : ['<div class="boot-loading">', '</div>', 'span'];
  const region = html.slice(html.indexOf(start) + start.length);
  const copies = region.slice(0, region.indexOf(end)).split(`<${tag} data-boot-copy lang="`).slice(1);
  const copy = copies.filter((text) => text.startsWith(`${locale}"`));
  expect(copy).toHaveLength(1);
  return (copy[0] ?? '').replace(/^[^>]*>/, '').replace(new RegExp(`</${tag}>$`), '');
}

describe("the built page's first paint in both languages", () => {
  let html: string;

  beforeAll(async () => {
    const copies = await renderBootCopies(projectPath('src/client'));
    html = withBootCopies(readFileSync(projectPath('src/client/index.html'), 'utf8'), copies);
  }, 120_000);

  it('holds the landing in English and in Spanish, each with its lang, inert and disabled', () => {
    expect(html).toMatch(/<div id="boot-landing" inert><fieldset data-boot-copy lang="en" disabled>/);
    expect(html).toContain('<fieldset data-boot-copy lang="es" disabled>');
    const en = JSON.parse(readFileSync(`${LOCALES_DIR}/en/auth.json`, 'utf8')) as {
      intro: { promise: string };
    };
    const es = JSON.parse(readFileSync(`${LOCALES_DIR}/es/auth.json`, 'utf8')) as {
      intro: { promise: string };
    };
    expect(textsOf(copyIn(html, 'landing', 'en'))).toContain(en.intro.promise);
    expect(textsOf(copyIn(html, 'landing', 'es'))).toContain(es.intro.promise);
  });

  it("leaves no English in the Spanish landing: none of the catalogues' words Spanish says otherwise", () => {
    const spanish = catalogueTexts('es');
    const englishOnly = new Set([...catalogueTexts('en')].filter((text) => !spanish.has(text)));
    const inEnglishCopy = textsOf(copyIn(html, 'landing', 'en')).filter((text) => englishOnly.has(text));
    // The English copy is made of such words: the check below has something to find.
    expect(inEnglishCopy.length).toBeGreaterThan(10);
    expect(textsOf(copyIn(html, 'landing', 'es')).filter((text) => englishOnly.has(text))).toEqual([]);
  });

  it('shares no id between the two copies', () => {
    const ids = (markup: string) => [...markup.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    const english = new Set(ids(copyIn(html, 'landing', 'en')).filter((id) => id !== 'main-content'));
    expect(english.size).toBeGreaterThan(0);
    expect(ids(copyIn(html, 'landing', 'es')).filter((id) => english.has(id))).toEqual([]);
  });

  it("says 'Loading...' in both languages, from the catalogues", () => {
    const loading = (locale: Locale) =>
      (JSON.parse(readFileSync(`${LOCALES_DIR}/${locale}/common.json`, 'utf8')) as { loading: string })
        .loading;
    expect(copyIn(html, 'loading', 'en')).toBe(loading('en'));
    expect(copyIn(html, 'loading', 'es')).toBe(loading('es'));
    expect(loading('es')).not.toBe(loading('en'));
  });
});
