import { type KeepAliveRule, keepAliveStep } from './wire.rules';

/** A socket as the sweep sees it: when its client was last heard, when it was pinged since (0: not). */
export interface Pingable {
  heardAt: number;
  pingedAt: number;
  ping(): void;
  drop(): void;
}

/**
 * One timer for all the sockets of an instance instead of two per socket: every `sweepMs` it pings the
 * sockets whose clients have been silent for `pingMs` and drops those that stayed silent after a ping
 * (keepAliveStep). The timer runs only while there are sockets and never keeps the process alive.
 */
export class KeepAlive {
  private readonly sockets = new Set<Pingable>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly rule: KeepAliveRule) {}

  add(socket: Pingable): void {
    this.sockets.add(socket);
    if (this.timer) return;
    this.timer = setInterval(() => this.sweep(Date.now()), this.rule.sweepMs);
    this.timer.unref();
  }

  delete(socket: Pingable): void {
    this.sockets.delete(socket);
    if (this.sockets.size > 0 || !this.timer) return;
    clearInterval(this.timer);
    this.timer = undefined;
  }

  get size(): number {
    return this.sockets.size;
  }

  sweep(nowMs: number): void {
    for (const socket of this.sockets) {
      const step = keepAliveStep(nowMs, socket.heardAt, socket.pingedAt, this.rule);
      if (step === 'ping') {
        socket.pingedAt = nowMs;
        socket.ping();
      } else if (step === 'drop') {
        this.sockets.delete(socket);
        socket.drop();
      }
    }
  }
}
