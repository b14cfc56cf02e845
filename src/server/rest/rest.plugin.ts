import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../deps';
import { createHttpContext } from '../trpc/context';
import { publicErrorMessage } from '../trpc/error-message';
import { createCaller } from '../trpc/router';
import { restRoutes } from './routes';

function sendError(reply: FastifyReply, error: TRPCError) {
  const status = getHTTPStatusCodeFromError(error);
  if (status >= 500) reply.log.error({ err: error.cause ?? error }, 'REST call failed');
  return reply.status(status).send({ message: publicErrorMessage(error) });
}

/** The REST adapter: the spec's /api paths over the same procedures the browser calls. */
export async function restPlugin(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { deps } = opts;
  // Many REST clients send `Content-Type: application/json` with no body on calls that take none.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, text, done) => {
    if (String(text).trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(String(text)));
    } catch {
      done(Object.assign(new Error('The request body is not valid JSON.'), { statusCode: 400 }), undefined);
    }
  });
  const callerFor = async (req: Parameters<typeof createHttpContext>[1], reply: FastifyReply) =>
    createCaller(await createHttpContext(deps, req, reply));

  for (const route of restRoutes) {
    app.route({
      method: route.method,
      url: route.url,
      handler: async (req, reply) => {
        try {
          const result = await route.call(await callerFor(req, reply), req);
          // A procedure's null (no current prize, say) is the JSON value null, not an empty body.
          if (result === null) return reply.type('application/json').send('null');
          return reply.send(result ?? { success: true });
        } catch (error) {
          if (error instanceof TRPCError) return sendError(reply, error);
          throw error;
        }
      },
    });
  }

  // Full-page navigations of the browser.
  app.get('/login', (_req, reply) => reply.redirect('/auth'));
  app.get('/logout', async (req, reply) => {
    await (await callerFor(req, reply)).auth.logout();
    return reply.redirect('/');
  });
}
