import { analyticsSchema } from '../../../shared/schemas/admin';
import { analytics } from '../../modules/analytics/analytics.service';
import { adminNoInput } from '../procedures';

/** admin.analytics, spread into the admin router. */
export const analyticsAdminProcedures = {
  /** The Stats tab (GET /api/admin/analytics). */
  analytics: adminNoInput.output(analyticsSchema).query(({ ctx }) => analytics(ctx.deps)),
};
