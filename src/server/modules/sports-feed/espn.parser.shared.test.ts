import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseScoreboard } from './espn.parser';

// Two unedited ESPN responses kept beside the project (not in it); the test runs when they are there.
const SHARED = fileURLToPath(new URL('../../../../shared/fixtures/espn', import.meta.url));
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
