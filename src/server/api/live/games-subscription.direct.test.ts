import { describe, expect, it } from 'vitest';
import { game, gate, now, source } from '../../../../tests/support/live/games-subscription';
import type { Game } from '../../../shared/schemas/games';
import { liveEncoder } from '../../platform/transport/socket/raw-json';
import { GameUpdate } from './game-update';
import { GamesSubscription } from './games-subscription';

// A change that finds its subscriber idle goes straight to the socket, framed byte for byte as tRPC and
// the live encoder would frame it; anything else goes through the mailbox and tRPC as before.

const live = (overrides: Partial<Game> = {}) =>
  game(1, {
    status: 'live',
    homeScore: 7,
    awayScore: 3,
    timeRemaining: 'Q2 5:00',
    currentPeriod: 2,
    ...overrides,
  });
const snapshots = source([live()]).s;

/** What tRPC's socket loop sends for a yielded tracked message of subscription 5, through the live encoder. */
const throughTrpc = ([id, message]: [string, unknown]) =>
  liveEncoder.encode({ id: 5, result: { type: 'data', id, data: { id, data: message } } }) as string;

const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

async function started() {
  const socket = gate();
  const controller = new AbortController();
  const subscription = new GamesSubscription(null, 'today', snapshots);
  const messages = subscription.messages(socket, controller.signal);
  const snapshot = await messages.next();
  throughTrpc(snapshot.value as [string, unknown]);
  // tRPC asks for the next message once it sent the last: the subscriber now waits, idle.
  const next = messages.next();
  await turn();
  return { socket, controller, subscription, messages, next };
}

describe('a change for an idle subscriber', () => {
  it('is sent at once, exactly as tRPC would send it', async () => {
    const { socket, controller, subscription, next } = await started();
    const update = GameUpdate.changed('u.1', live({ homeScore: 14, timeRemaining: 'Q2 4:12' }), now);
    subscription.offer(update);
    expect(socket.sent).toEqual([throughTrpc(['u.1', update.message(null, false)])]);
    expect(JSON.parse(socket.sent[0]!).result.data.data).toMatchObject({
      type: 'game',
      game: { homeScore: 14 },
    });
    controller.abort();
    expect((await next).done).toBe(true);
  });

  it('goes through tRPC when the socket does not keep up, and only the latest state of the game', async () => {
    const { socket, controller, subscription, messages, next } = await started();
    socket.slow = true;
    subscription.offer(GameUpdate.changed('u.2', live({ homeScore: 14 }), now));
    subscription.offer(GameUpdate.changed('u.3', live({ homeScore: 21 }), now));
    expect(socket.sent).toEqual([]);
    const out = await next;
    expect(JSON.parse(throughTrpc(out.value as [string, unknown])).result).toMatchObject({
      id: 'u.3',
      data: { data: { game: { homeScore: 21 } } },
    });
    controller.abort();
    expect((await messages.next()).done).toBe(true);
  });

  it('goes through tRPC before its snapshot was sent', async () => {
    const socket = gate();
    const controller = new AbortController();
    const subscription = new GamesSubscription(null, 'today', snapshots);
    const messages = subscription.messages(socket, controller.signal);
    await messages.next(); // the snapshot, not yet encoded (tRPC has not sent it)
    const next = messages.next();
    await turn();
    subscription.offer(GameUpdate.changed('u.4', live({ homeScore: 10 }), now));
    expect(socket.sent).toEqual([]);
    expect(((await next).value as [string])[0]).toBe('u.4');
    controller.abort();
  });

  it('sends removed for a listed game that is deleted, once', async () => {
    const { socket, controller, subscription } = await started();
    subscription.offer(GameUpdate.gone('u.5', 1, now));
    subscription.offer(GameUpdate.gone('u.6', 1, now));
    expect(socket.sent.map((f) => JSON.parse(f).result.data.data)).toEqual([
      { type: 'removed', serverTime: now.toISOString(), gameId: 1 },
    ]);
    controller.abort();
  });
});
