import { gameListSchema } from '../../../shared/schemas/games';
import { noInput } from '../../../shared/schemas/no-input';
import { listGames } from '../../workflows/game-cards';
import { publicProcedure, router } from '../procedures';

export const gamesRouter = router({
  /** Today's games in the viewer's zone (New York when signed out), plus every live game. */
  today: publicProcedure
    .input(noInput)
    .output(gameListSchema)
    .query(({ ctx }) => listGames(ctx.deps, ctx.user, 'today')),
  /** Tomorrow's games in the viewer's zone. */
  tomorrow: publicProcedure
    .input(noInput)
    .output(gameListSchema)
    .query(({ ctx }) => listGames(ctx.deps, ctx.user, 'tomorrow')),
});
