import { z } from 'zod';
import { checkHealth } from '../../platform/system/system.service';
import { publicNoInput, router } from '../procedures';

export const systemRouter = router({
  /** Database reachability and the server's time. */
  health: publicNoInput
    .output(
      z.object({
        status: z.enum(['ok', 'degraded']),
        database: z.enum(['reachable', 'unreachable']),
        serverTime: z.string(),
      }),
    )
    .query(({ ctx }) => checkHealth(ctx.deps)),
});
