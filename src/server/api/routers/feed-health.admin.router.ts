import { noInput } from '../../../shared/schemas/no-input';
import { feedHealthSchema } from '../../../shared/schemas/sports-feed-health';
import { feedHealth } from '../../modules/sports-feed/feed-health.service';
import { adminProcedure } from '../procedures';

/** admin.feedHealth: the Sports API tab's feed health (GET /api/admin/feed-health). */
export const feedHealthAdminProcedures = {
  feedHealth: adminProcedure
    .input(noInput)
    .output(feedHealthSchema)
    .query(({ ctx }) => feedHealth(ctx.deps)),
};
