import { publicUserSchema } from '../../../shared/schemas/auth';
import { advancedStatsSchema } from '../../../shared/schemas/stats';
import { changePasswordInput, updateAvatarInput, updateSettingsInput } from '../../../shared/schemas/users';
import { advancedStats } from '../../modules/picks/stats.service';
import { changePassword, updateAvatar, updateSettings } from '../../modules/users/settings.service';
import { playerNoInput, playerProcedure, router } from '../procedures';
import { answerWithSession, describeCurrentUser } from '../views/current-user';

export const usersRouter = router({
  /** Premium players' advanced stats: by league, by weekday, a calendar, best and worst teams, the streak line. */
  stats: playerNoInput.output(advancedStatsSchema).query(({ ctx }) => advancedStats(ctx.deps, ctx.user)),

  /** The settings form: username, names, timezone, notification toggles (PUT /api/user/settings). */
  updateSettings: playerProcedure
    .input(updateSettingsInput)
    .output(publicUserSchema)
    .mutation(async ({ ctx, input }) =>
      describeCurrentUser(ctx.deps, await updateSettings(ctx.deps, ctx.user, input)),
    ),

  updateAvatar: playerProcedure
    .input(updateAvatarInput)
    .output(publicUserSchema)
    .mutation(async ({ ctx, input }) =>
      describeCurrentUser(ctx.deps, await updateAvatar(ctx.deps, ctx.user, input)),
    ),

  /** Needs the current password; ends every session and signs this device in again with a new one. */
  changePassword: playerProcedure
    .input(changePasswordInput)
    .output(publicUserSchema)
    .mutation(async ({ ctx, input }) =>
      answerWithSession(ctx, await changePassword(ctx.deps, ctx.user, ctx.meta, input)),
    ),
});
