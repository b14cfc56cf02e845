import path from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { cacheControlFor, isCompressible } from './static-files.rules';

/** Adds a header value to those already set (Vary may already name Origin). */
function appendVary(res: SetHeadersResponse, value: string): void {
  const current = res.getHeader('vary');
  const values = String(current ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (!values.some((v) => v.toLowerCase() === value.toLowerCase())) values.push(value);
  res.setHeader('vary', values.join(', '));
}

/**
 * Serves the built client from `root`: the Brotli or gzip copy the build wrote (`npm run build`) to a
 * browser that accepts it, the file itself otherwise, with `Vary: Accept-Encoding` on every file that has
 * such copies so a shared cache keeps them apart. Hashed assets are cached for a year, everything else
 * (index.html above all) revalidated on each load. `reply.sendFile` (the browser router's fallback) goes
 * through the same path.
 */
export async function registerStaticClient(app: FastifyInstance, root: string): Promise<void> {
  const absolute = path.resolve(root);
  await app.register(fastifyStatic, {
    root: absolute,
    wildcard: false,
    index: ['index.html'],
    preCompressed: true,
    // Our own Cache-Control below; send's default (max-age=0) would override it.
    cacheControl: false,
    setHeaders(res, file) {
      const relative = path.relative(absolute, file).split(path.sep).join('/');
      res.setHeader('cache-control', cacheControlFor(relative));
      if (isCompressible(relative.replace(/\.(?:br|gz)$/, ''))) appendVary(res, 'Accept-Encoding');
    },
  });
}
