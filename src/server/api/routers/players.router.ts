import { profileInput, profileSchema } from '../../../shared/schemas/players';
import { playerProcedure, router } from '../procedures';
import { playerProfile } from '../views/player-profile';

export const playersRouter = router({
  /** Another player's figures and latest graded picks (signed-in players only). */
  profile: playerProcedure
    .input(profileInput)
    .output(profileSchema)
    .query(({ ctx, input }) => playerProfile(ctx.deps, ctx.user.id, input.userId, input.limit)),
});
