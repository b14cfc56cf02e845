import { noInput } from '../../../shared/schemas/no-input';
import { feedHealthSchema } from '../../../shared/schemas/sports-feed-health';
import { adminProcedure } from '../../platform/transport/trpc/init';
import { feedHealth } from './feed-health.service';

/** admin.feedHealth: the Sports API tab's feed health (GET /api/admin/feed-health). */
export const feedHealthAdminProcedures = {
  feedHealth: adminProcedure
    .input(noInput)
    .output(feedHealthSchema)
    .query(({ ctx }) => feedHealth(ctx.deps)),
};
