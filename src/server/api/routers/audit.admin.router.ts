import { auditListInput, auditPageSchema } from '../../../shared/schemas/audit';
import { listAudit } from '../../platform/audit/audit.service';
import { adminProcedure } from '../procedures';

/** admin.audit: every admin mutation, newest first (GET /api/admin/audit). */
export const auditAdminProcedures = {
  audit: adminProcedure
    .input(auditListInput)
    .output(auditPageSchema)
    .query(({ ctx, input }) => listAudit(ctx.deps, input)),
};
