import { readFileSync } from 'node:fs';
import { monotonicMs } from '../time';
import type { FromGenerator, ToGenerator } from './protocol';
import { RawWebSocket } from './raw-websocket';

// The socket load generator of the fan-out, soak, rush and socket-heap benchmarks, a process of its own (started
// by the benchmark through generator-process.ts, with an IPC channel; not meant to be run by hand). It holds
// thousands of sockets subscribed to live.games, each a bare WebSocket client (raw-websocket.ts) speaking tRPC's
// WebSocket messages itself: a @trpc/client per socket would cost the generator far more memory and CPU than the
// server under test. Per message it does only a byte search (no JSON parsing), so its own event loop adds as
// little as possible to the times it notes.

const SNAPSHOT = Buffer.from('"type":"snapshot"');
const PING = Buffer.from('PING');

interface Slot {
  socket: RawWebSocket;
  subscribed: boolean;
  closed: boolean;
}

const slots: Slot[] = [];
let arrivals = new Float64Array(0);
/** 1 for the sockets that were subscribed and open when the round was armed. */
let armed = new Uint8Array(0);
let marker: Buffer | null = null;
let waiting = 0;
let closedSinceArm = 0;
let reportTimer: NodeJS.Timeout | undefined;
/** Trouble after the snapshot, which the soak must see even between rounds. */
const lateTrouble = { closed: 0, errors: 0, reasons: [] as string[] };
let closing = false;

function noteTrouble(kind: 'closed' | 'errors', reason: string): void {
  if (closing) return;
  lateTrouble[kind] += 1;
  if (lateTrouble.reasons.length < 5) lateTrouble.reasons.push(reason);
}

function send(message: FromGenerator): void {
  process.send?.(message);
}

/** The soft limit on open files: 10,000 sockets need a little more than 10,000. */
function fdLimit(): number | null {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.split(/\s{2,}/)[1];
    return soft && /^\d+$/.test(soft) ? Number(soft) : null;
  } catch {
    return null;
  }
}

function rssKb(): number | null {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
  return match ? Number(match[1]) : null;
}

/** A text message of socket `index`: the keep-alive, its snapshot, or a change the round waits for. */
function received(slot: Slot, index: number, data: Buffer, settle: (reason: string | null) => void): void {
  // tRPC's keep-alive: the server pings a socket that said nothing for 30 s and drops it without a PONG.
  if (data.length === PING.length && data.equals(PING)) {
    slot.socket.send('PONG');
    return;
  }
  if (!slot.subscribed) {
    if (data.includes(SNAPSHOT)) {
      slot.subscribed = true;
      settle(null);
    } else if (data.includes('"error"')) {
      settle(`error instead of a snapshot: ${data.toString().slice(0, 200)}`);
    }
    return;
  }
  if (marker && armed[index] === 1 && arrivals[index] === 0 && data.includes(marker)) {
    arrivals[index] = monotonicMs();
    waiting -= 1;
    if (waiting === 0) report();
  }
}

/** Opens one socket and subscribes; resolves with null once its snapshot arrived, else with a reason. */
function openOne(
  index: number,
  options: Extract<ToGenerator, { type: 'connect' }>,
  subscribe: string,
): Promise<string | null> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = {};
    if (options.origin) headers.origin = options.origin;
    if (options.cookies?.length) headers.cookie = options.cookies[index % options.cookies.length]!;
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const settle = (reason: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(reason);
    };
    const slot: Slot = {
      socket: new RawWebSocket(
        options.url,
        { headers, deflate: options.deflate === true },
        {
          open: () => slot.socket.send(subscribe),
          refused: (status) => settle(`upgrade refused: ${status}`),
          error: (error) => {
            if (slot.subscribed) noteTrouble('errors', `socket error: ${error.message}`);
            settle(`socket error: ${error.message}`);
          },
          close: (code, why) => {
            settle(`closed before the snapshot: ${code}`);
            if (slot.closed) return;
            slot.closed = true;
            if (slot.subscribed) noteTrouble('closed', `closed by the server: ${code} ${why}`.trim());
            if (marker && armed[index] === 1) {
              closedSinceArm += 1;
              if (arrivals[index] === 0) {
                waiting -= 1;
                if (waiting === 0) report();
              }
            }
          },
          text: (data) => received(slot, index, data, settle),
        },
      ),
      subscribed: false,
      closed: false,
    };
    slots[index] = slot;
    timer = setTimeout(() => {
      settle(`no snapshot within ${options.socketTimeoutMs} ms`);
      slot.socket.terminate();
    }, options.socketTimeoutMs);
  });
}

async function connect(options: Extract<ToGenerator, { type: 'connect' }>): Promise<void> {
  const started = monotonicMs();
  const subscribe = JSON.stringify({
    id: 1,
    method: 'subscription',
    params: { path: 'live.games', input: { day: options.day } },
  });
  let next = 0;
  let subscribed = 0;
  let failed = 0;
  const failures: string[] = [];
  const progress = setInterval(() => send({ type: 'progress', opened: next, subscribed, failed }), 5000);
  // `concurrency` sockets are on their way at any time, so the server's accept queue never overflows.
  const worker = async () => {
    while (next < options.count) {
      const index = next++;
      const reason = await openOne(index, options, subscribe);
      if (reason === null) subscribed += 1;
      else {
        failed += 1;
        if (failures.length < 5) failures.push(reason);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency, options.count) }, worker));
  clearInterval(progress);
  send({
    type: 'connected',
    subscribed,
    failed,
    failures,
    elapsedMs: monotonicMs() - started,
    rssKb: rssKb(),
  });
}

function arm(newMarker: string, timeoutMs: number): void {
  arrivals = new Float64Array(slots.length);
  armed = new Uint8Array(slots.length);
  waiting = 0;
  slots.forEach((slot, i) => {
    if (!slot.subscribed || slot.closed) return;
    armed[i] = 1;
    waiting += 1;
  });
  closedSinceArm = 0;
  marker = Buffer.from(newMarker);
  clearTimeout(reportTimer);
  reportTimer = setTimeout(report, timeoutMs);
  send({ type: 'armed' });
}

/** Sends the round's arrival times once every subscribed socket has one, or when the round times out. */
function report(): void {
  if (!marker) return;
  clearTimeout(reportTimer);
  marker = null;
  const times: (number | null)[] = [];
  for (let i = 0; i < slots.length; i++) {
    if (armed[i] === 1) times.push(arrivals[i] === 0 ? null : arrivals[i]!);
  }
  send({ type: 'arrivals', times, closed: closedSinceArm });
}

function health(): void {
  const open = slots.filter((slot) => slot?.subscribed && !slot.closed).length;
  send({ type: 'health', open, ...lateTrouble, reasons: [...lateTrouble.reasons] });
}

function closeAll(): void {
  closing = true;
  clearTimeout(reportTimer);
  for (const slot of slots) slot?.socket.terminate();
  send({ type: 'closed' });
  // Let the IPC message leave before the process ends.
  setTimeout(() => process.exit(0), 200);
}

if (!process.send) {
  console.error(
    'generator.ts is started by a benchmark through generator-process.ts (it needs an IPC channel).',
  );
  process.exit(2);
}

// The benchmark going away (a crash, a kill) must not leave 10,000 sockets behind.
process.on('disconnect', () => process.exit(0));
process.on('message', (message: ToGenerator) => {
  switch (message.type) {
    case 'connect':
      connect(message).catch((error: unknown) =>
        send({ type: 'fatal', message: error instanceof Error ? error.message : String(error) }),
      );
      return;
    case 'arm':
      arm(message.marker, message.timeoutMs);
      return;
    case 'health':
      health();
      return;
    case 'close':
      closeAll();
  }
});
send({ type: 'ready', fdLimit: fdLimit() });
