import { createElement, useState } from 'react';
import type { Game } from '../../../../shared/schemas/games';
import { reportFixed } from '../../../features/admin/admin-errors';
import { i18n } from '../../../i18n/i18n';
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
        i18n.t('admin:games.score', {
          away: game.awayTeam.name,
          awayScore: game.awayScore ?? 0,
          home: game.homeTeam.name,
          homeScore: game.homeScore ?? 0,
        }),
        i18n.t('admin:games.scored'),
      );
      invalidate();
      setDraft(null);
      onDone();
    },
    onError: (error) => {
      setDraft(null);
      reportFixed(i18n.t('admin:games.scoreFailed'))(error);
    },
  });
  const submit = (game: Game | null, value: ScoreValues) => {
    const winner = resultOf(value);
    if (game === null || value.homeScore === '' || value.awayScore === '' || winner === null) {
      toast.error(i18n.t('admin:games.missingScores'), i18n.t('admin:games.missing'));
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
