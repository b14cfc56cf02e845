import { getTRPCErrorFromUnknown, TRPCError } from '@trpc/server';
import type { Encoder } from '@trpc/server/adapters/ws';
import type WebSocket from 'ws';
import type { ProcedureTable, ProcedureType } from '../trpc/procedure-table';
import { answersWithStream, connectionParamsOf, dataResult } from '../trpc/socket-protocol';
import { ComposedText } from './composed-text';
import type { Pingable } from './keep-alive';
import { LiveSocket } from './live-socket';
import { CLOSE_CODES, type MessageRateRule, type TokenBucket, takeToken } from './wire.rules';

type CallId = string | number;
type Call = ReturnType<ProcedureTable<object>['parseSocketCall']>;
type CallType = ProcedureType | 'unknown';

/** Makes the socket's context, once: with the connection params when the client sends them first. */
export type CreateContext<TContext extends object> = (
  connectionParams: Record<string, string | undefined> | null,
) => Promise<TContext>;

export interface ConnectionOptions<TContext extends object> {
  /** The app's procedures, called with the socket's context. */
  procedures: ProcedureTable<TContext>;
  encoder: Encoder;
  rate: MessageRateRule;
  /**
   * Draws calls from the address's budget (shared with HTTP): null when they fit, else the refusal each call
   * gets. Absent: calls are not counted.
   */
  spend?: (address: string, calls: number) => string | null;
  onError(report: { error: TRPCError; path: string | undefined; type: CallType }): void;
  /**
   * Runs once when the socket has closed and its context is settled (made, failed, or never asked for:
   * a client expected to send connection params that closed first), so what the context registered can
   * be let go of.
   */
  onClose(connection: TrpcConnection<TContext>): void;
}

const OPEN = 1;

/** Where a socket's listeners (shared by all sockets, `this` being the socket) find its connection. */
const CONNECTION = Symbol('tRPC connection');
type ConnectedSocket = WebSocket & { [CONNECTION]?: TrpcConnection<object> };

function onMessage(this: ConnectedSocket, data: WebSocket.RawData, isBinary: boolean): void {
  this[CONNECTION]?.receive(data, isBinary);
}

function onClose(this: ConnectedSocket): void {
  const connection = this[CONNECTION];
  this[CONNECTION] = undefined;
  connection?.close();
}

/**
 * tRPC's WebSocket protocol for one socket (what `getWSConnectionHandler` of @trpc/server does, which
 * the official client and third-party tRPC clients speak): calls and batches of calls, subscriptions
 * with `started`, data (tracked or not) and `stopped`, `subscription.stop`, connection params, errors in
 * tRPC's shape, and PING answered with PONG. It keeps per socket only this object, its context and a map
 * of its running subscriptions: a server holds tens of thousands of idle sockets, and tRPC's handler
 * kept about forty closures and twenty promises for each (docs/decisions/0012). Keep-alive pings are
 * one sweep for all sockets (KeepAlive); the message rate is checked here, before anything is parsed.
 *
 * Subscriptions are async generators that end when their `signal` aborts (the live feeds all do), so a
 * subscription waits on its generator alone, with no race against the abort per message.
 */
export class TrpcConnection<TContext extends object> implements Pingable {
  heardAt = Date.now();
  pingedAt = 0;
  private ctx: TContext | undefined;
  private ctxReady: Promise<TRPCError | null> | null;
  private subscriptions: Map<CallId, AbortController> | null = null;
  private readonly bucket: TokenBucket;
  private limited = false;
  private closed = false;
  private settled = false;
  /** Let go of once the context is made (it may hold the upgrade's request). */
  private createContext: CreateContext<TContext> | null;

  constructor(
    readonly socket: WebSocket,
    private readonly options: ConnectionOptions<TContext>,
    createContext: CreateContext<TContext>,
    expectsConnectionParams: boolean,
    /** The client's address, whose budget of calls this socket's calls draw on. */
    readonly address = 'unknown',
  ) {
    this.createContext = createContext;
    this.bucket = { tokens: options.rate.burst, at: this.heardAt };
    this.ctxReady = expectsConnectionParams ? null : this.makeContext(() => null);
    (socket as ConnectedSocket)[CONNECTION] = this;
    socket.on('message', onMessage);
    socket.on('close', onClose);
  }

  ping(): void {
    if (this.socket.readyState === OPEN) this.socket.send('PING');
  }

  drop(): void {
    this.socket.terminate();
  }

  /** The context, once made (null before, or when it could not be made). */
  get context(): TContext | null {
    return this.ctx ?? null;
  }

  receive(data: WebSocket.RawData, isBinary: boolean): void {
    if (this.limited) return;
    const now = Date.now();
    if (!takeToken(this.bucket, now, this.options.rate)) {
      this.limited = true;
      this.socket.close(CLOSE_CODES.policy, 'Too many messages');
      return;
    }
    this.heardAt = now;
    this.pingedAt = 0;
    if (!Buffer.isBuffer(data)) {
      const error = new TRPCError({
        code: 'UNPROCESSABLE_CONTENT',
        message: 'Unexpected WebSocket message format',
      });
      this.respondError(null, undefined, error, 'unknown', undefined, undefined);
      return;
    }
    const text = isBinary ? null : data.toString('utf8');
    if (text === 'PONG') return;
    if (text === 'PING') {
      this.socket.send('PONG');
      return;
    }
    const frame = text ?? data;
    if (!this.ctxReady) {
      this.ctxReady = this.makeContext(() => {
        let message: unknown;
        try {
          message = this.options.encoder.decode(frame);
          if (typeof message !== 'object' || message === null) throw new Error('Message was not an object');
        } catch (cause) {
          throw new TRPCError({
            code: 'PARSE_ERROR',
            message: 'Malformed TRPCConnectionParamsMessage',
            cause,
          });
        }
        return connectionParamsOf((message as { data?: unknown }).data);
      });
      return;
    }
    let calls: Call[];
    try {
      const decoded: unknown = this.options.encoder.decode(frame);
      const { procedures } = this.options;
      calls = (Array.isArray(decoded) ? decoded : [decoded]).map((raw) => procedures.parseSocketCall(raw));
    } catch (cause) {
      // A frame that is no call still cost its parsing: it counts as one call.
      this.options.spend?.(this.address, 1);
      this.respondError(
        null,
        undefined,
        new TRPCError({ code: 'PARSE_ERROR', cause }),
        'unknown',
        undefined,
        undefined,
      );
      return;
    }
    const refusal = this.overBudget(calls);
    for (const [index, call] of calls.entries()) {
      if (refusal && call.method !== 'subscription.stop') {
        this.respondError(call.id, call.jsonrpc, refusal, call.method, call.params.path, undefined);
      } else this.handle(call, index);
    }
  }

  /**
   * Every call draws on the address's budget, as an HTTP call does; a frame past it runs none of its calls
   * and each gets TOO_MANY_REQUESTS (stopping a subscription is never refused: it frees the server).
   */
  private overBudget(calls: Call[]): TRPCError | null {
    const counted = calls.filter((call) => call.method !== 'subscription.stop').length;
    if (counted === 0 || !this.options.spend) return null;
    const refusal = this.options.spend(this.address, counted);
    return refusal === null ? null : new TRPCError({ code: 'TOO_MANY_REQUESTS', message: refusal });
  }

  private async makeContext(
    readParams: () => Record<string, string | undefined> | null,
  ): Promise<TRPCError | null> {
    const create = this.createContext!;
    this.createContext = null;
    try {
      this.ctx = await create(readParams());
      return null;
    } catch (cause) {
      const error = getTRPCErrorFromUnknown(cause);
      this.options.onError({ error, path: undefined, type: 'unknown' });
      this.respondError(null, undefined, error, 'unknown', undefined, undefined);
      setImmediate(() => this.socket.close());
      return error;
    } finally {
      this.settled = true;
      // A socket that closed while its context was being made is let go of now.
      if (this.closed) this.options.onClose(this);
    }
  }

  private handle(call: Call, batchIndex: number): void {
    const { id, jsonrpc } = call;
    if (id === null) {
      const error = new TRPCError({ code: 'PARSE_ERROR', message: '`id` is required' });
      this.options.onError({ error, path: undefined, type: 'unknown' });
      this.respondError(id, jsonrpc, error, 'unknown', undefined, undefined);
      return;
    }
    if (call.method === 'subscription.stop') {
      this.subscriptions?.get(id)?.abort();
      return;
    }
    const { path, lastEventId } = call.params;
    let input = call.params.input;
    if (lastEventId !== undefined) {
      input =
        typeof input === 'object' && input !== null && !Array.isArray(input)
          ? { ...input, lastEventId }
          : (input ?? { lastEventId });
    }
    void this.run(id, jsonrpc, call.method, path, input, batchIndex);
  }

  private async run(
    id: CallId,
    jsonrpc: '2.0' | undefined,
    type: ProcedureType,
    path: string,
    input: unknown,
    batchIndex: number,
  ): Promise<void> {
    try {
      const failed = await this.ctxReady;
      if (failed) throw failed;
      const controller = new AbortController();
      const result = await this.options.procedures.call({
        path,
        getRawInput: async () => input,
        ctx: this.ctx as TContext,
        type,
        signal: controller.signal,
        batchIndex,
      });
      if (type !== 'subscription') {
        if (answersWithStream(result)) {
          throw new TRPCError({
            code: 'UNSUPPORTED_MEDIA_TYPE',
            message: `Cannot return an async iterable from a ${type} procedure with WebSockets`,
          });
        }
        this.respond({ id, jsonrpc, result: { type: 'data', data: result } });
        return;
      }
      if (!answersWithStream(result)) {
        throw new TRPCError({
          code: 'INTERNAL_SERVER_ERROR',
          message: `Subscription ${path} did not return an AsyncGenerator`,
        });
      }
      if (this.socket.readyState !== OPEN) return;
      this.subscriptions ??= new Map();
      if (this.subscriptions.has(id))
        throw new TRPCError({ code: 'BAD_REQUEST', message: `Duplicate id ${id}` });
      this.subscriptions.set(id, controller);
      this.respond({ id, jsonrpc, result: { type: 'started' } });
      void this.stream(id, jsonrpc, path, result, controller);
    } catch (cause) {
      const error = getTRPCErrorFromUnknown(cause);
      this.options.onError({ error, path, type });
      this.respondError(id, jsonrpc, error, type, path, input);
    }
  }

  /** Sends what a subscription yields until it ends or is stopped, then `stopped`. */
  private async stream(
    id: CallId,
    jsonrpc: '2.0' | undefined,
    path: string,
    iterable: AsyncIterable<unknown>,
    controller: AbortController,
  ): Promise<void> {
    const iterator = iterable[Symbol.asyncIterator]();
    // `next` is cleared once sent: a socket waits hours for its next message and must not keep its last.
    let next: IteratorResult<unknown> | undefined;
    try {
      for (;;) {
        next = await iterator.next();
        if (next.done || controller.signal.aborted) break;
        this.respond({ id, jsonrpc, result: dataResult(next.value) });
        next = undefined;
      }
      this.respond({ id, jsonrpc, result: { type: 'stopped' } });
    } catch (cause) {
      const error = getTRPCErrorFromUnknown(cause);
      this.options.onError({ error, path, type: 'subscription' });
      this.respondError(id, jsonrpc, error, 'subscription', path, undefined);
    } finally {
      if (this.subscriptions?.get(id) === controller) this.subscriptions.delete(id);
      await iterator.return?.();
    }
  }

  /** The socket closed: its subscriptions stop; `onClose` runs once the context is settled too. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.subscriptions) for (const controller of this.subscriptions.values()) controller.abort();
    this.subscriptions?.clear();
    if (this.settled || !this.ctxReady) this.options.onClose(this);
  }

  private respond(response: { id: CallId | null; jsonrpc?: '2.0'; result?: unknown; error?: unknown }): void {
    if (this.socket.readyState !== OPEN) return;
    const message = this.options.procedures.serialize(response);
    const encoded: unknown = this.options.encoder.encode(message);
    // A composed message (a shared snapshot) is written as such by LiveSocket; any other socket gets its text.
    const plain = encoded instanceof ComposedText && !(this.socket instanceof LiveSocket);
    this.socket.send(plain ? encoded.toString() : (encoded as string));
  }

  private respondError(
    id: CallId | null,
    jsonrpc: '2.0' | undefined,
    error: TRPCError,
    type: CallType,
    path: string | undefined,
    input: unknown,
  ): void {
    const shape = this.options.procedures.errorShape({ error, type, path, input, ctx: this.ctx });
    this.respond({ id, jsonrpc, error: shape });
  }
}
