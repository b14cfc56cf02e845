import { z } from 'zod';
import { adminDeleteUserInput } from '../../../shared/schemas/account';
import {
  adminUserPageSchema,
  adminUsersInput,
  emailResetInput,
  manualPasswordInput,
  setSubscriptionInput,
} from '../../../shared/schemas/admin';
import {
  changeSubscription,
  listUsers,
  sendResetEmail,
  setPasswordByAdmin,
} from '../../modules/users/admin-users.service';
import { deleteAccountAsAdmin } from '../../workflows/account-deletion';
import { adminProcedure, router } from '../procedures';

/** admin.users: the users tab. */
export const usersAdminRouter = router({
  /** The users tab: search and one page (GET /api/admin/users). */
  list: adminProcedure
    .input(adminUsersInput)
    .output(adminUserPageSchema)
    .query(({ ctx, input }) => listUsers(ctx.deps, input)),

  /** Premium toggle (PUT /api/admin/users/:id/subscription). */
  setSubscription: adminProcedure
    .input(setSubscriptionInput)
    .output(z.object({ id: z.number().int(), subscriptionTier: z.enum(['free', 'premium']) }))
    .mutation(({ ctx, input }) => changeSubscription(ctx.deps, ctx.user.id, input)),

  /** "Email Reset" (POST /api/admin/password-reset). */
  sendPasswordReset: adminProcedure
    .input(emailResetInput)
    .output(z.object({ userEmail: z.string() }))
    .mutation(({ ctx, input }) => sendResetEmail(ctx.deps, ctx.user.id, input.userId, ctx.meta)),

  /** Deletes an account as its owner would (typed username), on the audit trail (DELETE /api/admin/users/:id). */
  remove: adminProcedure
    .input(adminDeleteUserInput)
    .output(z.object({ success: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await deleteAccountAsAdmin(ctx.deps, ctx.user.id, input);
      return { success: true as const };
    }),

  /** "Set Password" (POST /api/admin/manual-password-reset). */
  setPassword: adminProcedure
    .input(manualPasswordInput)
    .output(z.object({ userName: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const { userName, session } = await setPasswordByAdmin(
        ctx.deps,
        { userId: ctx.user.id, meta: ctx.meta },
        input,
      );
      if (session) ctx.cookies.set(session.token, session.expiresAt);
      return { userName };
    }),
});
