import { createElement, useState } from 'react';
import type { Game } from '../../../../shared/schemas/games';
import { reportFixed } from '../../../features/admin/admin-errors';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { ConfirmScoreModal, type ScoreDraft } from './ConfirmScoreModal';
import type { ScoreValues } from './ScoreFields';
import { resultOf } from './score-result';
import { useInvalidateGames } from './use-game-lists';

/**
 * Score entry and Fix Score share one mutation. `submit` checks the fields, then asks for confirmation
 * (`confirm`, rendered by the caller): the summary, the picks it grades, and for a game not yet started
 * whether to enter a final anyway (sent as `force`).
 */
export function useScoreMutation(onDone: () => void) {
  const invalidate = useInvalidateGames();
  const [draft, setDraft] = useState<ScoreDraft | null>(null);
  const score = trpc.admin.games.score.useMutation({
    onSuccess: (game) => {
      toast.success(
        `${game.awayTeam.name} ${game.awayScore ?? 0} @ ${game.homeTeam.name} ${game.homeScore ?? 0}`,
        'Score Updated',
      );
      invalidate();
      setDraft(null);
      onDone();
    },
    onError: (error) => {
      setDraft(null);
      reportFixed('Failed to update score. Please try again.')(error);
    },
  });
  const submit = (game: Game | null, value: ScoreValues) => {
    const winner = resultOf(value);
    if (game === null || value.homeScore === '' || value.awayScore === '' || winner === null) {
      toast.error('Please fill in all score fields.', 'Missing Information');
      return;
    }
    setDraft({ game, homeScore: value.homeScore, awayScore: value.awayScore, winner });
  };
  const confirm = createElement(ConfirmScoreModal, {
    draft,
    pending: score.isPending,
    onCancel: () => setDraft(null),
    onConfirm: (force: boolean) => {
      if (!draft) return;
      score.mutate({
        id: draft.game.id,
        homeScore: draft.homeScore,
        awayScore: draft.awayScore,
        winner: draft.winner,
        ...(force ? { force: true } : {}),
      });
    },
  });
  return { submit, pending: score.isPending, confirm };
}
