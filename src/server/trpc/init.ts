import { initTRPC, TRPCError } from '@trpc/server';
import type { Context } from './context';
import { errorIssues, publicErrorMessage } from './error-message';
import { refuseNul } from './nul-text';

const t = initTRPC.context<Context>().create({
  isDev: false,
  errorFormatter({ shape, error }) {
    return {
      message: publicErrorMessage(error),
      code: shape.code,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        issues: errorIssues(error),
      },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * Every procedure refuses text PostgreSQL cannot store (a NUL character) with a 400 before its input is
 * parsed, over HTTP, WebSocket and the REST adapter alike. It runs after the access checks, so a
 * signed-out caller still learns 401 first, and leaves unreadable input to tRPC's own 400.
 */
const refuseNulText = t.middleware(async ({ getRawInput, next }) => {
  const raw = await getRawInput().catch(() => undefined);
  refuseNul(raw);
  return next();
});

const signedIn = t.middleware(({ ctx, next }) => {
  if (!ctx.user || !ctx.session) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
  return next({ ctx: { ...ctx, user: ctx.user, session: ctx.session } });
});

/** Anyone, signed in or not. */
export const publicProcedure = t.procedure.use(refuseNulText);

/** Signed-in players (and admins); 401 otherwise. */
export const playerProcedure = t.procedure.use(signedIn).use(refuseNulText);

/** Admins only: 401 when signed out, 403 for a signed-in player. */
export const adminProcedure = t.procedure
  .use(signedIn)
  .use(({ ctx, next }) => {
    if (!ctx.user.is_admin) throw new TRPCError({ code: 'FORBIDDEN', message: 'Admin access required' });
    return next({ ctx });
  })
  .use(refuseNulText);
