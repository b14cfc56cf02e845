import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { cpuMs, rssKb, schedStat } from '../toolkit/proc';
import { mbOfKb } from '../toolkit/report';
import type { Generator } from '../toolkit/sockets/generator-process';

// What the soak reads every SAMPLE_MS while the load runs: the server's memory and CPU, the other
// processes' CPU (the load shares two cores with them), the machine's load, the sockets' health.

export const SAMPLE_MS = 10_000;

export interface Sample {
  /** ms since the pick load started. */
  atMs: number;
  serverRssKb: number;
  serverCpuMs: number;
  /** The server's main thread (its event loop): time on a CPU, and time runnable but waiting for one. */
  loopOnCpuMs: number;
  loopWaitMs: number;
  generatorCpuMs: number;
  benchCpuMs: number;
  load1: number;
  socketsOpen: number;
  socketsClosed: number;
  socketErrors: number;
}

export class Sampler {
  readonly samples: Sample[] = [];
  /** Closes and errors of sockets after they subscribed, a few of them spelled out. */
  socketReasons: string[] = [];
  failures: string[] = [];
  private timer: NodeJS.Timeout | undefined;
  private started = 0;

  constructor(
    private readonly serverPid: number,
    private readonly generator: Generator,
  ) {}

  /** Takes the sample at 0 s now, then one every SAMPLE_MS. */
  async start(): Promise<void> {
    this.started = performance.now();
    await this.take();
    this.timer = setInterval(() => void this.take(), SAMPLE_MS);
  }

  /** Stops, with one last sample. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.take();
  }

  private async take(): Promise<void> {
    const atMs = performance.now() - this.started;
    try {
      const serverRssKb = rssKb(this.serverPid);
      const serverCpuMs = cpuMs(this.serverPid);
      const loop = schedStat(this.serverPid);
      const generatorCpuMs = cpuMs(this.generator.child.pid!);
      const own = process.cpuUsage();
      this.generator.send({ type: 'health' });
      const health = await this.generator.next('health', 5000);
      this.socketReasons = health.reasons;
      this.samples.push({
        atMs,
        serverRssKb,
        serverCpuMs,
        loopOnCpuMs: loop.onCpuMs,
        loopWaitMs: loop.waitMs,
        generatorCpuMs,
        benchCpuMs: (own.user + own.system) / 1000,
        load1: Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]),
        socketsOpen: health.open,
        socketsClosed: health.closed,
        socketErrors: health.errors,
      });
    } catch (error) {
      this.failures.push(`sample at ${(atMs / 1000).toFixed(0)} s: ${(error as Error).message}`);
    }
  }
}

/** RSS in MB, one decimal. */
export const mb = (kb: number) => mbOfKb(kb, 1);
