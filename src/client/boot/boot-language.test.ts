import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialLocale } from '../i18n/i18n';

// boot.js picks the first paint's language before the app runs, as a literal of its own (it is served as
// written and cannot import): it must pick what the app then starts in (initialLocale), or the page would
// switch language as the app starts. Both run here against the same storage and browser languages.

const BOOT = readFileSync(new URL('../public/boot.js', import.meta.url), 'utf8');

interface Device {
  /** What the device remembered under 'pk-language'; 'throws': storage refused (private mode). */
  saved: string | null | 'throws';
  languages: string[];
  language?: string;
}

function storage({ saved }: Device) {
  return {
    getItem(key: string) {
      if (saved === 'throws') throw new Error('SecurityError');
      return key === 'pk-language' ? saved : null;
    },
  };
}

/** The `lang` boot.js gives <html> on a visitor's '/about' (the built page's module list left out). */
function bootLanguage(device: Device): string | undefined {
  const attributes = new Map<string, string>();
  const navigator = { languages: device.languages, language: device.language ?? device.languages[0] };
  const window = {
    localStorage: storage(device),
    location: { pathname: '/about' },
    matchMedia: () => ({ matches: false }),
    navigator,
  };
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
    readyState: 'complete',
    querySelector: () => null,
    querySelectorAll: () => [],
  };
  runInNewContext(BOOT, { window, navigator, document });
  return attributes.get('lang');
}

function appLanguage(device: Device): string {
  vi.stubGlobal('localStorage', storage(device));
  vi.stubGlobal('navigator', {
    languages: device.languages,
    language: device.language ?? device.languages[0],
  });
  return initialLocale();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const DEVICES: [string, Device, string][] = [
  ['a Spanish browser', { saved: null, languages: ['es-ES', 'en'] }, 'es'],
  ['the first language the app speaks', { saved: null, languages: ['fr-FR', 'es-MX', 'en'] }, 'es'],
  ['English for a language the app does not speak', { saved: null, languages: ['fr-FR', 'de'] }, 'en'],
  ['English for a browser with no languages', { saved: null, languages: [], language: '' }, 'en'],
  ['navigator.language when the list is empty', { saved: null, languages: [], language: 'es-AR' }, 'es'],
  ['any case and separator', { saved: null, languages: ['ES_mx'] }, 'es'],
  ['the saved English over a Spanish browser', { saved: 'en', languages: ['es-ES'] }, 'en'],
  ['the saved Spanish over an English browser', { saved: 'es', languages: ['en-US'] }, 'es'],
  ['the browser over a saved language the app does not speak', { saved: 'de', languages: ['es'] }, 'es'],
  ['the browser when storage is refused', { saved: 'throws', languages: ['es-CO'] }, 'es'],
];

describe("boot.js's language", () => {
  it.each(DEVICES)("is the app's: %s", (_, device, expected) => {
    expect(appLanguage(device)).toBe(expected);
    expect(bootLanguage(device)).toBe(expected);
  });
});
