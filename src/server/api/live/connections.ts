import type WebSocket from 'ws';
import type { BusEvent } from '../../kernel/events';
import { LiveSocket } from '../../platform/transport/socket/live-socket';
import type { SharedFrame } from '../../platform/transport/socket/shared-frame';
import { CLOSE_CODES, SLOW_SOCKET_BYTES } from '../../platform/transport/socket/wire.rules';
import { revokes } from './live.rules';
import { SetsByKey } from './sets-by-key';

const OPEN = 1;
const SLOW_POLL_MS = 25;

/** What a subscription asks of its socket: room in its buffer, or a frame sent at once. */
export interface SocketGate {
  writable(signal: AbortSignal): Promise<void>;
  /** Open and keeping up: a frame can go out at once with `send`. */
  ready(): boolean;
  send(frame: SharedFrame): void;
}

/** One WebSocket and who opened it; live subscriptions find their socket and hub through it. */
export class LiveConnection implements SocketGate {
  constructor(
    readonly socket: WebSocket,
    readonly session: { userId: number; sessionId: string } | null,
  ) {}

  get open(): boolean {
    return this.socket.readyState === OPEN;
  }

  ready(): boolean {
    return this.open && this.socket.bufferedAmount <= SLOW_SOCKET_BYTES;
  }

  send(frame: SharedFrame): void {
    if (this.socket instanceof LiveSocket) this.socket.sendShared(frame);
    else this.socket.send(frame.text);
  }

  /**
   * Waits while the socket holds more than SLOW_SOCKET_BYTES unsent; meanwhile the subscriber's mailbox
   * keeps only the latest entry per key. Returns at once for a socket that keeps up.
   */
  async writable(signal: AbortSignal): Promise<void> {
    while (this.open && !signal.aborted && this.socket.bufferedAmount > SLOW_SOCKET_BYTES) {
      await new Promise((resolve) => setTimeout(resolve, SLOW_POLL_MS));
    }
  }
}

/** The instance's open sockets by user, so an ended session closes its sockets at once. */
export class LiveConnections {
  private readonly byUser = new SetsByKey<number, LiveConnection>();
  private count = 0;

  /** Registers a socket once its session is known; `detach` forgets it when it closes. */
  attach(socket: WebSocket, session: { userId: number; sessionId: string } | null): LiveConnection {
    const connection = new LiveConnection(socket, session);
    this.count += 1;
    if (session) this.byUser.add(session.userId, connection);
    return connection;
  }

  detach(connection: LiveConnection): void {
    this.count -= 1;
    if (connection.session) this.byUser.delete(connection.session.userId, connection);
  }

  get size(): number {
    return this.count;
  }

  /** The sessions of the open sockets, for a re-check after a resync. */
  sessionIds(): string[] {
    const ids: string[] = [];
    for (const connection of this.byUser.values())
      if (connection.session) ids.push(connection.session.sessionId);
    return ids;
  }

  /** Closes the sockets whose session is not among `alive` (revocations that were missed). */
  closeEnded(alive: ReadonlySet<string>): number {
    let closed = 0;
    for (const connection of this.byUser.values()) {
      if (!connection.session || alive.has(connection.session.sessionId)) continue;
      connection.socket.close(CLOSE_CODES.sessionEnded, 'Session ended');
      closed += 1;
    }
    return closed;
  }

  /** Closes the sockets whose session the event ended; returns how many. */
  revoke(event: Extract<BusEvent, { type: 'session.revoked' }>): number {
    let closed = 0;
    for (const connection of this.byUser.get(event.userId)) {
      if (!connection.session || !revokes(event, connection.session)) continue;
      connection.socket.close(CLOSE_CODES.sessionEnded, 'Session ended');
      closed += 1;
    }
    return closed;
  }
}
