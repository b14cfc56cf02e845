import { auditListInput, auditPageSchema } from '../../../shared/schemas/audit';
import { adminProcedure } from '../../platform/transport/trpc/init';
import { listAudit } from './audit.service';

/** admin.audit: every admin mutation, newest first (GET /api/admin/audit). */
export const auditAdminProcedures = {
  audit: adminProcedure
    .input(auditListInput)
    .output(auditPageSchema)
    .query(({ ctx, input }) => listAudit(ctx.deps, input)),
};
