import type { GameList, PickResultValue } from '../../../shared/schemas/games';
import { i18n } from '../../i18n/i18n';
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
    : i18n.t('games:graded.yourPick');
  const after = i18n.t('games:graded.after', { label: streakDisplay(streak).label });
  const t = (key: 'won' | 'push' | 'lost') => i18n.t(`games:graded.${key}`, { picked, after });
  if (result === 'win') return { title: i18n.t('games:graded.wonTitle'), message: t('won'), color: 'green' };
  if (result === 'push')
    return { title: i18n.t('games:graded.pushTitle'), message: t('push'), color: 'gray' };
  return { title: i18n.t('games:graded.lostTitle'), message: t('lost'), color: 'red' };
}
