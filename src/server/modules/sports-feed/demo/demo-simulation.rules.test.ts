import { describe, expect, it } from 'vitest';
import { LEAGUE_SLUGS, type LeagueSlug } from '../sports-feed';
import { demoGameDurationMs, simulateDemoGame } from './demo-simulation.rules';

const START = new Date('2026-11-21T18:00:00Z');
const MINUTE = 60_000;
const at = (minutes: number) => new Date(START.getTime() + minutes * MINUTE);
const play = (league: LeagueSlug, id: string, minutes: number) =>
  simulateDemoGame(league, id, START, at(minutes));
const idOf = (league: LeagueSlug) => `demo-20261121-${league}`;

describe('a simulated demo game', () => {
  it('is scheduled with nothing to show before its start', () => {
    expect(play('nfl', idOf('nfl'), -0.01)).toEqual({
      status: 'scheduled',
      homeScore: null,
      awayScore: null,
      period: null,
      clockLabel: null,
      winner: null,
    });
  });

  // [league, minutes after the start, period (an inning, a half), clock label]. NFL: quarters of 38 minutes,
  // 2-minute breaks, a one-minute two-minute warning in the 2nd and 4th, 20 minutes of halftime.
  it.each([
    ['nfl', 0, 1, 'Q1 15:00'],
    ['nfl', 19, 1, 'Q1 7:30'],
    ['nfl', 38.5, 1, 'END 1ST'],
    ['nfl', 40, 2, 'Q2 15:00'],
    ['nfl', 73.5, 2, '2 MIN WARNING'],
    ['nfl', 75, 2, 'Q2 1:35'],
    ['nfl', 80, 2, 'HALFTIME'],
    ['nfl', 99, 3, 'Q3 15:00'],
    ['nfl', 138, 3, 'END 3RD'],
    ['nfl', 177.9, 4, 'Q4 0:03'],
    ['nba', 0, 1, 'Q1 12:00'],
    ['nba', 16, 1, 'Q1 6:00'],
    ['nba', 33, 1, 'END 1ST'],
    ['nba', 70, 2, 'HALFTIME'],
    ['nba', 82, 3, 'Q3 12:00'],
    ['nba', 115, 3, 'END 3RD'],
    ['mlb', 1, 1, 'TOP 1ST'],
    ['mlb', 9, 1, 'MID 1ST'],
    ['mlb', 11, 1, 'BOT 1ST'],
    ['mlb', 19, 1, 'END 1ST'],
    ['mlb', 21, 2, 'TOP 2ND'],
    ['mlb', 165, 9, 'TOP 9TH'],
    ['eng.1', 0, 1, "1H 1'"],
    ['eng.1', 22.5, 1, "1H 23'"],
    ['eng.1', 45.5, 1, "1H 45'+1'"],
    ['eng.1', 50, 1, 'HALFTIME'],
    ['eng.1', 64, 2, "2H 48'"],
    ['eng.1', 109, 2, "2H 90'+3'"],
  ] as const)('%s at %s min: period %s, %s', (league, minutes, period, label) => {
    expect(play(league, idOf(league), minutes)).toMatchObject({ status: 'live', period, clockLabel: label });
  });

  // Pinned: a change to the generator would make every running demo game jump to another score.
  it.each([
    ['nfl', 178, 10, 7, 'home', 4],
    ['nba', 149, 113, 108, 'home', 4],
    ['mlb', 168, 5, 4, 'home', 9],
    ['eng.1', 113, 0, 1, 'away', 2],
    ['usa.1', 111, 0, 0, 'push', 2],
    ['college-football', 194, 33, 3, 'home', 4],
  ] as const)('%s ends after %s min: %s-%s, winner %s', (league, minutes, home, away, winner, period) => {
    expect(demoGameDurationMs(league, idOf(league))).toBe(minutes * MINUTE);
    expect(play(league, idOf(league), minutes - 0.01).status).toBe('live');
    expect(play(league, idOf(league), minutes)).toEqual({
      status: 'completed',
      homeScore: home,
      awayScore: away,
      period,
      clockLabel: 'FINAL',
      winner,
    });
  });

  it('grades a level soccer game as a push, and never ends other sports level', () => {
    expect(simulateDemoGame('eng.1', 'demo-s-6', START, at(400))).toMatchObject({
      homeScore: 2,
      awayScore: 2,
      winner: 'push',
    });
    for (const league of LEAGUE_SLUGS.filter((l) => !['eng.1', 'esp.1', 'usa.1'].includes(l))) {
      for (let i = 0; i < 200; i++) {
        const final = simulateDemoGame(league, `demo-x-${i}`, START, at(400));
        expect(final.homeScore).not.toBe(final.awayScore);
        expect(final.winner).toBe(final.homeScore! > final.awayScore! ? 'home' : 'away');
      }
    }
  });

  it('gives the same answer every time, scores that never go down, and a final equal to the last live score', () => {
    for (const league of LEAGUE_SLUGS) {
      for (let i = 0; i < 6; i++) {
        const id = `demo-m-${i}`;
        const end = demoGameDurationMs(league, id) / MINUTE;
        let [home, away] = [0, 0];
        for (let m = 0; m < end; m += 1) {
          const state = play(league, id, m);
          expect(state).toEqual(play(league, id, m));
          expect(state.homeScore).toBeGreaterThanOrEqual(home);
          expect(state.awayScore).toBeGreaterThanOrEqual(away);
          [home, away] = [state.homeScore!, state.awayScore!];
        }
        const lastMoment = simulateDemoGame(league, id, START, new Date(at(end).getTime() - 1));
        expect(lastMoment.status).toBe('live');
        expect(lastMoment.homeScore).toBeGreaterThanOrEqual(home);
        expect(play(league, id, end)).toMatchObject({
          homeScore: lastMoment.homeScore,
          awayScore: lastMoment.awayScore,
        });
      }
    }
  });

  it('lasts about as long as the real thing', () => {
    const hours = (league: LeagueSlug) => demoGameDurationMs(league, idOf(league)) / (60 * MINUTE);
    expect(hours('nfl')).toBeCloseTo(3, 0);
    expect(hours('nba')).toBeCloseTo(2.5, 0);
    expect(hours('eng.1')).toBeGreaterThan(1.8);
    expect(hours('eng.1')).toBeLessThan(2);
    expect([168, 178]).toContain(demoGameDurationMs('mlb', 'demo-m-1') / MINUTE);
  });
});
