import { RawWebSocket } from '../toolkit/sockets/raw-websocket';
import { monotonicMs } from '../toolkit/time';

// The chat fan-out benchmark's members: a process of its own (started by chat-fanout.ts with an IPC channel; not
// meant to be run by hand) holding one signed-in socket per member, each subscribed to live.leagueChat as the league
// page is. A message's body carries its number (`[m:<n>]`); per frame the process only searches bytes, noting the
// arrival on the machine-wide clock before anything else, so its own work adds as little as possible to the times.

export type ToMembers =
  | { type: 'connect'; url: string; origin: string; cookies: string[]; leagueId: number; concurrency: number }
  /** Answer once every subscribed socket has message `n`, or after `timeoutMs`. */
  | { type: 'await'; n: number; timeoutMs: number }
  /** How many times each socket got each message. */
  | { type: 'tally' }
  | { type: 'close' };

export type FromMembers =
  | { type: 'connected'; subscribed: number; failures: string[]; elapsedMs: number }
  /** When each subscribed socket first got message `n` (monotonicMs), null for one that did not in time. */
  | { type: 'arrivals'; n: number; times: (number | null)[] }
  /** Per message number: sockets that got it exactly once, and the extra copies seen in all. */
  | { type: 'tally'; once: Record<number, number>; extra: number; closed: number }
  | { type: 'fatal'; message: string };

const SNAPSHOT = Buffer.from('"type":"snapshot"');
const MESSAGE = Buffer.from('"type":"message"');
const MARK = Buffer.from('[m:');
const PING = Buffer.from('PING');

interface Member {
  socket: RawWebSocket;
  subscribed: boolean;
  closed: boolean;
  /** Message number -> arrival (monotonicMs) of its first copy. */
  arrived: Map<number, number>;
  /** Copies beyond the first. */
  extra: number;
}

const members: Member[] = [];
let waiter: { n: number; done: () => void } | null = null;

const send = (message: FromMembers) => process.send?.(message);

/** The number in a frame's `[m:<n>]`, or null. */
function markOf(data: Buffer): number | null {
  const at = data.indexOf(MARK);
  if (at < 0) return null;
  let n = 0;
  for (let i = at + MARK.length; i < data.length; i++) {
    const c = data[i]!;
    if (c < 48 || c > 57) return i === at + MARK.length ? null : n;
    n = n * 10 + (c - 48);
  }
  return null;
}

function received(member: Member, data: Buffer, settle: (reason: string | null) => void): void {
  const at = monotonicMs();
  if (data.length === PING.length && data.equals(PING)) {
    member.socket.send('PONG');
    return;
  }
  if (!member.subscribed) {
    if (data.includes(SNAPSHOT)) {
      member.subscribed = true;
      settle(null);
    } else if (data.includes('"error"'))
      settle(`error instead of a snapshot: ${data.toString().slice(0, 200)}`);
    return;
  }
  // A snapshot (members changed) repeats recent messages: only a message frame counts as an arrival.
  if (!data.includes(MESSAGE) || data.includes(SNAPSHOT)) return;
  const n = markOf(data);
  if (n === null) return;
  if (member.arrived.has(n)) member.extra += 1;
  else member.arrived.set(n, at);
  if (waiter?.n === n && everyoneHas(n)) waiter.done();
}

const everyoneHas = (n: number) => members.every((m) => !m.subscribed || m.closed || m.arrived.has(n));

function openOne(
  options: Extract<ToMembers, { type: 'connect' }>,
  cookie: string,
  subscribe: string,
): Promise<string | null> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (reason: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(reason);
    };
    const member: Member = {
      socket: new RawWebSocket(
        options.url,
        { headers: { origin: options.origin, cookie }, deflate: false },
        {
          open: () => member.socket.send(subscribe),
          refused: (status) => settle(`upgrade refused: ${status}`),
          error: (error) => settle(`socket error: ${error.message}`),
          close: (code) => {
            member.closed = true;
            settle(`closed before the snapshot: ${code}`);
          },
          text: (data) => received(member, data, settle),
        },
      ),
      subscribed: false,
      closed: false,
      arrived: new Map(),
      extra: 0,
    };
    members.push(member);
    const timer = setTimeout(() => {
      settle('no snapshot within 30 s');
      member.socket.terminate();
    }, 30_000);
  });
}

async function connect(options: Extract<ToMembers, { type: 'connect' }>): Promise<void> {
  const started = monotonicMs();
  const subscribe = JSON.stringify({
    id: 1,
    method: 'subscription',
    params: { path: 'live.leagueChat', input: { leagueId: options.leagueId } },
  });
  let next = 0;
  let subscribed = 0;
  const failures: string[] = [];
  const worker = async () => {
    while (next < options.cookies.length) {
      const reason = await openOne(options, options.cookies[next++]!, subscribe);
      if (reason === null) subscribed += 1;
      else if (failures.length < 5) failures.push(reason);
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency, options.cookies.length) }, worker));
  send({ type: 'connected', subscribed, failures, elapsedMs: monotonicMs() - started });
}

function awaitMessage(n: number, timeoutMs: number): void {
  const report = () => {
    clearTimeout(timer);
    waiter = null;
    const times = members.filter((m) => m.subscribed).map((m) => m.arrived.get(n) ?? null);
    send({ type: 'arrivals', n, times });
  };
  const timer = setTimeout(report, timeoutMs);
  waiter = { n, done: report };
  if (everyoneHas(n)) report();
}

function tally(): void {
  const once: Record<number, number> = {};
  let extra = 0;
  for (const m of members) {
    if (!m.subscribed) continue;
    extra += m.extra;
    for (const n of m.arrived.keys()) once[n] = (once[n] ?? 0) + 1;
  }
  send({ type: 'tally', once, extra, closed: members.filter((m) => m.subscribed && m.closed).length });
}

if (!process.send) {
  console.error('chat-sockets.ts is started by chat-fanout.ts (it needs an IPC channel).');
  process.exit(2);
}
process.on('disconnect', () => process.exit(0));
process.on('message', (message: ToMembers) => {
  switch (message.type) {
    case 'connect':
      connect(message).catch((error: unknown) =>
        send({ type: 'fatal', message: error instanceof Error ? error.message : String(error) }),
      );
      return;
    case 'await':
      awaitMessage(message.n, message.timeoutMs);
      return;
    case 'tally':
      tally();
      return;
    case 'close':
      for (const m of members) m.socket.terminate();
      setTimeout(() => process.exit(0), 200);
  }
});
