import type { GameList, PickResultValue } from '../../../shared/schemas/games';
import { streakDisplay } from '../../lib/streak';

/** The toast of one of the player's graded picks: which team, how it went, the streak after it. */
export function gradedPickToast(
  lists: (GameList | undefined)[],
  gameId: number,
  result: PickResultValue,
  streak: number,
): { title: string; message: string; color: string } {
  const game = lists.flatMap((l) => l?.games ?? []).find((g) => g.id === gameId);
  const picked = game
    ? game.userPick?.selectedTeamId === game.homeTeam.id
      ? (game.homeTeamPickOption ?? game.homeTeam.name)
      : (game.awayTeamPickOption ?? game.awayTeam.name)
    : 'Your pick';
  const after = `Your streak: ${streakDisplay(streak).label}.`;
  if (result === 'win')
    return { title: 'Pick Won!', message: `${picked} came through. ${after}`, color: 'green' };
  if (result === 'push')
    return { title: 'Push', message: `${picked} ended in a push. ${after}`, color: 'gray' };
  return { title: 'Pick Lost', message: `${picked} fell short. ${after}`, color: 'red' };
}
