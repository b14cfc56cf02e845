import { feedHealthSchema } from '../../../shared/schemas/sports-feed-health';
import { feedHealth } from '../../modules/sports-feed/feed-health.service';
import { adminNoInput } from '../procedures';

/** admin.feedHealth: the Sports API tab's feed health (GET /api/admin/feed-health). */
export const feedHealthAdminProcedures = {
  feedHealth: adminNoInput.output(feedHealthSchema).query(({ ctx }) => feedHealth(ctx.deps)),
};
