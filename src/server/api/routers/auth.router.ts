import { z } from 'zod';
import {
  checkUsernameInput,
  checkUsernameOutput,
  loginInput,
  publicUserSchema,
  registerInput,
} from '../../../shared/schemas/auth';
import { checkUsername, login, logout, register } from '../../modules/users/auth.service';
import { playerNoInput, publicNoInput, publicProcedure, router } from '../procedures';
import { answerWithSession, describeCurrentUser } from '../views/current-user';

export const authRouter = router({
  /** The signed-in user, or null when signed out. */
  me: publicNoInput
    .output(publicUserSchema.nullable())
    .query(({ ctx }) => (ctx.user ? describeCurrentUser(ctx.deps, ctx.user) : null)),

  /** The signed-in user; 401 when signed out (GET /api/auth/user). */
  user: playerNoInput.output(publicUserSchema).query(({ ctx }) => describeCurrentUser(ctx.deps, ctx.user)),

  checkUsername: publicProcedure
    .input(checkUsernameInput)
    .output(checkUsernameOutput)
    .query(({ ctx, input }) => checkUsername(ctx.deps, input.username, ctx.meta.ip)),

  register: publicProcedure
    .input(registerInput)
    .output(publicUserSchema)
    .mutation(async ({ ctx, input }) => answerWithSession(ctx, await register(ctx.deps, input, ctx.meta))),

  login: publicProcedure
    .input(loginInput)
    .output(publicUserSchema)
    .mutation(async ({ ctx, input }) => answerWithSession(ctx, await login(ctx.deps, input, ctx.meta))),

  logout: publicNoInput.output(z.object({ success: z.literal(true) })).mutation(async ({ ctx }) => {
    await logout(ctx.deps, ctx.session && ctx.user ? { id: ctx.session.id, userId: ctx.user.id } : null);
    ctx.cookies.clear();
    return { success: true as const };
  }),
});
