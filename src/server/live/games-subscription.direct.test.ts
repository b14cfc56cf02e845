import { describe, expect, it } from 'vitest';
import type { Game } from '../../shared/schemas/games';
import type { GameListRead } from '../games/games.service';
import { GameUpdate } from './game-update';
import { GamesSubscription, type SnapshotSource } from './games-subscription';
import { liveEncoder } from './raw-json';

// A change that finds its subscriber idle goes straight to the socket, framed byte for byte as tRPC and
// the live encoder would frame it; anything else goes through the mailbox and tRPC as before.

const now = new Date('2026-11-21T15:00:00Z');
const team = (id: number) => ({
  id,
  name: `Team ${id}`,
  abbreviation: `T${id}`,
  sport: 'NFL',
  primaryColor: '#111111',
  secondaryColor: '#eeeeee',
  record: '0-0',
});

function game(overrides: Partial<Game> = {}): Game {
  return {
    id: 1,
    sport: 'NFL',
    scheduledTime: '2026-11-21T14:00:00.000Z',
    status: 'live',
    homeTeam: team(1),
    awayTeam: team(2),
    homeScore: 7,
    awayScore: 3,
    winnerId: null,
    timeRemaining: 'Q2 5:00',
    currentPeriod: 2,
    notes: null,
    venue: null,
    showTeamRecords: true,
    pickStats: [
      { teamId: 1, count: 0, percentage: 0 },
      { teamId: 2, count: 0, percentage: 0 },
    ],
    userPick: null,
    canPick: false,
    ...overrides,
  } as Game;
}

const source: SnapshotSource = {
  snapshot: async (): Promise<GameListRead> => ({
    list: {
      day: 'today',
      date: '2026-11-21',
      timezone: 'America/New_York',
      serverTime: now.toISOString(),
      games: [game()],
    },
    from: new Date('2026-11-21T05:00:00Z'),
    to: new Date('2026-11-22T05:00:00Z'),
    now,
    viewer: null,
  }),
  nextId: () => 't.1',
  failed: () => {},
};

function socket() {
  return {
    keepsUp: true,
    sent: [] as string[],
    async writable() {},
    ready() {
      return this.keepsUp;
    },
    send(frame: string) {
      this.sent.push(frame);
    },
  };
}

/** What tRPC's socket loop sends for a yielded tracked message of subscription 5, through the live encoder. */
const throughTrpc = ([id, message]: [string, unknown]) =>
  liveEncoder.encode({ id: 5, result: { type: 'data', id, data: { id, data: message } } }) as string;

const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

async function started() {
  const gate = socket();
  const controller = new AbortController();
  const subscription = new GamesSubscription(null, 'today', source);
  const messages = subscription.messages(gate, controller.signal);
  const snapshot = await messages.next();
  throughTrpc(snapshot.value as [string, unknown]);
  // tRPC asks for the next message once it sent the last: the subscriber now waits, idle.
  const next = messages.next();
  await turn();
  return { gate, controller, subscription, messages, next };
}

describe('a change for an idle subscriber', () => {
  it('is sent at once, exactly as tRPC would send it', async () => {
    const { gate, controller, subscription, next } = await started();
    const update = GameUpdate.changed('u.1', game({ homeScore: 14, timeRemaining: 'Q2 4:12' }), now);
    subscription.offer(update);
    expect(gate.sent).toEqual([throughTrpc(['u.1', update.message(null, false)])]);
    expect(JSON.parse(gate.sent[0]!).result.data.data).toMatchObject({
      type: 'game',
      game: { homeScore: 14 },
    });
    controller.abort();
    expect((await next).done).toBe(true);
  });

  it('goes through tRPC when the socket does not keep up, and only the latest state of the game', async () => {
    const { gate, controller, subscription, messages, next } = await started();
    gate.keepsUp = false;
    subscription.offer(GameUpdate.changed('u.2', game({ homeScore: 14 }), now));
    subscription.offer(GameUpdate.changed('u.3', game({ homeScore: 21 }), now));
    expect(gate.sent).toEqual([]);
    const out = await next;
    expect(JSON.parse(throughTrpc(out.value as [string, unknown])).result).toMatchObject({
      id: 'u.3',
      data: { data: { game: { homeScore: 21 } } },
    });
    controller.abort();
    expect((await messages.next()).done).toBe(true);
  });

  it('goes through tRPC before its snapshot was sent', async () => {
    const gate = socket();
    const controller = new AbortController();
    const subscription = new GamesSubscription(null, 'today', source);
    const messages = subscription.messages(gate, controller.signal);
    await messages.next(); // the snapshot, not yet encoded (tRPC has not sent it)
    const next = messages.next();
    await turn();
    subscription.offer(GameUpdate.changed('u.4', game({ homeScore: 10 }), now));
    expect(gate.sent).toEqual([]);
    expect(((await next).value as [string])[0]).toBe('u.4');
    controller.abort();
  });

  it('sends removed for a listed game that is deleted, once', async () => {
    const { gate, controller, subscription } = await started();
    subscription.offer(GameUpdate.gone('u.5', 1, now));
    subscription.offer(GameUpdate.gone('u.6', 1, now));
    expect(gate.sent.map((f) => JSON.parse(f).result.data.data)).toEqual([
      { type: 'removed', serverTime: now.toISOString(), gameId: 1 },
    ]);
    controller.abort();
  });
});
