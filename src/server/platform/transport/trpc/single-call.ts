import { getTRPCErrorFromUnknown, TRPCError } from '@trpc/server';
import { getHTTPStatusCode } from '@trpc/server/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { retryAfterOf } from '../../errors';
import type { FoundProcedure, ProcedureTable } from './procedure-table';

/** Makes the context of an HTTP call (the host's: the session of the cookie or bearer token). */
export type HttpContextFactory<TContext> = (req: FastifyRequest, reply: FastifyReply) => Promise<TContext>;

/** What the adapter's onError gets; the same function is given to both paths. */
export type OnCallError = (opts: {
  error: TRPCError;
  path: string;
  input: unknown;
  ctx: object | undefined;
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
export function singleCallProcedure<TContext extends object>(
  procedures: ProcedureTable<TContext>,
  req: FastifyRequest,
  path: string,
): FoundProcedure | undefined {
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
  return procedures.find(path, type);
}

/**
 * One query or mutation answered as tRPC's fetch adapter answers it (resolveResponse for a call that is
 * not a batch: the same context, input reading, error shape, status and body) without building a web
 * `Request`, its headers, body stream and the `Response` stream per call (ADR 0037).
 */
export async function answerSingleCall<TContext extends object>(
  procedures: ProcedureTable<TContext>,
  createContext: HttpContextFactory<TContext>,
  procedure: FoundProcedure,
  path: string,
  req: FastifyRequest,
  reply: FastifyReply,
  onError: OnCallError,
): Promise<void> {
  // singleCallProcedure found it for this method: a POST's is a mutation, a GET's a query.
  const type = req.method === 'POST' ? 'mutation' : 'query';
  const input = rawInputOf(req, procedures);
  let ctx: TContext | undefined;
  let body: unknown;
  try {
    ctx = await createContext(req, reply);
    body = {
      result: {
        data: await procedures.run(procedure, {
          path,
          getRawInput: input.read,
          ctx,
          type,
          // No abort signal: only subscriptions (over the WebSocket) watch one, and a plain call is a query or a
          // mutation. Building one per call and aborting it when the connection closed (as the adapter does, an
          // AbortError each time) is a cost every pick would pay for nothing (ADR 0039 has the profile).
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
      error: procedures.errorShape({ ctx, error, input: input.result(), path, type }),
    };
  }
  const response = body as Parameters<typeof getHTTPStatusCode>[0];
  // Without a transformer (tRPC's default hands values back as they are) the response is sent as built.
  const text = JSON.stringify(procedures.serialize(response));
  await reply
    .code(getHTTPStatusCode(response))
    .header('content-type', 'application/json')
    .header('vary', 'trpc-accept, accept')
    // A Buffer: for a string Fastify would add `; charset=utf-8` to the adapter's content type.
    .send(Buffer.from(text));
}

/** The call's input, read once when the procedure asks for it, as the adapter reads a JSON call's. */
function rawInputOf(req: FastifyRequest, procedures: ProcedureTable<object>) {
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
      value = { input: parsed === undefined ? undefined : procedures.deserializeInput(parsed) };
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
