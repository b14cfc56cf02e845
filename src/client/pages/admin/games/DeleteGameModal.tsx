import { Button, Group, Modal, Text } from '@mantine/core';
import type { Game } from '../../../../shared/schemas/games';
import { reportFixed } from '../../../features/admin/admin-errors';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { picksOn } from './score-result';
import { useInvalidateGames } from './use-game-lists';

const deletesWhat = (picks: number) =>
  picks === 0
    ? 'it has no picks. This cannot be undone.'
    : `this also deletes its ${picks === 1 ? '1 pick' : `${picks} picks`} and cannot be undone.`;

/** Deleting a game also deletes its picks and cannot be undone: the admin confirms first. */
export function DeleteGameModal({ game, onClose }: { game: Game | null; onClose(): void }) {
  const invalidate = useInvalidateGames();
  const remove = trpc.admin.games.remove.useMutation({
    onSuccess: () => {
      toast.success('The game and its picks were deleted.', 'Game Deleted');
      invalidate();
      onClose();
    },
    onError: reportFixed('Failed to delete game. Please try again.'),
  });
  return (
    <Modal opened={game !== null} onClose={onClose} title="Delete this game?">
      <Text mb="md">
        {game ? `${game.awayTeam.name} @ ${game.homeTeam.name}: ${deletesWhat(picksOn(game))}` : ''}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button color="red" loading={remove.isPending} onClick={() => game && remove.mutate({ id: game.id })}>
          Delete Game
        </Button>
      </Group>
    </Modal>
  );
}
