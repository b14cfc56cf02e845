import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { type GroupCommitBatch, groupCommitBatches } from '../db/group-commit';
import { poolWaits } from '../db/unavailable';
import type { EffectRunner } from '../effects/effect-runner';
import type { EventBus } from '../events/event-bus';

/** Reads one effect queue when /metrics is scraped: what waits to be carried out, and what failed for good. */
export type EffectQueueReader = () => Promise<{ depth: number; failures: number }>;

interface QueueFigures {
  queue: string;
  depth: number;
  failures: number;
}

/** What the realtime layer tells of itself when /metrics is scraped. */
export interface LiveFigures {
  /** Open WebSocket connections. */
  sockets(): number;
  /** Open live subscriptions, by feed name. */
  subscriptions(): Record<string, number>;
}

export interface MetricsSources {
  hub: LiveFigures;
  bus: EventBus;
  /** PostgreSQL's pool; absent on the embedded database, which has one connection and no pool. */
  pool?: pg.Pool | undefined;
}

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Histograms by one label (a batcher, an effect's kind) in `registers`, with these buckets unless told others. */
const histogramsBy =
  <L extends string>(label: L, registers: Registry[], buckets: number[]) =>
  (name: string, help: string, ownBuckets = buckets) =>
    new Histogram({ name, help, labelNames: [label] as const, buckets: ownBuckets, registers });

/**
 * One instance's Prometheus metrics, in a registry of its own (tests build several apps in a process).
 * Besides Node's own (event-loop delay, heap, GC, CPU, RSS: prom-client's defaults), what an operator of
 * this product watches: request time by route, sockets and subscriptions, the event bus's lag and
 * re-syncs, the database pool, and the effect queues that register themselves here.
 */
export class AppMetrics {
  readonly registry = new Registry();
  private readonly unsubscribe: (() => void)[] = [];
  private readonly queues = new Map<string, EffectQueueReader>();

  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to response, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: SECONDS,
    registers: [this.registry],
  });

  constructor(sources: MetricsSources) {
    const register = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    const { hub, bus, pool } = sources;

    new Gauge({
      name: 'pickem_live_sockets',
      help: 'Open WebSocket connections on this instance',
      registers: register,
      collect() {
        this.set(hub.sockets());
      },
    });
    new Gauge({
      name: 'pickem_live_subscriptions',
      help: 'Open live subscriptions on this instance, by feed',
      labelNames: ['feed'] as const,
      registers: register,
      collect() {
        for (const [feed, count] of Object.entries(hub.subscriptions())) this.set({ feed }, count);
      },
    });

    const lag = new Histogram({
      name: 'pickem_event_bus_lag_seconds',
      help: "Time from another instance's publish to its arrival here (the sender's clock against ours)",
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
      registers: register,
    });
    const resyncs = new Counter({
      name: 'pickem_event_bus_resyncs_total',
      help: 'Times the live subscribers re-read everything because events may have been missed',
      registers: register,
    });
    this.unsubscribe.push(
      bus.onArrival((ms) => lag.observe(ms / 1000)),
      bus.onResync(() => resyncs.inc()),
    );

    if (pool) {
      new Gauge({
        name: 'pickem_db_pool_connections',
        help: 'PostgreSQL pool: connections open, idle and in use; requests waiting for one; the most allowed',
        labelNames: ['state'] as const,
        registers: register,
        collect() {
          this.set({ state: 'open' }, pool.totalCount);
          this.set({ state: 'idle' }, pool.idleCount);
          this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
          this.set({ state: 'waiting' }, pool.waitingCount);
          this.set({ state: 'max' }, pool.options.max);
        },
      });
    }

    this.observeBatching(register);

    // Both gauges of a scrape share one read of each queue: the registry starts every collect() at once,
    // depth's first, which starts the read that failures' then takes over (a scrape that finds none reads
    // for itself).
    let reading: Promise<QueueFigures[]> | null = null;
    const depth: Gauge<'queue'> = new Gauge({
      name: 'pickem_effect_queue_depth',
      help: 'Effects recorded with a commit and not carried out yet, by queue',
      labelNames: ['queue'] as const,
      registers: register,
      collect: async () => {
        reading = this.readQueues();
        const figures = await reading;
        depth.reset();
        for (const f of figures) depth.set({ queue: f.queue }, f.depth);
      },
    });
    const failures: Gauge<'queue'> = new Gauge({
      name: 'pickem_effect_queue_failures',
      help: 'Effects given up after every attempt, by queue',
      labelNames: ['queue'] as const,
      registers: register,
      collect: async () => {
        const figures = await (reading ?? this.readQueues());
        reading = null;
        failures.reset();
        for (const f of figures) failures.set({ queue: f.queue }, f.failures);
      },
    });
  }

  /**
   * Where a call's time goes besides its own statements: waiting for its group commit's batch to start, the
   * batch's run, its size, and waiting for a pooled connection (docs/design/picks.md, "Where the tail comes from").
   * Reported on diagnostics channels by the batchers and the pool, for as long as this registry lives.
   */
  private observeBatching(register: Registry[]): void {
    const FAST = [0.0005, 0.001, 0.0025, ...SECONDS];
    const byBatcher = histogramsBy('batcher', register, FAST);
    const waited = byBatcher(
      'pickem_group_commit_wait_seconds',
      "Time from a batch's oldest call arriving to the batch starting, by batcher",
    );
    const ran = byBatcher(
      'pickem_group_commit_run_seconds',
      'Time a batch ran (its connection, statements and commit), by batcher',
    );
    const size = byBatcher(
      'pickem_group_commit_batch_size',
      'Calls a batch took, by batcher',
      [1, 2, 5, 10, 25, 50, 100, 200],
    );
    const poolWait = new Histogram({
      name: 'pickem_db_pool_wait_seconds',
      help: 'Time a caller waited for a pooled PostgreSQL connection',
      buckets: FAST,
      registers: register,
    });
    const onBatch = (message: unknown) => {
      const b = message as GroupCommitBatch;
      waited.observe({ batcher: b.name }, b.waitedMs / 1000);
      ran.observe({ batcher: b.name }, b.ranMs / 1000);
      size.observe({ batcher: b.name }, b.size);
    };
    const onPoolWait = (message: unknown) =>
      poolWait.observe((message as { waitedMs: number }).waitedMs / 1000);
    groupCommitBatches.subscribe(onBatch);
    poolWaits.subscribe(onPoolWait);
    this.unsubscribe.push(
      () => groupCommitBatches.unsubscribe(onBatch),
      () => poolWaits.unsubscribe(onPoolWait),
    );
  }

  /** Each queue's figures; a queue that cannot be read now (the database away) is left out of this scrape. */
  private async readQueues(): Promise<QueueFigures[]> {
    const read = await Promise.all(
      [...this.queues].map(async ([queue, reader]) => {
        try {
          return { queue, ...(await reader()) };
        } catch {
          return null;
        }
      }),
    );
    return read.filter((f) => f !== null);
  }

  /** Adds an effect queue to pickem_effect_queue_depth and _failures; it is read at each scrape. */
  registerEffectQueue(queue: string, read: EffectQueueReader): void {
    this.queues.set(queue, read);
  }

  /**
   * Times the effects this instance carries out, by kind: how long each waited for a worker after its commit, how
   * long it ran to its own commit, and how many were done or failed (a batch counts each of its effects).
   */
  observeEffects(runner: Pick<EffectRunner, 'onEffectEnd'>): void {
    const byKind = histogramsBy('kind', [this.registry], [...SECONDS, 30]);
    const waited = byKind(
      'pickem_effect_wait_seconds',
      'Time from an effect becoming due (its commit, or its retry time) to a worker taking it, by kind',
    );
    const ran = byKind(
      'pickem_effect_run_seconds',
      'Time from a worker taking an effect (or a batch of one kind) to its transaction ending, by kind',
    );
    const ended = new Counter({
      name: 'pickem_effects_total',
      help: 'Effects carried out, by kind and outcome (done, or failed and left to retry or parked)',
      labelNames: ['kind', 'outcome'] as const,
      registers: [this.registry],
    });
    this.unsubscribe.push(
      runner.onEffectEnd((end) => {
        waited.observe({ kind: end.kind }, end.waitedMs / 1000);
        ran.observe({ kind: end.kind }, end.ranMs / 1000);
        if (end.done > 0) ended.inc({ kind: end.kind, outcome: 'done' }, end.done);
        if (end.failed > 0) ended.inc({ kind: end.kind, outcome: 'failed' }, end.failed);
      }),
    );
  }

  /** The text Prometheus reads. */
  scrape(): Promise<string> {
    return this.registry.metrics();
  }

  close(): void {
    for (const off of this.unsubscribe) off();
    this.unsubscribe.length = 0;
  }
}
