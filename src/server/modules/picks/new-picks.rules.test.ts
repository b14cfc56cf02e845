import { describe, expect, it } from 'vitest';
import { decideNewPicks, type NewPickItem } from './new-picks.rules';
import { PICK_MESSAGES } from './picks.rules';

const now = new Date('2026-11-21T18:00:00Z');
const today = { from: new Date('2026-11-21T05:00:00Z'), to: new Date('2026-11-22T05:00:00Z') };
const yesterday = { from: new Date('2026-11-20T05:00:00Z'), to: new Date('2026-11-21T05:00:00Z') };
// A day fixed by the first pick while the player was in a zone whose day began earlier.
const fixedEarlier = { from: new Date('2026-11-21T00:00:00Z'), to: new Date('2026-11-22T00:00:00Z') };

const item = (over: Partial<NewPickItem> = {}): NewPickItem => ({
  userId: 1,
  gameId: 10,
  selectedTeamId: 1,
  game: {
    status: 'scheduled',
    scheduledTime: new Date('2026-11-21T19:00:00Z'),
    homeTeamId: 1,
    awayTeamId: 2,
  },
  maxDaily: 3,
  zoneToday: today,
  picks: { storedDay: null, inStoredDay: 0, inZoneDay: 0, alreadyPicked: false },
  ...over,
});
const capped = { ok: false, code: 'FORBIDDEN', message: PICK_MESSAGES.dailyLimit(3) };

describe('a batch of new picks, decided in arrival order', () => {
  it('counts a player’s earlier picks of the batch against the cap; the first one fixes the day', () => {
    const picks = { storedDay: yesterday, inStoredDay: 0, inZoneDay: 1, alreadyPicked: false };
    const decided = decideNewPicks(
      [10, 11, 12, 13].map((gameId) => item({ gameId, picks })),
      now,
    );
    expect(decided).toEqual([
      { ok: true, picksToday: 1, fixDay: today },
      { ok: true, picksToday: 2, fixDay: null },
      capped,
      capped,
    ]);
  });

  it('counts in the stored day while it lasts, and fixes nothing', () => {
    const picks = { storedDay: fixedEarlier, inStoredDay: 2, inZoneDay: 0, alreadyPicked: false };
    expect(decideNewPicks([item({ gameId: 10, picks }), item({ gameId: 11, picks })], now)).toEqual([
      { ok: true, picksToday: 2, fixDay: null },
      capped,
    ]);
  });

  it('keeps players apart, and leaves premium players uncapped', () => {
    const full = { storedDay: today, inStoredDay: 3, inZoneDay: 3, alreadyPicked: false };
    const decided = decideNewPicks(
      [
        item({ userId: 1, picks: full }),
        item({ userId: 2 }),
        item({ userId: 3, maxDaily: null, picks: full }),
      ],
      now,
    );
    expect(decided).toEqual([
      capped,
      { ok: true, picksToday: 0, fixDay: today },
      { ok: true, picksToday: 3, fixDay: null },
    ]);
  });

  it('refuses a game picked earlier in the batch, or before it, without counting the refusal', () => {
    const already = { ok: false, code: 'CONFLICT', message: PICK_MESSAGES.alreadyPicked };
    const decided = decideNewPicks(
      [
        item({ gameId: 10 }),
        item({ gameId: 10, selectedTeamId: 2 }),
        item({ gameId: 11, picks: { storedDay: null, inStoredDay: 0, inZoneDay: 0, alreadyPicked: true } }),
        item({ gameId: 12 }),
      ],
      now,
    );
    expect(decided).toEqual([
      { ok: true, picksToday: 0, fixDay: today },
      already,
      already,
      { ok: true, picksToday: 1, fixDay: null },
    ]);
  });
});
