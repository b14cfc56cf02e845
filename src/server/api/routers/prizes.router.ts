import { prizeSchema } from '../../../shared/schemas/prizes';
import { currentPrize } from '../../modules/prizes/prizes.service';
import { publicNoInput, router } from '../procedures';

export const prizesRouter = router({
  /** The current month's active prize, or null. */
  current: publicNoInput.output(prizeSchema.nullable()).query(({ ctx }) => currentPrize(ctx.deps)),
});
