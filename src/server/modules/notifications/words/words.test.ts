import { describe, expect, it } from 'vitest';
import { providerLinkMail } from '../../users/provider-link-mail';
import { weeklyRecapText } from '../weekly-recap.rules';
import { EN_WORDS } from './en';
import { ES_WORDS } from './es';

// The typed catalogues (ADR 0047): the interface makes a missing text a compile error; these hold the Spanish to
// being Spanish (no English sentence copied over) and the recap's facts to their places.

/** Every text of a words object, functions called with sample values, by its path. */
function leaves(words: object, at = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(words)) {
    const path = at ? `${at}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    // One sample for every argument: a day (the recap's week) serves as a name and a count too.
    else if (typeof value === 'function')
      found.set(path, String(value('2026-11-23', '2026-11-23', '2026-11-23')));
    else for (const [p, v] of leaves(value as object, path)) found.set(p, v);
  }
  return found;
}

describe('the notifications’ words', () => {
  it('say every English text in Spanish, not in English', () => {
    const en = leaves(EN_WORDS);
    const es = leaves(ES_WORDS);
    expect([...es.keys()]).toEqual([...en.keys()]);
    const same = [...en].filter(([path, text]) => es.get(path) === text && /[a-z]{3}/.test(text));
    expect(same).toEqual([]);
  });

  it('write the weekly recap in Spanish, with the week’s first day as Spanish writes it', () => {
    const facts = {
      name: 'Lucía',
      week: '2026-11-23',
      wins: 5,
      losses: 2,
      pushes: 1,
      streak: 3,
      bestPick: { team: 'Betis', opponent: 'Sevilla', share: 12 },
      leagues: [{ name: 'Oficina', rank: 2, members: 9, leader: 'ana' }],
    };
    const links = {
      appUrl: 'http://picks.test/',
      settingsUrl: 'http://picks.test/settings',
      unsubscribeUrl: 'u',
    };
    const es = weeklyRecapText(facts, links, 'es');
    expect(es.subject).toBe('Tu semana: 5-2-1, racha W3');
    expect(es.text.split('\n').slice(0, 5)).toEqual([
      'Hola, Lucía: este es tu resumen de la semana (desde el lunes, 23 de noviembre):',
      '',
      'Balance: 5-2-1 (aciertos-fallos-empates)',
      'Empiezas la nueva semana con una racha de 3 aciertos.',
      'Mejor elección: Betis ante Sevilla, elegida por el 12 % de los jugadores.',
    ]);
    expect(es.text).toContain('  Oficina: n.º 2 de 9, con ana en cabeza');
    expect(es.push).toEqual({
      title: 'Tu semana: 5-2-1',
      body: 'Mejor elección: Betis. N.º 2 en Oficina. Racha: W3.',
      url: '/leagues',
    });
    expect(weeklyRecapText(facts, links).subject).toBe('Your week: 5-2-1, W3 streak');
  });

  it('write the provider link e-mail in Spanish', () => {
    const mail = providerLinkMail(
      'a@example.com',
      'lucia',
      'Google',
      'http://picks.test/welcome?link=t',
      'es',
    );
    expect(mail.subject).toBe("Vincula Google a tu cuenta de Streak Pick'em");
    expect(mail.text.split('\n')[0]).toBe('Hola, lucia:');
    expect(mail.html).toContain('>Vincular Google e iniciar sesión</a>');
  });
});
