import {
  type AnyTRPCProcedure,
  getTRPCErrorFromUnknown,
  getTRPCErrorShape,
  TRPCError,
  transformTRPCResponse,
} from '@trpc/server';
import { getHTTPStatusCode } from '@trpc/server/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Context, createHttpContext } from '../../../api/context';
import type { AppRouter } from '../../../api/router';
import type { AppDeps } from '../../../deps';
import { retryAfterOf } from '../../errors';

/** What the adapter's onError gets; the same function is given to both paths. */
export type OnCallError = (opts: {
  error: TRPCError;
  path: string;
  input: unknown;
  ctx: Context | undefined;
  type: 'query' | 'mutation';
  req: FastifyRequest;
}) => void;

/** A procedure path as the client sends it: nothing to decode, no batch's commas. */
const PLAIN_PATH = /^[A-Za-z0-9_.]+$/;

/**
 * The procedure a plain single call reaches, or undefined when the standard adapter must answer: a
 * batch, a query string other than a GET's `input`, a body that is not JSON, a streaming Accept, HEAD,
 * an unknown path or a method the procedure's type does not take (the adapter's own errors).
 */
export function singleCallProcedure(
  router: AppRouter,
  req: FastifyRequest,
  path: string,
): AnyTRPCProcedure | undefined {
  if (!PLAIN_PATH.test(path)) return undefined;
  if (req.headers['trpc-accept'] !== undefined || req.headers.accept?.includes('jsonl')) return undefined;
  const queryAt = req.url.indexOf('?');
  let type: 'query' | 'mutation';
  if (req.method === 'POST') {
    if (queryAt !== -1 || !req.headers['content-type']?.startsWith('application/json')) return undefined;
    type = 'mutation';
  } else if (req.method === 'GET') {
    if (queryAt !== -1) {
      for (const key of new URLSearchParams(req.url.slice(queryAt + 1)).keys()) {
        if (key !== 'input') return undefined;
      }
    }
    type = 'query';
  } else return undefined;
  const procedures = router._def.procedures as unknown as Record<string, AnyTRPCProcedure | undefined>;
  // Own entries only: a name every object has (constructor, __proto__) is no procedure.
  const procedure = Object.hasOwn(procedures, path) ? procedures[path] : undefined;
  return procedure?._def.type === type ? procedure : undefined;
}

/**
 * One query or mutation answered as tRPC's fetch adapter answers it (resolveResponse for a call that is
 * not a batch: the same context, input reading, error shape, status and body) without building a web
 * `Request`, its headers, body stream and the `Response` stream per call (ADR 0037).
 */
export async function answerSingleCall(
  deps: AppDeps,
  router: AppRouter,
  procedure: AnyTRPCProcedure,
  path: string,
  req: FastifyRequest,
  reply: FastifyReply,
  onError: OnCallError,
): Promise<void> {
  const config = router._def._config;
  const type = procedure._def.type as 'query' | 'mutation';
  const input = rawInputOf(req, config.transformer.input.deserialize);
  let ctx: Context | undefined;
  let body: unknown;
  try {
    ctx = await createHttpContext(deps, req, reply);
    body = {
      result: {
        data: await procedure({
          path,
          getRawInput: input.read,
          ctx,
          type,
          // No abort signal: only subscriptions (over the WebSocket) watch one, and a plain call is a query or a
          // mutation. Building one per call and aborting it when the connection closed (as the adapter does, an
          // AbortError each time) was 2.6 % of the server's CPU at 1,600 picks/s (ADR 0039).
          signal: undefined,
          batchIndex: 0,
        }),
      },
    };
  } catch (cause) {
    const error = getTRPCErrorFromUnknown(cause);
    onError({ error, path, input: input.result(), ctx, type, req });
    const retryAfter = retryAfterOf(error);
    if (retryAfter !== undefined) reply.header('retry-after', retryAfter);
    body = {
      error: getTRPCErrorShape({ config, ctx, error, input: input.result(), path, type }),
    };
  }
  const response = body as Parameters<typeof getHTTPStatusCode>[0];
  // The router has no transformer (tRPC's default hands values back as they are): the response is sent as
  // built, without transformTRPCResponse's copies of it.
  const text = JSON.stringify(sendsAsIs(config) ? response : transformTRPCResponse(config, response));
  await reply
    .code(getHTTPStatusCode(response))
    .header('content-type', 'application/json')
    .header('vary', 'trpc-accept, accept')
    // A Buffer: for a string Fastify would add `; charset=utf-8` to the adapter's content type.
    .send(Buffer.from(text));
}

const asIs = new WeakMap<object, boolean>();

/** Whether the router's output transformer hands every value back as it is (tRPC's default: no transformer). */
function sendsAsIs(config: AppRouter['_def']['_config']): boolean {
  let known = asIs.get(config);
  if (known === undefined) {
    const probe = { result: {} };
    known = config.transformer.output.serialize(probe) === probe;
    asIs.set(config, known);
  }
  return known;
}

/** The call's input, read once when the procedure asks for it, as the adapter reads a JSON call's. */
function rawInputOf(req: FastifyRequest, deserialize: (value: unknown) => unknown) {
  let value: { input: unknown } | undefined;
  return {
    read: async () => {
      if (value) return value.input;
      let parsed: unknown;
      try {
        parsed = parseInput(req);
      } catch (cause) {
        throw new TRPCError({
          code: 'BAD_REQUEST',
          message: cause instanceof Error ? cause.message : 'Invalid input',
          cause,
        });
      }
      value = { input: parsed === undefined ? undefined : deserialize(parsed) };
      return value.input;
    },
    result: () => value?.input,
  };
}

function parseInput(req: FastifyRequest): unknown {
  if (req.method === 'GET') {
    const queryAt = req.url.indexOf('?');
    const text = queryAt === -1 ? null : new URLSearchParams(req.url.slice(queryAt + 1)).get('input');
    return text ? JSON.parse(text) : undefined;
  }
  // The adapter reads the body with Request.json(), which drops a byte order mark.
  const text = String(req.body);
  return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
}
