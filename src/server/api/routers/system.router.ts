import { z } from 'zod';
import { noInput } from '../../../shared/schemas/no-input';
import { checkHealth } from '../../platform/system/system.service';
import { publicProcedure, router } from '../procedures';

export const systemRouter = router({
  /** Database reachability and the server's time. */
  health: publicProcedure
    .input(noInput)
    .output(
      z.object({
        status: z.enum(['ok', 'degraded']),
        database: z.enum(['reachable', 'unreachable']),
        serverTime: z.string(),
      }),
    )
    .query(({ ctx }) => checkHealth(ctx.deps)),
});
