import { describe, expect, it } from 'vitest';
import { game, gate, now, source } from '../../../../tests/support/live/games-subscription';
import type { Game } from '../../../shared/schemas/games';
import type { LiveGamesMessage } from '../../../shared/schemas/live';
import { GameUpdate } from './game-update';
import { GamesSubscription } from './games-subscription';

// One subscriber's decisions, without a database or a socket: what it sends, skips and coalesces.

const data = (out: IteratorResult<unknown>) => {
  const [, message] = out.value as [string, LiveGamesMessage];
  return JSON.parse(JSON.stringify(message)) as LiveGamesMessage;
};

const changed = (g: Game) => GameUpdate.changed(`u.${g.id}.${g.homeScore}`, g, now);

describe('GamesSubscription', () => {
  it('is registered when its first message is asked for and let go when it ends, never if never started', async () => {
    const { s } = source([game(1)]);
    const events: string[] = [];
    const registry = { add: () => events.push('added'), remove: () => events.push('removed') };
    const controller = new AbortController();
    // tRPC does not start a subscription whose socket closed while its procedure ran.
    new GamesSubscription(null, 'today', s).messages(gate(), controller.signal, registry);
    expect(events).toEqual([]);
    const messages = new GamesSubscription(null, 'today', s).messages(gate(), controller.signal, registry);
    expect(data(await messages.next())).toMatchObject({ type: 'snapshot' });
    expect(events).toEqual(['added']);
    controller.abort();
    expect((await messages.next()).done).toBe(true);
    expect(events).toEqual(['added', 'removed']);
  });

  it('sends a slow socket only the latest state of each game, in order', async () => {
    const { s } = source([game(1), game(2)]);
    const socket = gate();
    const sub = new GamesSubscription(null, 'today', s);
    const controller = new AbortController();
    const messages = sub.messages(socket, controller.signal);
    expect(data(await messages.next())).toMatchObject({ type: 'snapshot' });

    socket.slow = true;
    const waiting = messages.next();
    for (let score = 1; score <= 100; score++) {
      sub.offer(changed(game(1, { status: 'live', homeScore: score, awayScore: 0 })));
      if (score === 50) sub.offer(changed(game(2, { notes: 'moved venue' })));
    }
    socket.slow = false;
    expect(data(await waiting)).toMatchObject({ type: 'game', game: { id: 1, homeScore: 100 } });
    expect(data(await messages.next())).toMatchObject({
      type: 'game',
      game: { id: 2, notes: 'moved venue' },
    });
    controller.abort();
    expect((await messages.next()).done).toBe(true);
  });

  it('sends removed once for a game that leaves the list, and nothing for games it never held', async () => {
    const { s } = source([game(1)]);
    const sub = new GamesSubscription(null, 'today', s);
    const controller = new AbortController();
    const messages = sub.messages(gate(), controller.signal);
    await messages.next();
    sub.offer(changed(game(9, { scheduledTime: '2026-11-25T20:00:00.000Z' })));
    sub.offer(changed(game(1, { scheduledTime: '2026-11-25T20:00:00.000Z' })));
    expect(data(await messages.next())).toEqual({
      type: 'removed',
      serverTime: now.toISOString(),
      gameId: 1,
    });
    sub.offer(GameUpdate.gone('x', 1, now));
    sub.offer(changed(game(3, { status: 'live', scheduledTime: '2026-11-20T20:00:00.000Z' })));
    // Game 1 is no longer held: its deletion is not news; game 3 (live since yesterday) joins today.
    expect(data(await messages.next())).toMatchObject({ type: 'game', game: { id: 3, status: 'live' } });
    controller.abort();
  });

  it('sends the final score of a game live since yesterday to the today list that held it', async () => {
    const lateGame = { status: 'live' as const, scheduledTime: '2026-11-20T23:00:00.000Z' };
    const { s } = source([game(1), game(4, lateGame)]);
    const sub = new GamesSubscription(null, 'today', s);
    const controller = new AbortController();
    const messages = sub.messages(gate(), controller.signal);
    await messages.next();
    sub.offer(changed(game(4, { ...lateGame, status: 'completed', homeScore: 3, awayScore: 2 })));
    expect(data(await messages.next())).toMatchObject({
      type: 'game',
      game: { id: 4, status: 'completed', homeScore: 3, awayScore: 2 },
    });
    // Moved to another day, it leaves as any game does.
    sub.offer(changed(game(4, { scheduledTime: '2026-11-25T20:00:00.000Z' })));
    expect(data(await messages.next())).toMatchObject({ type: 'removed', gameId: 4 });
    controller.abort();
  });

  it("keeps a viewer's pick and canPick, and re-reads when a game with picks joins their list", async () => {
    const pick = { id: 5, selectedTeamId: 1, result: null, pickedAt: now.toISOString() };
    const { s, calls } = source([game(1, { userPick: pick, canPick: true })], { picksToday: 3, maxDaily: 3 });
    const sub = new GamesSubscription(42, 'today', s);
    const controller = new AbortController();
    const messages = sub.messages(gate(), controller.signal);
    await messages.next();
    const stats = [
      { teamId: 1, count: 4, percentage: 80 },
      { teamId: 2, count: 1, percentage: 20 },
    ];
    sub.offer(changed(game(1, { pickStats: stats })));
    // At the cap, but changing an existing pick is allowed.
    expect(data(await messages.next())).toMatchObject({ game: { id: 1, userPick: pick, canPick: true } });
    sub.pickGraded({ type: 'pick.graded', userId: 42, pickId: 5, gameId: 1, result: 'win' });
    sub.offer(changed(game(1, { status: 'completed', pickStats: stats })));
    expect(data(await messages.next())).toMatchObject({
      game: { id: 1, status: 'completed', userPick: { id: 5, result: 'win' }, canPick: false },
    });
    sub.offer(changed(game(7, { pickStats: stats })));
    expect(data(await messages.next())).toMatchObject({ type: 'snapshot' });
    expect(calls.snapshots).toBe(2);
    controller.abort();
  });
});
