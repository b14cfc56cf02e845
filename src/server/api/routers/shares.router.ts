import { noInput } from '../../../shared/schemas/no-input';
import { achievementShareInput, shareLinkSchema } from '../../../shared/schemas/shares';
import { ACHIEVEMENT_MESSAGES, hasUnlocked } from '../../modules/achievements/achievements.service';
import { forbidden } from '../../platform/errors';
import { shareToken } from '../previews/share-token';
import { playerProcedure, router } from '../procedures';

// Share links whose previews show a card (issue 41): signed, so only the player makes links of theirs.
export const sharesRouter = router({
  /** The link to my streak: its preview shows my current run, best streak and win rate. */
  streak: playerProcedure
    .input(noInput)
    .output(shareLinkSchema)
    .query(async ({ ctx }) => {
      const token = await shareToken(ctx.deps, { kind: 'streak', userId: ctx.user.id });
      return { path: `/share/streak/${token}`, imagePath: `/og/streak/${token}.png` };
    }),
  /** The link to one of my unlocked achievements (403 for one I have not unlocked). */
  achievement: playerProcedure
    .input(achievementShareInput)
    .output(shareLinkSchema)
    .query(async ({ ctx, input }) => {
      if (!(await hasUnlocked(ctx.deps, ctx.user.id, input.type)))
        throw forbidden(ACHIEVEMENT_MESSAGES.locked);
      const token = await shareToken(ctx.deps, {
        kind: 'achievement',
        userId: ctx.user.id,
        type: input.type,
      });
      return {
        path: `/share/achievement/${input.type}/${token}`,
        imagePath: `/og/achievement/${input.type}/${token}.png`,
      };
    }),
});
