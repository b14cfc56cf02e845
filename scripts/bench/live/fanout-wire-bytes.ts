import { gzipSync } from 'node:zlib';
import type { BusEvent } from '../../../src/server/kernel/events';
import type { DB } from '../../../src/server/platform/db/client';
import type { PostgresEventBus } from '../../../src/server/platform/events/postgres.bus';
import { mb } from '../toolkit/report';
import { mean } from '../toolkit/stats';
import { sleep, until } from '../toolkit/time';
import { advance, clockLabel, type LiveGame, writeLiveScore } from './fanout-data';
import { Arrivals } from './fanout-e2e';
import {
  changesForRatio,
  type DayBytes,
  type DayModel,
  dayBytes,
  HttpConnection,
  type LiveClient,
  liveClient,
  type WireCosts,
} from './fanout-wire';

// Section 1 of the fan-out benchmark, bytes on the wire: one signed-in player's socket counted byte by
// byte (handshake, snapshots, keep-alive, live score changes) against the spec's polling of
// GET /api/games/today and /tomorrow, and the figures multiplied out over a modelled game day.

/**
 * Measures the wire costs with `updates` live score changes of `games` (which it advances). Its client is
 * in `clients`, the list the clean-up closes, until it closes it itself.
 */
export async function measureWire(
  base: string,
  cookie: string,
  db: DB,
  bus: PostgresEventBus<BusEvent>,
  games: LiveGame[],
  updates: number,
  clients: LiveClient[],
): Promise<{ costs: WireCosts; notes: string[] }> {
  const client = liveClient(base, cookie);
  clients.push(client);
  const today = new Arrivals();
  const tomorrow = new Arrivals();
  const fail = (error: unknown) => console.error('wire client subscription failed:', error);
  client.trpc.live.games.subscribe({ day: 'today' }, { onData: today.onData, onError: fail });
  client.trpc.live.games.subscribe({ day: 'tomorrow' }, { onData: tomorrow.onData, onError: fail });
  await until(() => today.snapshots === 1 && tomorrow.snapshots === 1, 20_000, 'the two snapshots');
  await sleep(300);
  const socket = client.socket();
  if (!socket) throw new Error('the wire client has no socket');
  const tcp = socket.tcp;
  const handshake = socket.handshake.sent + socket.handshake.received;
  const subscribe = tcp.bytesWritten - socket.handshake.sent;
  const snapshots = tcp.bytesRead - socket.handshake.received;
  const snapshotPayload = socket.frames.payloadBytes;
  const todaySnapshot = today.messages[0];
  const listed = todaySnapshot?.type === 'snapshot' ? todaySnapshot.games.length : 0;
  const tomorrowSnapshot = tomorrow.messages[0];
  const listedTomorrow = tomorrowSnapshot?.type === 'snapshot' ? tomorrowSnapshot.games.length : 0;

  // One keep-alive round as the client library sends it after 10 s without a message.
  let before = { sent: tcp.bytesWritten, received: tcp.bytesRead, frames: socket.frames.count };
  socket.ws.send('PING');
  await until(() => socket.frames.count > before.frames, 5000, 'the PONG');
  const keepAlive = tcp.bytesWritten - before.sent + (tcp.bytesRead - before.received);

  // Live changes, one after the other (each waited for, so none is coalesced with the next). The first
  // change of each game is counted apart: the socket has no earlier message of that game to copy from.
  before = { sent: tcp.bytesWritten, received: tcp.bytesRead, frames: socket.frames.count };
  const payloadBefore = socket.frames.payloadBytes;
  if (updates <= games.length) {
    throw new Error(
      `WIRE_UPDATES must be more than ${games.length}: the first change of each game is counted apart`,
    );
  }
  const perStep: number[] = [];
  for (let step = 1; step <= updates; step++) {
    const index = step % games.length;
    const game = advance(games[index]!, step);
    games[index] = game;
    const received = tcp.bytesRead;
    await writeLiveScore(db, bus, game);
    const label = clockLabel(game);
    await until(
      () =>
        today.messages.some(
          (m) => m.type === 'game' && m.game.id === game.id && m.game.timeRemaining === label,
        ),
      5000,
      `the game message of live update ${step}`,
    );
    perStep.push(tcp.bytesRead - received);
  }
  await sleep(300);
  const frames = socket.frames.count - before.frames;
  if (frames !== updates) throw new Error(`${frames} frames for ${updates} live updates`);
  const firstMessages = perStep.slice(0, games.length).reduce((a, b) => a + b, 0);
  const later = perStep.slice(games.length);
  const gameMessage = later.reduce((a, b) => a + b, 0) / later.length;
  const gamePayload = (socket.frames.payloadBytes - payloadBefore) / frames;
  const upstream = tcp.bytesWritten - before.sent;

  // The spec's polling, on one kept-alive HTTP connection.
  const http = await HttpConnection.open(base);
  const polls = { today: [] as number[], tomorrow: [] as number[] };
  const bodies = { today: 0, tomorrow: 0, todayGzip: 0, tomorrowGzip: 0 };
  let encoding: string | null = null;
  for (let i = 0; i < 3; i++) {
    for (const day of ['today', 'tomorrow'] as const) {
      const exchange = await http.get(`/api/games/${day}`, base, cookie);
      if (exchange.status !== 200) throw new Error(`GET /api/games/${day}: HTTP ${exchange.status}`);
      polls[day].push(exchange.sent + exchange.received);
      bodies[day] = exchange.body.length;
      bodies[`${day}Gzip`] = gzipSync(exchange.body).length;
      encoding = exchange.encoding;
    }
  }
  http.close();
  await client.close();
  clients.splice(clients.indexOf(client), 1);

  const costs: WireCosts = {
    handshake,
    subscribe,
    snapshots,
    firstMessages,
    gameMessage,
    keepAlive,
    pollToday: mean(polls.today),
    pollTomorrow: mean(polls.tomorrow),
  };
  const notes = [
    `today lists ${listed} games, tomorrow ${listedTomorrow}`,
    `snapshot payloads ${snapshotPayload} bytes (frames ${snapshots} bytes)`,
    `${frames} game messages for ${updates} live updates: inflated payload ${gamePayload.toFixed(1)} bytes; ` +
      `on the wire the first of each of the ${games.length} games ${firstMessages} bytes in all, ` +
      `the others ${gameMessage.toFixed(1)} each; the client sent ${upstream} bytes meanwhile`,
    `poll bodies: today ${bodies.today} bytes (gzip ${bodies.todayGzip}), ` +
      `tomorrow ${bodies.tomorrow} bytes (gzip ${bodies.tomorrowGzip}); sent ${encoding ?? 'uncompressed'}`,
  ];
  return { costs, notes };
}

/** Prints section 1 for `day`, the modelled game day, and returns that day's bytes for the summary. */
export function printWire(wire: { costs: WireCosts; notes: string[] }, day: DayModel): DayBytes {
  const bytes = dayBytes(wire.costs, day);
  const demoDay = dayBytes(wire.costs, { ...day, changeEverySeconds: 5 });
  const c = wire.costs;
  console.log('\n1. bytes on the wire, one signed-in player');
  for (const note of wire.notes) console.log(`  ${note}`);
  console.log(
    `  handshake ${c.handshake}, subscribe ${c.subscribe}, snapshots ${c.snapshots}, ` +
      `first messages ${c.firstMessages}, game message ${c.gameMessage.toFixed(1)}, keep-alive round ${c.keepAlive}, ` +
      `poll today ${c.pollToday.toFixed(0)}, poll tomorrow ${c.pollTomorrow.toFixed(0)} (bytes)`,
  );
  console.log(
    `  ${day.hours} h, ${day.liveGames} live games changing every ${day.changeEverySeconds} s ` +
      `(${bytes.changes} game messages): push ${mb(bytes.push)}, polling ${mb(bytes.poll)}, ` +
      `polling/push ${bytes.ratio.toFixed(2)}x`,
  );
  console.log(
    `  the same every 5 s (the demo feed; ${demoDay.changes} messages): push ${mb(demoDay.push)}, ` +
      `polling/push ${demoDay.ratio.toFixed(2)}x`,
  );
  console.log(
    `  push is 50x under polling with at most ${changesForRatio(wire.costs, day.hours, 50)} game messages ` +
      `after each game's first in ${day.hours} h; 10x with ${changesForRatio(wire.costs, day.hours, 10)}`,
  );
  return bytes;
}
