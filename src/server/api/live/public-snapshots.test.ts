import { describe, expect, it } from 'vitest';
import type { GameDay } from '../../../shared/schemas/games';
import type { GameListRead } from '../../workflows/game-cards';
import { PUBLIC_SNAPSHOT_MS, PublicSnapshots } from './public-snapshots';
import { ServerClock } from './server-clock';

// Signed-out snapshots share one recent read, never one from before a change of a game.

const readAt = new Date(Date.now() - 50);

function setup(options: { dayEndsAt?: Date } = {}) {
  let elapsed = 0;
  const loads: GameDay[] = [];
  let fail = false;
  const load = async (day: GameDay): Promise<GameListRead> => {
    loads.push(day);
    if (fail) throw new Error('the database is away');
    return {
      list: {
        day,
        date: '2026-11-21',
        timezone: 'America/New_York',
        serverTime: readAt.toISOString(),
        games: [],
      },
      from: new Date(readAt.getTime() - 3_600_000),
      to: options.dayEndsAt ?? new Date(readAt.getTime() + 3_600_000),
      now: readAt,
      viewer: null,
    };
  };
  const snapshots = new PublicSnapshots(load, new ServerClock(), () => elapsed);
  return {
    snapshots,
    loads,
    advance: (ms: number) => {
      elapsed += ms;
    },
    failing: (value: boolean) => {
      fail = value;
    },
  };
}

describe('PublicSnapshots', () => {
  it('serves one read to every caller within the window, each with the time it was handed out', async () => {
    const { snapshots, loads, advance } = setup();
    const [a, b] = await Promise.all([snapshots.get('today'), snapshots.get('today')]);
    advance(PUBLIC_SNAPSHOT_MS);
    const c = await snapshots.get('today');
    expect(loads).toEqual(['today']);
    expect(b.list.games).toBe(a.list.games);
    expect(c.list.games).toBe(a.list.games);
    expect(a.list.serverTime).toBe(readAt.toISOString());
    expect(new Date(c.list.serverTime).getTime()).toBeGreaterThanOrEqual(readAt.getTime());
    expect(c.now.toISOString()).toBe(c.list.serverTime);
  });

  it('reads each day on its own, and again once the window has passed', async () => {
    const { snapshots, loads, advance } = setup();
    await snapshots.get('today');
    await snapshots.get('tomorrow');
    advance(PUBLIC_SNAPSHOT_MS + 1);
    await snapshots.get('today');
    expect(loads).toEqual(['today', 'tomorrow', 'today']);
  });

  it('reads again after a change of a game, even while the earlier read is still in flight', async () => {
    const { snapshots, loads } = setup();
    const inFlight = snapshots.get('today');
    snapshots.invalidate();
    await Promise.all([inFlight, snapshots.get('today')]);
    expect(loads).toEqual(['today', 'today']);
  });

  it('does not hand out a read that failed, nor one whose day has ended', async () => {
    const failing = setup();
    failing.failing(true);
    await expect(failing.snapshots.get('today')).rejects.toThrow('the database is away');
    failing.failing(false);
    await failing.snapshots.get('today');
    expect(failing.loads).toEqual(['today', 'today']);

    const ended = setup({ dayEndsAt: readAt });
    await ended.snapshots.get('today');
    await ended.snapshots.get('today');
    expect(ended.loads).toEqual(['today', 'today']);
  });
});
