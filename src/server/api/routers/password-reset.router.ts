import {
  messageOutput,
  passwordResetInput,
  passwordResetRequestInput,
  passwordResetVerifyInput,
  resetTokenValidOutput,
} from '../../../shared/schemas/users';
import {
  requestPasswordReset,
  resetPassword,
  verifyResetToken,
} from '../../modules/users/password-reset.service';
import { publicProcedure, router } from '../procedures';

export const passwordResetRouter = router({
  /** Always the same neutral confirmation; the link goes out by e-mail if the account exists. */
  request: publicProcedure
    .input(passwordResetRequestInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => requestPasswordReset(ctx.deps, input.email, ctx.meta)),

  /** `{ valid: true }` for a working link; 400 'Invalid or expired reset link' otherwise. */
  verify: publicProcedure
    .input(passwordResetVerifyInput)
    .output(resetTokenValidOutput)
    .query(({ ctx, input }) => verifyResetToken(ctx.deps, input.token)),

  reset: publicProcedure
    .input(passwordResetInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => resetPassword(ctx.deps, input)),
});
