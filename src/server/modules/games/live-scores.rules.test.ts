import { describe, expect, it } from 'vitest';
import { feedEvent } from '../../../../tests/support/feed/events';
import { decideLiveChange, leaseMs, type PolledGame, pollWindow, winnerByScore } from './live-scores.rules';

const NOW = new Date('2026-11-22T01:00:00Z');
const START = new Date('2026-11-22T00:00:00Z');

const game = (over: Partial<PolledGame> = {}): PolledGame => ({
  id: 1,
  status: 'live',
  scheduledTime: START,
  homeScore: 10,
  awayScore: 7,
  currentPeriod: 2,
  timeRemaining: 'Q2 5:00',
  ...over,
});

/** The feed's word on a live game: its period, clock label and both scores. */
const liveEvent = (period: number, clockLabel: string, homeScore: number, awayScore: number) =>
  feedEvent({ status: 'live', period, clockLabel, home: { score: homeScore }, away: { score: awayScore } });

describe('what a feed event does to a polled game', () => {
  it('moves scores, period and clock label of a live game', () => {
    const event = liveEvent(3, 'Q3 8:42', 14, 7);
    expect(decideLiveChange(game(), event, NOW)).toEqual({
      kind: 'live',
      homeScore: 14,
      awayScore: 7,
      currentPeriod: 3,
      timeRemaining: 'Q3 8:42',
    });
  });

  it('changes nothing when the live state is the same, but starts a game still marked scheduled', () => {
    const event = liveEvent(2, 'Q2 5:00', 10, 7);
    expect(decideLiveChange(game(), event, NOW)).toEqual({ kind: 'none' });
    expect(decideLiveChange(game({ status: 'scheduled' }), event, NOW)).toMatchObject({ kind: 'live' });
  });

  it('keeps known scores when a live event has none', () => {
    const event = feedEvent({ status: 'live', period: 2, clockLabel: 'HALFTIME' });
    expect(decideLiveChange(game(), event, NOW)).toMatchObject({
      homeScore: 10,
      awayScore: 7,
      timeRemaining: 'HALFTIME',
    });
  });

  it.each([
    [{ score: 3, winner: 'away' as const }, 'away'],
    [{ score: 2, winner: 'push' as const }, 'push'],
    [{ score: 3, winner: null }, 'home'],
    [{ score: 2, winner: null }, 'push'],
  ])('completes a final with the feed winner, else by score (%o)', (spec, winner) => {
    const event = feedEvent({
      status: 'completed',
      winner: spec.winner,
      period: 4,
      home: { score: spec.score },
      away: { score: 2 },
    });
    expect(decideLiveChange(game(), event, NOW)).toMatchObject({ kind: 'final', winner });
  });

  it('waits on a final without scores', () => {
    expect(decideLiveChange(game(), feedEvent({ status: 'completed', winner: 'home' }), NOW)).toEqual({
      kind: 'none',
    });
  });

  it('puts a postponed game with a start ahead back to scheduled, else labels it and keeps it locked', () => {
    const later = new Date('2026-11-23T00:00:00Z');
    const moved = feedEvent({ status: 'postponed', scheduledTime: later, clockLabel: 'POSTPONED' });
    expect(decideLiveChange(game(), moved, NOW)).toEqual({ kind: 'rescheduled', scheduledTime: later });
    const stuck = feedEvent({ status: 'postponed', clockLabel: 'POSTPONED' });
    expect(decideLiveChange(game({ status: 'scheduled', timeRemaining: null }), stuck, NOW)).toEqual({
      kind: 'live',
      homeScore: 10,
      awayScore: 7,
      currentPeriod: 2,
      timeRemaining: 'POSTPONED',
    });
  });

  it('reschedules a game the feed moved ahead, and waits for a late start', () => {
    const later = new Date('2026-11-22T02:00:00Z');
    expect(decideLiveChange(game(), feedEvent({ scheduledTime: later }), NOW)).toEqual({
      kind: 'rescheduled',
      scheduledTime: later,
    });
    expect(decideLiveChange(game(), feedEvent(), NOW)).toEqual({ kind: 'none' });
  });
});

describe('poll helpers', () => {
  it('asks for an hour before the earliest start to three days ahead', () => {
    expect(pollWindow([START, NOW], NOW)).toEqual({
      from: new Date('2026-11-21T23:00:00Z'),
      to: new Date('2026-11-25T01:00:00Z'),
    });
  });

  it('decides a winner by score and leases a little under the interval', () => {
    expect([winnerByScore(2, 1), winnerByScore(1, 2), winnerByScore(1, 1)]).toEqual(['home', 'away', 'push']);
    expect(leaseMs(15_000)).toBe(13_500);
  });
});
