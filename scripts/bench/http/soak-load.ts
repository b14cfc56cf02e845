import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { post } from '../toolkit/http-load';

// The soak's pick load: open loop. Pick k is due at start + k / rate whatever the answers before it did, so
// a slow server does not lower the offered rate (a closed loop of callers would wait, and hide it). At most
// `maxInFlight` calls are open at once, so a stalled server cannot pile up sockets and memory here; a pick
// that finds no free slot waits, and that lateness is reported.

export interface PickTarget {
  cookie: string;
  userId: number;
  gameId: number;
  teamId: number;
}

/** What one minute of the load did: picks sent in it, answers and failures that came in it. */
export interface MinuteOfLoad {
  sent: number;
  acked: number;
  errors: number;
  /** Call times of the acknowledged picks, ms from sending to the answer's body. */
  latencies: number[];
}

/** The acknowledged picks, column by column (120,000 of them as objects would be needless garbage). */
export interface Acknowledged {
  ids: number[];
  users: number[];
  games: number[];
  teams: number[];
}

/** A start this much after its due time counts as late. */
const LATE_MS = 100;
const CALL_TIMEOUT_MS = 30_000;

export class PickLoad {
  readonly acked: Acknowledged = { ids: [], users: [], games: [], teams: [] };
  readonly errors = new Map<string, number>();
  readonly minutes: MinuteOfLoad[] = [];
  inFlight = 0;
  maxInFlightSeen = 0;
  late = 0;
  maxLagMs = 0;
  /** Picks that were due but never sent because the run ended with them still waiting for a slot. */
  unsent = 0;
  private started = 0;
  private stopped = false;
  private readonly agent: http.Agent;
  private readonly url: URL;
  private readonly origin: string;

  constructor(
    base: string,
    private readonly rate: number,
    private readonly durationMs: number,
    private readonly maxInFlight: number,
    private readonly target: (k: number) => PickTarget,
  ) {
    // One connection per open call at most, kept alive as a browser's are. node:http rather than fetch: fetch
    // costs several times the CPU per call, taken from the server on two cores (toolkit/http-load.ts).
    this.agent = new http.Agent({ keepAlive: true, maxSockets: maxInFlight });
    this.url = new URL(base);
    this.origin = base;
  }

  /** Runs the schedule; resolves once it has ended and every open call has settled. */
  async run(): Promise<void> {
    const total = Math.floor((this.rate * this.durationMs) / 1000);
    const interval = 1000 / this.rate;
    this.started = performance.now();
    let next = 0;
    await new Promise<void>((resolve) => {
      const tick = () => {
        const now = performance.now();
        const elapsed = now - this.started;
        while (next < total && next * interval <= elapsed && this.inFlight < this.maxInFlight) {
          const due = this.started + next * interval;
          const lag = now - due;
          if (lag > LATE_MS) this.late += 1;
          this.maxLagMs = Math.max(this.maxLagMs, lag);
          void this.pick(next);
          next += 1;
        }
        if (next >= total || elapsed >= this.durationMs + 1000 || this.stopped) {
          clearInterval(timer);
          this.unsent = total - next;
          resolve();
        }
      };
      // 5 ms apart: one pick per tick at 200/s; a later tick sends all that fell due meanwhile.
      const timer = setInterval(tick, Math.min(5, interval));
    });
    while (this.inFlight > 0) await new Promise((r) => setTimeout(r, 50));
    this.agent.destroy();
  }

  /** Ends the schedule early (an interrupt, a failure elsewhere). */
  stop(): void {
    this.stopped = true;
  }

  /** Picks acknowledged per second over the run's length. */
  achievedRate(): number {
    return this.acked.ids.length / (this.durationMs / 1000);
  }

  errorCount(): number {
    let n = 0;
    for (const count of this.errors.values()) n += count;
    return n;
  }

  private minute(at: number): MinuteOfLoad {
    // Answers that come in while the last calls drain count to the last minute.
    const last = Math.ceil(this.durationMs / 60_000) - 1;
    const index = Math.min(last, Math.floor((at - this.started) / 60_000));
    while (this.minutes.length <= index) this.minutes.push({ sent: 0, acked: 0, errors: 0, latencies: [] });
    return this.minutes[index]!;
  }

  private fail(kind: string): void {
    this.minute(performance.now()).errors += 1;
    this.errors.set(kind, (this.errors.get(kind) ?? 0) + 1);
  }

  private async pick(k: number): Promise<void> {
    const t = this.target(k);
    const sent = performance.now();
    this.minute(sent).sent += 1;
    this.inFlight += 1;
    this.maxInFlightSeen = Math.max(this.maxInFlightSeen, this.inFlight);
    try {
      const res = await post(
        this.agent,
        this.url,
        {
          path: '/trpc/picks.create',
          headers: { cookie: t.cookie, origin: this.origin },
          body: JSON.stringify({ gameId: t.gameId, selectedTeamId: t.teamId }),
        },
        CALL_TIMEOUT_MS,
      );
      const text = res.body;
      if (res.status !== 200) {
        this.fail(`HTTP ${res.status}: ${text.slice(0, 160)}`);
        return;
      }
      const id = (JSON.parse(text) as { result?: { data?: { pick?: { id?: unknown } } } }).result?.data?.pick
        ?.id;
      if (typeof id !== 'number') {
        this.fail(`HTTP 200 without a pick id: ${text.slice(0, 160)}`);
        return;
      }
      const answered = performance.now();
      const minute = this.minute(answered);
      minute.acked += 1;
      minute.latencies.push(answered - sent);
      this.acked.ids.push(id);
      this.acked.users.push(t.userId);
      this.acked.games.push(t.gameId);
      this.acked.teams.push(t.teamId);
    } catch (error) {
      this.fail(describeFailure(error));
    } finally {
      this.inFlight -= 1;
    }
  }
}

/** A fetch failure as a kind: the timeout, or the network error's code (ECONNRESET, ECONNREFUSED...). */
function describeFailure(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `timeout after ${CALL_TIMEOUT_MS} ms`;
  const cause =
    error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : null;
  const detail = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
  return `network: ${detail}`;
}
