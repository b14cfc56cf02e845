import { describe, expect, it } from 'vitest';
import { ES_REFUSALS } from '../../src/shared/i18n/es/refusals';
import { createMessageCatalogue, templateShape } from '../../src/shared/i18n/message-catalogue';
import { refusalCatalogue } from '../../src/shared/i18n/refusals';
import { refusalTexts } from './refusal-messages';

// The Spanish catalogue and the sources' refusals held to each other, both ways (issue 45, ADR 0047): a refusal
// added in English without its Spanish fails here, and so does an entry left behind when its refusal went.

const PLACEHOLDER = /\{([A-Za-z0-9_]+)\}/g;
const placeholders = (text: string) => [...text.matchAll(PLACEHOLDER)].map((m) => m[1]).sort();
const sources = refusalTexts();
const entries = Object.keys(ES_REFUSALS);

describe('the Spanish refusals', () => {
  it('reads the refusals of the sources (a sample the specs quote)', () => {
    const texts = sources.map((s) => s.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Daily pick limit reached ({max})',
        'This game has already started',
        'Username must be at least 3 characters',
        'Too many attempts. Please wait {wait} and try again.',
      ]),
    );
    expect(sources.length).toBeGreaterThan(150);
  });

  it('has an entry for every refusal the sources hold', () => {
    const missing = sources
      .filter(({ text }) => !(text in ES_REFUSALS))
      .map(({ text, at }) => `${at}: ${text}`);
    expect(missing).toEqual([]);
  });

  it('has no entry that no source holds (a full message may spell out one of a template)', () => {
    const texts = new Set(sources.map((s) => s.text));
    const templates = createMessageCatalogue({
      es: Object.fromEntries(sources.filter((s) => s.text.includes('{')).map((s) => [s.text, s.text])),
    });
    const orphans = entries.filter((english) => !texts.has(english) && !templates.has(english, 'es'));
    expect(orphans).toEqual([]);
  });

  it('keeps every placeholder of the English in the Spanish, and no other', () => {
    const wrong = entries.filter(
      (english) => placeholders(english).join() !== placeholders(ES_REFUSALS[english]!).join(),
    );
    expect(wrong).toEqual([]);
  });

  it('has no two templates that read alike, so a message finds one translation', () => {
    const shapes = entries.filter((e) => e.includes('{')).map(templateShape);
    expect(shapes.length - new Set(shapes).size).toBe(0);
  });

  it('translates templates with their values, and the values that are entries themselves', () => {
    expect(refusalCatalogue.translate('Daily pick limit reached (3)', 'es')).toBe(
      'Límite diario de elecciones alcanzado (3)',
    );
    expect(refusalCatalogue.translate('Too many requests. Please wait 2 minutes and try again.', 'es')).toBe(
      'Demasiadas peticiones. Espera 2 minutos e inténtalo de nuevo.',
    );
    expect(refusalCatalogue.translate('Too many attempts. Please wait a minute and try again.', 'es')).toBe(
      'Demasiados intentos. Espera un minuto e inténtalo de nuevo.',
    );
    expect(
      refusalCatalogue.translate(
        'Lakers cannot be the winner: Celtics scored more (Celtics 3, Lakers 2).',
        'es',
      ),
    ).toBe('Lakers no puede ser el ganador: Celtics marcó más (Celtics 3, Lakers 2).');
    expect(refusalCatalogue.translate('Home score cannot be negative', 'es')).toBe(
      'El marcador local no puede ser negativo',
    );
  });

  it('leaves English as it is, and a text it does not know in English', () => {
    expect(refusalCatalogue.translate('Daily pick limit reached (3)', 'en')).toBe(
      'Daily pick limit reached (3)',
    );
    expect(refusalCatalogue.translate('Some words of a library', 'es')).toBe('Some words of a library');
  });
});
