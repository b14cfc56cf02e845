import { analyticsSchema } from '../../../shared/schemas/admin';
import { noInput } from '../../../shared/schemas/no-input';
import { analytics } from '../../modules/analytics/analytics.service';
import { adminProcedure } from '../procedures';

/** admin.analytics, spread into the admin router. */
export const analyticsAdminProcedures = {
  /** The Stats tab (GET /api/admin/analytics). */
  analytics: adminProcedure
    .input(noInput)
    .output(analyticsSchema)
    .query(({ ctx }) => analytics(ctx.deps)),
};
