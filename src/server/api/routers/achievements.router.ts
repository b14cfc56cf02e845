import { z } from 'zod';
import { ACHIEVEMENTS } from '../../../shared/achievements';
import {
  catalogueEntrySchema,
  shareAchievementInput,
  shareResultSchema,
  unlockedAchievementSchema,
} from '../../../shared/schemas/achievements';
import { myAchievements, share } from '../../modules/achievements/achievements.service';
import { playerNoInput, playerProcedure, publicNoInput, router } from '../procedures';

export const achievementsRouter = router({
  /** The player's unlocks, newest first; a monthly achievement appears once per month earned. */
  mine: playerNoInput
    .output(z.array(unlockedAchievementSchema))
    .query(({ ctx }) => myAchievements(ctx.deps, ctx.user)),
  /** All 27 achievements (admin.md's 26 and Shielded) with category, threshold and whether they reset monthly. */
  catalogue: publicNoInput.output(z.array(catalogueEntrySchema)).query(() => [...ACHIEVEMENTS]),
  /** Records that the player shared an unlocked achievement; returns what sharing unlocked. */
  share: playerProcedure
    .input(shareAchievementInput)
    .output(shareResultSchema)
    .mutation(async ({ ctx, input }) => ({ unlocked: await share(ctx.deps, ctx.user, input) })),
});
