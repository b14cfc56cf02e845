import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../../shared/schemas/games';
import { useServerClock } from '../../lib/server-clock';
import { PickButtons } from './PickButtons';
import { PickResult } from './PickResult';
import { ShieldControl } from './ShieldControl';
import { pickLabel } from './team-record';

/** Picks stay open while the game is scheduled and its start (server clock) is still ahead. */
export function isOpenForPicks(game: Pick<Game, 'status' | 'scheduledTime'>, nowMs: number): boolean {
  return game.status === 'scheduled' && Date.parse(game.scheduledTime) > nowMs;
}

/** Pick buttons before the start; afterwards the locked pick and, once graded, its result. */
export function PickArea({ game, capReached }: { game: Game; capReached: boolean }) {
  const { t } = useTranslation('games');
  const open = useServerClock((now) => isOpenForPicks(game, now));
  if (open)
    return (
      <>
        <PickButtons game={game} capReached={capReached} />
        <ShieldControl game={game} open />
      </>
    );
  const pick = game.userPick;
  if (pick) {
    const side = pick.selectedTeamId === game.homeTeam.id ? 'home' : 'away';
    return (
      <>
        <PickResult game={game} pickedName={pickLabel(game, side)} />
        <ShieldControl game={game} open={false} />
      </>
    );
  }
  return (
    <Text size="sm" c="dimmed" data-testid="picks-locked">
      {t('card.locked')}
    </Text>
  );
}
