import { describe, expect, it } from 'vitest';
import { register } from '../../../../tests/support/accounts';
import { makeGame, makeSport, matchup } from '../../../../tests/support/games';
import { sharedTestApp } from '../../../../tests/support/test-app';
import { gradeGame } from '../grading/grading.service';

const t = sharedTestApp();

describe("the signed-in user's leaderboardPosition", () => {
  it('is null off the weekly board and the weekly rank once on it', async () => {
    const winner = await register(t.app);
    const loser = await register(t.app);
    const me = async (cookie: string) =>
      (await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).json();
    expect((await me(winner.cookie)).leaderboardPosition).toBeNull();
    const sport = await makeSport(t.deps.db);
    const [a, b] = sport.teams;
    // A game of this week (by the test clock), finished with the home side winning.
    const game = await makeGame(t.deps.db, {
      ...matchup(sport),
      at: new Date(t.clock.now().getTime() - 3_600_000),
      status: 'completed',
      winnerTeamId: a!.id,
    });
    await t.deps.db
      .insertInto('picks')
      .values([
        { user_id: winner.user.id, game_id: game.id, selected_team_id: a!.id },
        { user_id: loser.user.id, game_id: game.id, selected_team_id: b!.id },
      ])
      .execute();
    await gradeGame(t.deps.db, game.id);
    expect((await me(winner.cookie)).leaderboardPosition).toBe(1);
    expect((await me(loser.cookie)).leaderboardPosition).toBe(2);
  });
});
