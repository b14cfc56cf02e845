import { describe, expect, it } from 'vitest';
import type { Game } from '../../../shared/schemas/games';
import { sharedSnapshotJson, snapshotJson } from './snapshot-json';

const game = (id: number, homeScore: number | null) =>
  ({ id, homeScore, awayScore: null, status: 'scheduled', note: 'a "quoted" é text' }) as unknown as Game;

const snapshot = (games: Game[], serverTime: string) =>
  ({
    type: 'snapshot',
    serverTime,
    day: 'today',
    date: '2026-11-22',
    timezone: 'America/New_York',
    games,
  }) as const;

describe('snapshotJson', () => {
  it('is what JSON.stringify gives', () => {
    const message = snapshot([game(1, 3), game(2, null)], '2026-11-22T10:00:00.000Z');
    expect(snapshotJson(message)).toBe(JSON.stringify(message));
    expect(snapshotJson(snapshot([], '2026-11-22T10:00:00.000Z'))).toBe(
      JSON.stringify(snapshot([], '2026-11-22T10:00:00.000Z')),
    );
  });

  it('serializes one list once: later snapshots of it differ only in the fields around it', () => {
    const list = [game(1, 0)];
    const first = JSON.parse(snapshotJson(snapshot(list, '2026-11-22T10:00:00.000Z')));
    // A shared list is never changed once read; changing it here shows that its JSON was kept.
    (list[0] as { homeScore: number }).homeScore = 9;
    const second = JSON.parse(snapshotJson(snapshot(list, '2026-11-22T10:00:01.000Z')));
    expect(second.serverTime).toBe('2026-11-22T10:00:01.000Z');
    expect(second.games).toEqual(first.games);
    expect(second.games[0].homeScore).toBe(0);
  });

  it('composes a shared list around one buffer for every snapshot of it, giving the same text', () => {
    const list = [game(1, 3), game(2, null)];
    const first = sharedSnapshotJson(snapshot(list, '2026-11-22T10:00:00.000Z'));
    const second = sharedSnapshotJson(snapshot(list, '2026-11-22T10:00:01.000Z'));
    expect(first.toString()).toBe(JSON.stringify(snapshot(list, '2026-11-22T10:00:00.000Z')));
    expect(second.toString()).toBe(JSON.stringify(snapshot(list, '2026-11-22T10:00:01.000Z')));
    expect(second.shared).toBe(first.shared);
    expect(sharedSnapshotJson(snapshot([game(1, 3)], '2026-11-22T10:00:00.000Z')).shared).not.toBe(
      first.shared,
    );
  });
});
