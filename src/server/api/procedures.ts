import { initTRPC, TRPCError } from '@trpc/server';
import { DEFAULT_LOCALE } from '../../shared/i18n/locale';
import { noInput } from '../../shared/schemas/no-input';
import { errorIssues, publicErrorMessage } from '../platform/transport/trpc/error-message';
import { refuseNul } from '../platform/transport/trpc/nul-text';
import type { AccessMeta } from '../platform/transport/trpc/procedure-table';
import type { Context } from './context';

const t = initTRPC
  .context<Context>()
  .meta<AccessMeta>()
  .create({
    isDev: false,
    // The words in the call's language (ADR 0047): over HTTP its Accept-Language, over a socket its player's.
    errorFormatter({ shape, error, ctx }) {
      const locale = ctx?.refusalLocale?.() ?? DEFAULT_LOCALE;
      return {
        message: publicErrorMessage(error, locale),
        code: shape.code,
        data: {
          code: shape.data.code,
          httpStatus: shape.data.httpStatus,
          path: shape.data.path,
          issues: errorIssues(error, locale),
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
async function refuseNulText(getRawInput: () => Promise<unknown>): Promise<void> {
  refuseNul(await getRawInput().catch(() => undefined));
}

/** 401 unless signed in; 403 for a player where `admin` is asked. */
function signedInUser(ctx: Context, admin: boolean) {
  if (!ctx.user || !ctx.session) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
  if (admin && !ctx.user.is_admin)
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Admin access required' });
  return { user: ctx.user, session: ctx.session };
}

// Access is declared on the procedure (`meta.access`), where the transports read it (the REST adapter's
// Idempotency-Key rule, the OpenAPI document), never inferred from which middleware a procedure runs. Each
// builder's guard enforces what the builder declares; guards.test.ts holds every procedure's declaration to its
// row of the authorization table, and authorization.test.ts holds the answers to the same rows.
// Each builder is one middleware doing its checks in order (access, then text): every level of tRPC's middleware
// chain copies the call's options and context, a cost every pick pays (ADR 0037 and 0039 have the profile). tRPC
// merges the `ctx` given to next() into the context.

/** Anyone, signed in or not. */
export const publicProcedure = t.procedure.meta({ access: 'public' }).use(async ({ getRawInput, next }) => {
  await refuseNulText(getRawInput);
  return next();
});

const signedInProcedure = (access: 'player' | 'admin') =>
  t.procedure.meta({ access }).use(async ({ ctx, getRawInput, next }) => {
    const signedIn = signedInUser(ctx, access === 'admin');
    await refuseNulText(getRawInput);
    return next({ ctx: signedIn });
  });

/** Signed-in players (and admins); 401 otherwise. */
export const playerProcedure = signedInProcedure('player');

/** Admins only: 401 when signed out, 403 for a signed-in player. */
export const adminProcedure = signedInProcedure('admin');

// The same builders for the calls that take no input (the lists, the prompts, the dashboard's buttons): every
// procedure declares its input, and theirs is noInput (src/shared/schemas/no-input.ts).
export const publicNoInput = publicProcedure.input(noInput);
export const playerNoInput = playerProcedure.input(noInput);
export const adminNoInput = adminProcedure.input(noInput);
