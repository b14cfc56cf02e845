import { noInput } from '../../../shared/schemas/no-input';
import { prizeSchema } from '../../../shared/schemas/prizes';
import { publicProcedure, router } from '../../platform/transport/trpc/init';
import { currentPrize } from './prizes.service';

export const prizesRouter = router({
  /** The current month's active prize, or null. */
  current: publicProcedure
    .input(noInput)
    .output(prizeSchema.nullable())
    .query(({ ctx }) => currentPrize(ctx.deps)),
});
