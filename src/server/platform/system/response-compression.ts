import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
const MIN_BYTES = 1024;

/**
 * Compresses what the server makes per request in the scope it is registered in (the /trpc and /api scopes: a
 * home screen's boards and games are 20-30 KiB of JSON) for clients that accept it. Brotli at quality 4 and gzip at level 6: on the fly, Brotli's
 * default quality 11 costs tens of milliseconds per answer. The built client's files are outside those scopes: they are
 * sent as the Brotli or gzip copies the build wrote, and small ones as they are (static-client.ts).
 */
export async function registerResponseCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: MIN_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
