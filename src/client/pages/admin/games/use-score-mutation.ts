import { reportFixed } from '../../../features/admin/admin-errors';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import type { ScoreValues } from './ScoreFields';
import { useInvalidateGames } from './use-game-lists';

/** Score entry and Fix Score share one mutation; `submit` says false when a field is missing. */
export function useScoreMutation(onDone: () => void) {
  const invalidate = useInvalidateGames();
  const score = trpc.admin.games.score.useMutation({
    onSuccess: (game) => {
      toast.success(
        `${game.awayTeam.name} ${game.awayScore ?? 0} @ ${game.homeTeam.name} ${game.homeScore ?? 0}`,
        'Score Updated',
      );
      invalidate();
      onDone();
    },
    onError: reportFixed('Failed to update score. Please try again.'),
  });
  const submit = (gameId: number | null, value: ScoreValues) => {
    if (gameId === null || value.homeScore === '' || value.awayScore === '' || value.winner === null) {
      toast.error('Please fill in all score fields.', 'Missing Information');
      return;
    }
    score.mutate({
      id: gameId,
      homeScore: value.homeScore,
      awayScore: value.awayScore,
      winner: value.winner,
    });
  };
  return { submit, pending: score.isPending };
}
