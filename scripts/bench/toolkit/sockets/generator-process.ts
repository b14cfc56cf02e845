import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { stopChild, withFileLimit } from '../server-process';
import { within } from '../time';
import type { FromGenerator, ToGenerator } from './protocol';

// The benchmark's side of the socket load generator process (generator.ts), shared by the fan-out, soak, rush and
// socket-heap benchmarks.

/** The generator child and its messages, waited for one at a time. */
export class Generator {
  private readonly inbox: FromGenerator[] = [];
  /** The soak waits for a round's arrivals and a health report at once, so each waiter has its own wake-up. */
  private readonly waiters = new Set<() => void>();
  private exit: string | null = null;

  constructor(readonly child: ChildProcess) {
    child.on('message', (raw) => {
      const message = raw as FromGenerator;
      if (message.type === 'progress') {
        console.log(
          `  generator: ${message.opened} opened, ${message.subscribed} subscribed, ${message.failed} failed`,
        );
        return;
      }
      this.inbox.push(message);
      this.wakeAll();
    });
    child.on('exit', (code, signal) => {
      this.exit = `the generator exited (${signal ?? code})`;
      this.wakeAll();
    });
  }

  private wakeAll(): void {
    const waiters = [...this.waiters];
    this.waiters.clear();
    for (const wake of waiters) wake();
  }

  static start(): Generator {
    const [cmd, args] = withFileLimit([
      process.execPath,
      // GENERATOR_NODE_ARGS (e.g. '--cpu-prof --cpu-prof-dir=.tmp') profiles the load generator itself.
      ...(process.env.GENERATOR_NODE_ARGS ?? '').split(' ').filter(Boolean),
      '--import',
      'tsx',
      fileURLToPath(new URL('./generator.ts', import.meta.url)),
    ]);
    return new Generator(spawn(cmd, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }));
  }

  send(message: ToGenerator): void {
    this.child.send(message);
  }

  next<K extends FromGenerator['type']>(
    type: K,
    timeoutMs: number,
  ): Promise<Extract<FromGenerator, { type: K }>> {
    return within(
      (async () => {
        for (;;) {
          const index = this.inbox.findIndex((m) => m.type === type || m.type === 'fatal');
          if (index >= 0) {
            const message = this.inbox.splice(index, 1)[0]!;
            if (message.type === 'fatal') throw new Error(`generator: ${message.message}`);
            return message as Extract<FromGenerator, { type: K }>;
          }
          if (this.exit) throw new Error(this.exit);
          await new Promise<void>((resolve) => this.waiters.add(resolve));
        }
      })(),
      timeoutMs,
      `the generator's "${type}"`,
    );
  }

  async close(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    try {
      this.send({ type: 'close' });
      await this.next('closed', 10_000);
      // It exits by itself (and only then writes a CPU profile asked for with GENERATOR_NODE_ARGS).
      await Promise.race([once(this.child, 'exit'), sleep(5000)]);
    } catch {
      // Whatever state it is in, it goes below.
    }
    await stopChild(this.child, 5000);
  }
}
