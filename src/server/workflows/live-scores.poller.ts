import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../deps';
import { leaseMs } from '../modules/games/live-scores.rules';
import { TimedLoop } from '../platform/scheduler/timed-loop';
import { claimLivePollTurn, type LivePollSummary, pollLiveScores } from './live-scores.service';

export interface LiveScoresPollerOptions {
  /** LIVE_SCORES_INTERVAL_MS; default 15 s. */
  intervalMs?: number;
  logger?: FastifyBaseLogger;
  /** The job_leases row shared by every instance. */
  leaseName?: string;
}

export const LIVE_SCORES_LEASE = 'live-scores';

/**
 * Polls the sports feed for live games on a timer. Not a Scheduler job: those run inside the tick's
 * transaction, and a transaction must never wait on the network (PGlite has one connection). Instead
 * each turn is claimed in the job_leases table, so one instance polls per interval, and the feed is read
 * with no transaction open.
 */
export class LiveScoresPoller {
  private readonly intervalMs: number;
  private readonly loop: TimedLoop;

  constructor(
    private readonly deps: AppDeps,
    private readonly options: LiveScoresPollerOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? 15_000;
    this.loop = new TimedLoop('live scores poll', () => this.tick(), this.intervalMs, options.logger);
  }

  /** Polls at once, whatever the lease says (tests, and `tick` once it holds the turn). */
  pollOnce(): Promise<LivePollSummary> {
    return pollLiveScores(this.deps);
  }

  /** One turn: polls only if a feed game is due and this instance claims the turn; null otherwise. */
  async tick(): Promise<LivePollSummary | null> {
    const name = this.options.leaseName ?? LIVE_SCORES_LEASE;
    if (!(await claimLivePollTurn(this.deps, name, leaseMs(this.intervalMs)))) return null;
    const summary = await this.pollOnce();
    if (summary.errors.length > 0) this.options.logger?.warn({ summary }, 'live scores poll had errors');
    return summary;
  }

  start(): void {
    this.loop.start();
  }

  /** Stops the timer and waits for a poll in progress. */
  stop(): Promise<void> {
    return this.loop.stop();
  }
}
