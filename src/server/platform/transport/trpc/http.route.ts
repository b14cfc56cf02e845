import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { fastifyRequestHandler } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import { MAX_BATCH_ITEMS } from '../../../../shared/schemas/transport';
import { retryAfterOf } from '../../errors';
import type { ProcedureTable } from './procedure-table';
import {
  answerSingleCall,
  type HttpContextFactory,
  type OnCallError,
  singleCallProcedure,
} from './single-call';

const onError: OnCallError = ({ error, path, req }) => {
  if (error.code === 'INTERNAL_SERVER_ERROR')
    req.log.error({ err: error.cause ?? error, path }, 'tRPC call failed');
};

/** What the host gives the route: its procedures and how it makes a call's context. */
export interface TrpcHttpOptions<TContext extends object> {
  procedures: ProcedureTable<TContext>;
  createContext: HttpContextFactory<TContext>;
}

/**
 * HTTP /trpc/:path. A plain single query or mutation is answered by single-call.ts; batches and anything
 * unusual by tRPC's Fastify adapter, as fastifyTRPCPlugin would (its body parsers, its handler; ADR 0037).
 */
export async function trpcHttpRoute<TContext extends object>(
  scope: FastifyInstance,
  { procedures, createContext }: TrpcHttpOptions<TContext>,
) {
  // fastifyTRPCPlugin's parsers: tRPC reads the JSON itself; multipart goes through as the raw stream.
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );
  scope.removeContentTypeParser('multipart/form-data');
  scope.addContentTypeParser('multipart/form-data', {}, (_req, body, done) => done(null, body));
  // tRPC's own non-batch link sends a mutation that takes no input as an empty application/json body:
  // read that as an empty object (what the batch link sends) rather than as broken JSON.
  scope.addHook('preHandler', async (req) => {
    if (req.method === 'POST' && (req.body === undefined || req.body === '')) req.body = '{}';
  });

  // The adapter sends a web Response, which Fastify unpacks only after every onSend hook: response compression
  // (a route-level hook) saw an opaque object, compressed it whole and the answer went out as 200 with no
  // content type, errors included. Unpacked here, before compression, as Fastify would: status, headers, body.
  scope.addHook('onSend', async (_req, reply, payload) => {
    if (!isWebResponse(payload)) return payload;
    reply.code(payload.status);
    for (const [name, value] of payload.headers) reply.header(name, value);
    return payload.body ? Readable.fromWeb(payload.body as WebReadableStream) : null;
  });

  scope.all<{ Params: { path: string } }>('/:path', async (req, reply) => {
    const path = req.params.path;
    const procedure = singleCallProcedure(procedures, req, path);
    if (procedure) return answerSingleCall(procedures, createContext, procedure, path, req, reply, onError);
    await fastifyRequestHandler({
      router: procedures.router,
      createContext: ({ req: request, res }) => createContext(request, res),
      maxBatchSize: MAX_BATCH_ITEMS,
      // A refusal that names its wait (tooManyRequests) sends Retry-After; a batch, the longest of its waits.
      responseMeta: ({ errors }) => {
        const waits = errors.map(retryAfterOf).filter((s): s is number => s !== undefined);
        return waits.length > 0 ? { headers: { 'retry-after': String(Math.max(...waits)) } } : {};
      },
      onError: ({ error, path: at, input, ctx, type, req: request }) =>
        onError({ error, path: at ?? '', input, ctx, type: type as 'query', req: request }),
      req,
      res: reply,
      path,
    });
  });
}

function isWebResponse(payload: unknown): payload is Response {
  return typeof payload === 'object' && payload !== null && toString.call(payload) === '[object Response]';
}
