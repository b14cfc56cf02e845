import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { call } from '../toolkit/api';
import { Checks } from '../toolkit/checks';
import { runCleanUp, runProcessBenchmark } from '../toolkit/cleanup';
import { type BenchDatabase, freshBenchDatabase } from '../toolkit/db';
import { intFromEnv } from '../toolkit/knobs';
import { cpuMs, loadAverage } from '../toolkit/proc';
import { ms } from '../toolkit/report';
import {
  BENCH_ADMIN,
  benchServerEnv,
  type ServerProcess,
  serverNodeArgs,
  startServer,
  stopChild,
  withFileLimit,
} from '../toolkit/server-process';
import { quantile } from '../toolkit/stats';
import { monotonicMs, sleep, within } from '../toolkit/time';
import type { FromMembers, ToMembers } from './chat-sockets';
import { seedLeague } from './league-data';

// A league chat message reaching every member (issue 41, item 11): a league of MEMBERS (1,000) players, each with
// a signed-in socket subscribed to live.leagueChat (held by a second process, chat-sockets.ts), and MESSAGES (20)
// messages posted one after another through POST /api/leagues/:id/messages by different members, as the chat's
// Send does. Each socket's receipt is timed from the post's sending on the machine-wide clock; the target is p99
// under 250 ms over every (message, member) pair.
//
//   npx tsx scripts/bench/leagues/chat-fanout.ts
//
// PostgreSQL (database pickem_bench_chat_fanout, dropped at the end unless KEEP=1), the compiled server as a process
// of its own (SERVER=source for the sources), its events on LISTEN/NOTIFY as production runs them. Knobs: MEMBERS
// (1000), MESSAGES (20), WARMUP (2, posted and checked, not timed), GAP_MS (200, between a message's last receipt and
// the next post), CONNECT_CONCURRENCY (50), TIMEOUT_MINUTES (10); PROFILE=1 writes a CPU profile of the server to
// .tmp/profiles (its figures are slower, not for the table); SERVER_NODE_ARGS adds to the server's node command
// line. Checks: every member's socket subscribed; every member got every message exactly once; every post answered.

const MEMBERS = intFromEnv('MEMBERS', 1000, 2);
const MESSAGES = intFromEnv('MESSAGES', 20);
const WARMUP = intFromEnv('WARMUP', 2, 0);
const GAP_MS = intFromEnv('GAP_MS', 200, 0);
const CONCURRENCY = intFromEnv('CONNECT_CONCURRENCY', 50);
const TIMEOUT_MINUTES = intFromEnv('TIMEOUT_MINUTES', 10);
const TARGET_P99_MS = 250;
const PROFILE = process.env.PROFILE === '1';

let database = null as BenchDatabase | null;
let server = null as ServerProcess | null;
let sockets = null as ChildProcess | null;

/** The members process and its answers, one awaited at a time. */
function startMembers(): {
  child: ChildProcess;
  next<K extends FromMembers['type']>(type: K, ms: number): Promise<Extract<FromMembers, { type: K }>>;
} {
  const [cmd, args] = withFileLimit([
    process.execPath,
    '--import',
    'tsx',
    fileURLToPath(new URL('./chat-sockets.ts', import.meta.url)),
  ]);
  const child = spawn(cmd, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const inbox: FromMembers[] = [];
  let wake: (() => void) | null = null;
  child.on('message', (m) => {
    inbox.push(m as FromMembers);
    wake?.();
  });
  child.on('exit', () => wake?.());
  const next = <K extends FromMembers['type']>(type: K, timeoutMs: number) =>
    within(
      (async () => {
        for (;;) {
          const i = inbox.findIndex((m) => m.type === type || m.type === 'fatal');
          if (i >= 0) {
            const m = inbox.splice(i, 1)[0]!;
            if (m.type === 'fatal') throw new Error(`chat sockets: ${m.message}`);
            return m as Extract<FromMembers, { type: K }>;
          }
          if (child.exitCode !== null) throw new Error('the chat sockets process exited');
          await new Promise<void>((resolve) => {
            wake = resolve;
          });
        }
      })(),
      timeoutMs,
      `the chat sockets' "${type}"`,
    );
  return { child, next };
}

async function main(): Promise<boolean> {
  const checks = new Checks();
  console.log(`load average at start: ${loadAverage()}`);
  database = await freshBenchDatabase({ name: 'pickem_bench_chat_fanout', postgresOnly: 'The chat fan-out' });
  const league = await seedLeague(database.db, MEMBERS, 'chat');
  server = await startServer(benchServerEnv(database.url!, BENCH_ADMIN), {
    nodeArgs: [...serverNodeArgs(), ...(PROFILE ? ['--cpu-prof', '--cpu-prof-dir=.tmp/profiles'] : [])],
  });
  const { base } = server;
  console.log(
    `database: ${database.label}; server ${base} (pid ${server.pid}); a league of ${MEMBERS} members`,
  );

  const members = startMembers();
  sockets = members.child;
  const send = (m: ToMembers) => members.child.send(m);
  send({
    type: 'connect',
    url: `${base.replace(/^http/, 'ws')}/trpc`,
    origin: base,
    cookies: league.members.map((m) => m.cookie),
    leagueId: league.leagueId,
    concurrency: CONCURRENCY,
  });
  const connected = await members.next('connected', 5 * 60_000);
  console.log(
    `${connected.subscribed} sockets subscribed to the league's chat in ${(connected.elapsedMs / 1000).toFixed(1)} s` +
      (connected.failures.length ? `; failures: ${connected.failures.join('; ')}` : ''),
  );
  checks.equal(connected.subscribed, MEMBERS, "every member's socket subscribed");

  const all: number[] = [];
  const perMessage: { p50: number; p99: number; max: number; post: number }[] = [];
  let missing = 0;
  const cpuBefore = cpuMs(server.pid);
  for (let n = 0; n < WARMUP + MESSAGES; n++) {
    // A different member each time (the per-player limit is 10 messages in 30 s; MESSAGES past MEMBERS repeat).
    const poster = league.members[(n * 7) % MEMBERS]!;
    const body = `Bench message [m:${n}]: who has the late game tonight?`;
    const sent = monotonicMs();
    await call(base, 'POST', `/api/leagues/${league.leagueId}/messages`, { body }, poster.cookie);
    const returned = monotonicMs();
    send({ type: 'await', n, timeoutMs: 30_000 });
    const { times } = await members.next('arrivals', 60_000);
    const absent = times.filter((t) => t === null).length;
    missing += absent;
    if (n >= WARMUP) {
      const delays = times.flatMap((t) => (t === null ? [] : [t - sent]));
      all.push(...delays);
      perMessage.push({
        p50: quantile(delays, 0.5),
        p99: quantile(delays, 0.99),
        max: Math.max(...delays),
        post: returned - sent,
      });
    }
    if (absent > 0) console.error(`message ${n}: ${absent} members had it not within 30 s`);
    await sleep(GAP_MS);
  }
  const serverCpu = cpuMs(server.pid) - cpuBefore;

  send({ type: 'tally' });
  const tally = await members.next('tally', 30_000);
  const total = WARMUP + MESSAGES;
  const everyOnce = Array.from({ length: total }, (_, n) => tally.once[n] ?? 0).filter((c) => c !== MEMBERS);
  checks.equal(missing, 0, 'every member got every message (receipts missing)');
  checks.equal(everyOnce.length, 0, 'every message reached every member (messages not reaching all)');
  checks.equal(tally.extra, 0, 'no member got a message twice (extra copies)');
  checks.equal(tally.closed, 0, 'no socket closed during the run');

  const p99 = quantile(all, 0.99);
  const posts = perMessage.map((m) => m.post);
  console.log('');
  console.log(
    `chat fan-out, ${MEMBERS} members, ${MESSAGES} messages (${all.length} receipts), load ${loadAverage()}`,
  );
  console.log(
    `  post -> each member's socket: p50 ${ms(quantile(all, 0.5))}, p95 ${ms(quantile(all, 0.95))}, ` +
      `p99 ${ms(p99)}, max ${ms(Math.max(...all))}`,
  );
  console.log(
    `  per message: p99 from ${ms(Math.min(...perMessage.map((m) => m.p99)))} to ${ms(Math.max(...perMessage.map((m) => m.p99)))}; ` +
      `the median of their p50s ${ms(
        quantile(
          perMessage.map((m) => m.p50),
          0.5,
        ),
      )}`,
  );
  console.log(
    `  the post itself (sent -> answered): p50 ${ms(quantile(posts, 0.5))}, max ${ms(Math.max(...posts))}`,
  );
  console.log(`  server CPU: ${(serverCpu / (WARMUP + MESSAGES)).toFixed(1)} ms per message`);
  console.log(`  target p99 < ${TARGET_P99_MS} ms: ${p99 < TARGET_P99_MS ? 'met' : 'NOT met'}`);
  if (PROFILE) console.log('  PROFILE=1: the CPU profile is written to .tmp/profiles when the server stops');
  return checks.conclude();
}

async function cleanUp(): Promise<void> {
  await runCleanUp([
    [
      'chat sockets',
      async () => {
        if (!sockets) return;
        sockets.send({ type: 'close' } satisfies ToMembers);
        await stopChild(sockets, 2000);
      },
    ],
    ['server', async () => server?.stop()],
    ['database', async () => database?.close()],
  ]);
  sockets = null;
  server = null;
  database = null;
}

await runProcessBenchmark('chat-fanout', {
  main,
  cleanUp,
  timeoutMinutes: TIMEOUT_MINUTES,
  timeoutHint: 'TIMEOUT_MINUTES raises it',
  onFailure: () => {
    if (server) console.error(`last server output:\n${server.tail()}`);
  },
});
