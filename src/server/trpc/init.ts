import { initTRPC, TRPCError } from '@trpc/server';
import type { Context } from './context';
import { errorIssues, publicErrorMessage } from './error-message';

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

/** Anyone, signed in or not. */
export const publicProcedure = t.procedure;

/** Signed-in players (and admins); 401 otherwise. */
export const playerProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.session) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
  return next({ ctx: { ...ctx, user: ctx.user, session: ctx.session } });
});

/** Admins only: 401 when signed out, 403 for a signed-in player. */
export const adminProcedure = playerProcedure.use(({ ctx, next }) => {
  if (!ctx.user.is_admin) throw new TRPCError({ code: 'FORBIDDEN', message: 'Admin access required' });
  return next({ ctx });
});
