import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseScoreboard } from './espn.parser';

// Two unedited ESPN responses kept beside the project (../shared, not in it); the test runs when they are there.
const SHARED = fileURLToPath(new URL('../../../../../shared/fixtures/espn', import.meta.url));
const read = (file: string): unknown => JSON.parse(readFileSync(join(SHARED, file), 'utf8'));

describe.skipIf(!existsSync(SHARED))('real ESPN responses', () => {
  it('NFL 2024 week 1 before kick-off: 16 scheduled games with colours and venues', () => {
    const { events, skipped } = parseScoreboard(read('nfl-scoreboard-2024-week1-pregame.json'), 'nfl');
    expect(skipped).toEqual([]);
    expect(events).toHaveLength(16);
    for (const e of events) {
      expect(e).toMatchObject({ status: 'scheduled', winner: null, period: null, clockLabel: null });
      expect([e.home.score, e.away.score]).toEqual([null, null]);
      expect(e.home.primaryColor).toMatch(/^#[0-9A-F]{6}$/);
      expect(e.venue).toBeTruthy();
    }
    expect(events[0]).toMatchObject({
      providerEventId: '401671789',
      sportName: 'NFL',
      venue: 'GEHA Field at Arrowhead Stadium',
      home: {
        providerTeamId: '12',
        name: 'Kansas City Chiefs',
        abbreviation: 'KC',
        primaryColor: '#E31837',
        secondaryColor: '#FFB612',
        // Week 1 responses carry no records yet.
        record: null,
        probablePitcher: null,
      },
      away: { abbreviation: 'BAL', primaryColor: '#29126F', secondaryColor: '#000000' },
    });
    expect(events[0]!.scheduledTime.toISOString()).toBe('2024-09-06T00:20:00.000Z');
  });

  it('NFL 2024 week 1: every game has its line; the sign of the ESPN spread names the favourite', () => {
    const { events } = parseScoreboard(read('nfl-scoreboard-2024-week1-pregame.json'), 'nfl');
    const line = (id: string) => events.find((e) => e.providerEventId === id)!.line;
    expect(events.every((e) => e.line !== null)).toBe(true);
    // Home favoured: ESPN's spread is the home side's, -2.5.
    expect(line('401671789')).toEqual({
      favorite: 'home',
      spread: 2.5,
      overUnder: 46.5,
      details: 'KC -2.5',
      source: 'ESPN BET',
    });
    // Houston at Indianapolis, 'HOU -2.0': the away side gives the points, ESPN's spread is +2.
    const away = events.find((e) => e.line?.details === 'HOU -2.0')!;
    expect(away.away.abbreviation).toBe('HOU');
    expect(away.line).toMatchObject({ favorite: 'away', spread: 2, overUnder: 48.5 });
    // 'EVEN': a pick'em, no favourite.
    expect(events.find((e) => e.line?.details === 'EVEN')!.line).toMatchObject({
      favorite: null,
      spread: 0,
      overUnder: 41.5,
    });
  });

  it('World Cup final day: one live game and 31 finals', () => {
    // fifa.world is not a product league; eng.1 reads it with the same soccer rules.
    const { events, skipped } = parseScoreboard(
      read('fifa-world-scoreboard-2026-07-19-live-and-final.json'),
      'eng.1',
    );
    expect(skipped).toEqual([]);
    expect(events).toHaveLength(32);
    const live = events.filter((e) => e.status === 'live');
    expect(live).toHaveLength(1);
    expect(live[0]).toMatchObject({
      providerEventId: '760517',
      period: 2,
      clockLabel: "2H 90'+4'",
      winner: null,
      home: { name: 'Spain', score: 0 },
      away: { name: 'Argentina', score: 0 },
    });
    // The finals carry `odds: [null]`: no line, and they still parse. The live game has DraftKings' total only
    // (its 'details' is a moneyline): a line with no spread, so no favourite.
    expect(events.filter((e) => e.line !== null).map((e) => e.providerEventId)).toEqual(['760517']);
    expect(live[0]!.line).toEqual({
      favorite: null,
      spread: null,
      overUnder: 2.5,
      details: 'ESP +125',
      source: 'DraftKings',
    });
    const finals = events.filter((e) => e.status === 'completed');
    expect(finals).toHaveLength(31);
    for (const e of finals) {
      expect(e.clockLabel).toBe('FINAL');
      expect(e.winner).not.toBeNull();
    }
    // Level after extra time and won on penalties: the side ESPN flags as winner goes through.
    expect(events.find((e) => e.providerEventId === '760489')).toMatchObject({
      winner: 'away',
      home: { name: 'Germany', score: 1, primaryColor: '#FFFFFF' },
      away: { score: 1 },
    });
    expect(events.find((e) => e.providerEventId === '760516')).toMatchObject({
      winner: 'away',
      home: { score: 4 },
      away: { score: 6 },
    });
  });
});
