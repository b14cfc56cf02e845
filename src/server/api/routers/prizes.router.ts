import { noInput } from '../../../shared/schemas/no-input';
import { prizeSchema } from '../../../shared/schemas/prizes';
import { currentPrize } from '../../modules/prizes/prizes.service';
import { publicProcedure, router } from '../procedures';

export const prizesRouter = router({
  /** The current month's active prize, or null. */
  current: publicProcedure
    .input(noInput)
    .output(prizeSchema.nullable())
    .query(({ ctx }) => currentPrize(ctx.deps)),
});
