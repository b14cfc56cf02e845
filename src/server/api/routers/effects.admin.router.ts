import { z } from 'zod';
import { idSchema } from '../../../shared/schemas/admin';
import { type EffectJob, effectsInState, retryParkedEffect } from '../../platform/effects/effects.service';
import { adminProcedure, router } from '../procedures';

const effectJob = z.object({
  id: z.number().int(),
  kind: z.string(),
  key: z.string(),
  payload: z.unknown(),
  runAfter: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  parkedAt: z.string().nullable(),
  createdAt: z.string(),
});

/** Times as ISO text (no transformer on the wire). */
const view = (job: EffectJob) => ({
  ...job,
  runAfter: job.runAfter.toISOString(),
  parkedAt: job.parkedAt?.toISOString() ?? null,
  createdAt: job.createdAt.toISOString(),
});

/** admin.effects: the after-commit effects that failed too often (parked), or still wait; retry one. */
export const effectsAdminRouter = router({
  /** GET /api/admin/effects?state=parked */
  list: adminProcedure
    .input(z.object({ state: z.enum(['parked', 'waiting']).default('parked') }).strict())
    .output(z.object({ effects: z.array(effectJob) }))
    .query(async ({ ctx, input }) => ({ effects: (await effectsInState(ctx.deps, input.state)).map(view) })),
  /** POST /api/admin/effects/{id}/retry */
  retry: adminProcedure
    .input(z.object({ id: idSchema }).strict())
    .output(effectJob)
    .mutation(async ({ ctx, input }) => view(await retryParkedEffect(ctx.deps, ctx.user.id, input.id))),
});
