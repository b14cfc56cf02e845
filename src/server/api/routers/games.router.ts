import { gameListSchema } from '../../../shared/schemas/games';
import { listGames } from '../../workflows/game-cards';
import { publicNoInput, router } from '../procedures';

export const gamesRouter = router({
  /** Today's games in the viewer's zone (New York when signed out), plus every live game. */
  today: publicNoInput.output(gameListSchema).query(({ ctx }) => listGames(ctx.deps, ctx.user, 'today')),
  /** Tomorrow's games in the viewer's zone. */
  tomorrow: publicNoInput
    .output(gameListSchema)
    .query(({ ctx }) => listGames(ctx.deps, ctx.user, 'tomorrow')),
});
