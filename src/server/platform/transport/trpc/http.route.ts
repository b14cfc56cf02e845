import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { fastifyRequestHandler } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import { MAX_BATCH_ITEMS } from '../../../../shared/schemas/transport';
import { contextFactory } from '../../../api/context';
import { appRouter } from '../../../api/router';
import type { AppDeps } from '../../../deps';
import { retryAfterOf } from '../../errors';
import { answerSingleCall, type OnCallError, singleCallProcedure } from './single-call';

const onError: OnCallError = ({ error, path, req }) => {
  if (error.code === 'INTERNAL_SERVER_ERROR')
    req.log.error({ err: error.cause ?? error, path }, 'tRPC call failed');
};

/**
 * HTTP /trpc/:path. A plain single query or mutation is answered by single-call.ts; batches and anything
 * unusual by tRPC's Fastify adapter, as fastifyTRPCPlugin would (its body parsers, its handler; ADR 0037).
 */
export async function trpcHttpRoute(scope: FastifyInstance, { deps }: { deps: AppDeps }) {
  // fastifyTRPCPlugin's parsers: tRPC reads the JSON itself; multipart goes through as the raw stream.
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );
  scope.removeContentTypeParser('multipart/form-data');
  scope.addContentTypeParser('multipart/form-data', {}, (_req, body, done) => done(null, body));

  // The adapter sends a web Response, which Fastify unpacks only after every onSend hook: response compression
  // (a route-level hook) saw an opaque object, compressed it whole and the answer went out as 200 with no
  // content type, errors included. Unpacked here, before compression, as Fastify would: status, headers, body.
  scope.addHook('onSend', async (_req, reply, payload) => {
    if (!isWebResponse(payload)) return payload;
    reply.code(payload.status);
    for (const [name, value] of payload.headers) reply.header(name, value);
    return payload.body ? Readable.fromWeb(payload.body as WebReadableStream) : null;
  });

  const createContext = contextFactory(deps);
  scope.all<{ Params: { path: string } }>('/:path', async (req, reply) => {
    const path = req.params.path;
    const procedure = singleCallProcedure(appRouter, req, path);
    if (procedure) return answerSingleCall(deps, appRouter, procedure, path, req, reply, onError);
    await fastifyRequestHandler({
      router: appRouter,
      createContext,
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
