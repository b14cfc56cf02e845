import type { DB } from '../../../src/server/platform/db/client';
import type { LiveGamesMessage } from '../../../src/shared/schemas/live';
import { enterScore, signUp } from '../toolkit/api';
import { settle } from '../toolkit/knobs';
import { showSpread } from '../toolkit/report';
import { spread } from '../toolkit/stats';
import { monotonicMs, until } from '../toolkit/time';
import { addPicks } from './fanout-data';
import { type LiveClient, liveClient } from './fanout-wire';

// Section 2 of the fan-out benchmark, score entry to a player's message: a handful of players' tRPC
// clients on live.games, and when each got the `game` message of an admin's score entry. Arrivals, the
// record of a client's messages, serves the wire measurement too.

/** The first `game` message per (game, home score) a client received, on the machine-wide clock. */
export class Arrivals {
  readonly seen = new Map<string, number>();
  snapshots = 0;
  readonly messages: LiveGamesMessage[] = [];

  onData = (message: { data: LiveGamesMessage }): void => {
    const data = message.data;
    this.messages.push(data);
    if (data.type === 'snapshot') this.snapshots += 1;
    if (data.type !== 'game') return;
    const key = `${data.game.id}:${data.game.homeScore}`;
    if (!this.seen.has(key)) this.seen.set(key, monotonicMs());
  };
}

export interface E2EClient {
  client: LiveClient;
  arrivals: Arrivals;
}

/**
 * `count` players on today's games, each with a pick on `gameId`: the demo player and new ones. Each
 * client opened is added to `clients`, the list the clean-up closes.
 */
export async function openE2EClients(
  base: string,
  db: DB,
  demoCookie: string,
  gameId: number,
  count: number,
  clients: LiveClient[],
): Promise<E2EClient[]> {
  const players = [];
  for (let i = 1; i < count; i++) players.push(await signUp(base, `fanout_${i}_${process.pid}`));
  await addPicks(
    db,
    gameId,
    players.map((p) => p.id),
  );
  const cookies = [demoCookie, ...players.map((p) => p.cookie)];
  const opened: E2EClient[] = [];
  for (const cookie of cookies) {
    const client = liveClient(base, cookie);
    clients.push(client);
    const arrivals = new Arrivals();
    client.trpc.live.games.subscribe(
      { day: 'today' },
      { onData: arrivals.onData, onError: (e) => console.error('player subscription failed:', e) },
    );
    opened.push({ client, arrivals });
  }
  await until(() => opened.every((c) => c.arrivals.snapshots > 0), 20_000, "the players' snapshots");
  return opened;
}

/** Each client's delay for the message of (game, homeScore), from the call's return and its sending. */
export async function e2eDelays(
  e2e: E2EClient[],
  key: string,
  call: { sent: number; returned: number },
): Promise<{ fromReturn: number[]; fromSend: number[] }> {
  await until(() => e2e.every((c) => c.arrivals.seen.has(key)), 10_000, `every player's message ${key}`);
  const times = e2e.map((c) => c.arrivals.seen.get(key)!);
  return { fromReturn: times.map((t) => t - call.returned), fromSend: times.map((t) => t - call.sent) };
}

/** `rounds` score entries on `gameId`, the server otherwise idle; prints and returns the players' delays. */
export async function idleScoreEntry(
  base: string,
  adminCookie: string,
  e2e: E2EClient[],
  gameId: number,
  rounds: number,
): Promise<{ fromReturn: number[]; fromSend: number[] }> {
  const quiet = { fromReturn: [] as number[], fromSend: [] as number[] };
  for (let round = 1; round <= rounds; round++) {
    // The first call completes the game and grades its picks; later ones are Fix Score.
    const homeScore = 40 + round;
    const timing = await enterScore(base, adminCookie, gameId, homeScore, 20);
    const delays = await e2eDelays(e2e, `${gameId}:${homeScore}`, timing);
    quiet.fromReturn.push(...delays.fromReturn);
    quiet.fromSend.push(...delays.fromSend);
    await settle(500);
  }
  console.log(`\n2. admin score entry -> ${e2e.length} players' game message, ${rounds} rounds, idle server`);
  console.log(`  from the call's return (commit): ${showSpread(spread(quiet.fromReturn))}`);
  console.log(`  from sending the call:           ${showSpread(spread(quiet.fromSend))}`);
  return quiet;
}
