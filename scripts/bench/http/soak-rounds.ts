import { enterScore } from '../toolkit/api';
import { intFromEnv } from '../toolkit/knobs';
import type { Generator } from '../toolkit/sockets/generator-process';
import { quantile } from '../toolkit/stats';

// Score changes during the soak, so the sockets carry fan-out traffic while the picks go on: every
// ROUND_EVERY_SECONDS (15) the admin enters a new score of the live game over REST (the first completes it, the
// later ones are Fix Score), and the generator notes which sockets got the message carrying it.

export const ROUND_EVERY_MS = intFromEnv('ROUND_EVERY_SECONDS', 15) * 1000;
/** A socket message later than this counts as missing. */
export const ARRIVAL_TIMEOUT_MS = 10_000;

export interface RoundResult {
  round: number;
  /** Sockets that were subscribed and open when the round was armed. */
  armed: number;
  received: number;
  missing: number;
  /** ms from sending the score entry to a socket's message, p50 and max. */
  p50: number;
  max: number;
}

export class ScoreRounds {
  readonly results: RoundResult[] = [];
  readonly failures: string[] = [];
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();
  private round = 0;

  constructor(
    private readonly base: string,
    private readonly adminCookie: string,
    private readonly gameId: number,
    private readonly generator: Generator,
  ) {}

  start(): void {
    this.timer = setInterval(() => {
      // A round that overran its 15 s is not overlapped: the next one waits for it.
      this.running = this.running.then(() => this.play());
    }, ROUND_EVERY_MS);
  }

  /** No new round; the one under way finishes. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private async play(): Promise<void> {
    this.round += 1;
    const round = this.round;
    // Scores only go up, so each round's marker is new to every socket.
    const marker = `"homeScore":${round},`;
    try {
      this.generator.send({ type: 'arm', marker, timeoutMs: ARRIVAL_TIMEOUT_MS });
      await this.generator.next('armed', 5000);
      let sent = 0;
      let refused: unknown = null;
      try {
        ({ sent } = await enterScore(this.base, this.adminCookie, this.gameId, round, 0));
      } catch (error) {
        refused = error;
      }
      // The armed round reports either way; taken now, it cannot be mistaken for the next round's.
      const { times } = await this.generator.next('arrivals', ARRIVAL_TIMEOUT_MS + 10_000);
      if (refused) throw refused;
      const delays = times.filter((t): t is number => t !== null).map((t) => t - sent);
      this.results.push({
        round,
        armed: times.length,
        received: delays.length,
        missing: times.length - delays.length,
        p50: quantile(delays, 0.5),
        max: delays.length ? Math.max(...delays) : Number.NaN,
      });
    } catch (error) {
      this.failures.push(`score round ${round}: ${(error as Error).message}`);
    }
  }
}
