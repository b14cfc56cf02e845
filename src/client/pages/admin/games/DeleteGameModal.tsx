import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../../../shared/schemas/games';
import { reportFixed } from '../../../features/admin/admin-errors';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { picksOn } from './score-result';
import { useInvalidateGames } from './use-game-lists';

/** Deleting a game also deletes its picks and cannot be undone: the admin confirms first. */
export function DeleteGameModal({ game, onClose }: { game: Game | null; onClose(): void }) {
  const { t } = useTranslation('admin');
  const invalidate = useInvalidateGames();
  const remove = trpc.admin.games.remove.useMutation({
    onSuccess: () => {
      toast.success(t('games.delete.doneBody'), t('games.delete.done'));
      invalidate();
      onClose();
    },
    onError: reportFixed(t('games.delete.failed')),
  });
  const deletesWhat = (g: Game) => {
    const matchup = t('games.matchup', { away: g.awayTeam.name, home: g.homeTeam.name });
    const picks = picksOn(g);
    return picks === 0
      ? t('games.delete.noPicks', { game: matchup })
      : t('games.delete.withPicks', { game: matchup, count: picks });
  };
  return (
    <Modal opened={game !== null} onClose={onClose} title={t('games.delete.title')}>
      <Text mb="md">{game ? deletesWhat(game) : ''}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button color="red" loading={remove.isPending} onClick={() => game && remove.mutate({ id: game.id })}>
          {t('games.delete.submit')}
        </Button>
      </Group>
    </Modal>
  );
}
