import { TRPCClientError } from '@trpc/client';
import { useEffect, useState } from 'react';
import { i18n } from '../../i18n/i18n';
import { errorMessage } from '../../lib/errors';
import { signInAgainSoon, tellSignedOut } from '../../lib/signed-out';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

export type PickOutcome = 'created' | 'updated';

/** The spec's words for a pick made and a pick changed (player.md section 8), in the app's language. */
export function pickMessage(outcome: PickOutcome): { title: string; message: string } {
  return outcome === 'created'
    ? { title: i18n.t('games:pick.createdTitle'), message: i18n.t('games:pick.createdMessage') }
    : { title: i18n.t('games:pick.updatedTitle'), message: i18n.t('games:pick.updatedMessage') };
}

/** How long the quiet confirmation under the buttons stays. */
const CONFIRMATION_MS = 8000;

/** The session ended under the player (the REST twin reads '401: ...Unauthorized'). */
function isSignedOut(error: unknown): boolean {
  return error instanceof TRPCClientError && error.data?.httpStatus === 401;
}

/**
 * Makes (or, with `pickId`, changes) the player's pick on one game. Success: `outcome` names it for the quiet
 * confirmation under the buttons (a routine pick raises no toast), then today's and tomorrow's games and the
 * player's picks are refreshed. Signed out: 'Unauthorized' and back to sign-in after 500 ms; any other refusal:
 * the destructive toast 'Error' with the server's words.
 */
export function useMakePick(gameId: number, pickId: number | null) {
  const utils = trpc.useUtils();
  const [outcome, setOutcome] = useState<PickOutcome | null>(null);
  useEffect(() => {
    if (!outcome) return;
    const timer = window.setTimeout(() => setOutcome(null), CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);
  const onSettled = () =>
    Promise.all([
      utils.games.today.invalidate(),
      utils.games.tomorrow.invalidate(),
      utils.picks.mine.invalidate(),
    ]);
  const onError = (error: unknown) => {
    setOutcome(null);
    if (isSignedOut(error)) {
      tellSignedOut();
      signInAgainSoon();
      return;
    }
    toast.error(errorMessage(error, i18n.t('somethingWentWrong')), i18n.t('error'));
  };
  const create = trpc.picks.create.useMutation({
    onSuccess: () => setOutcome('created'),
    onError,
    onSettled,
  });
  const update = trpc.picks.update.useMutation({
    onSuccess: () => setOutcome('updated'),
    onError,
    onSettled,
  });
  const pending = create.isPending || update.isPending;
  return {
    pending,
    outcome,
    /** The team the pending call is choosing, to show a spinner on its button. */
    pendingTeamId: pending
      ? (create.variables?.selectedTeamId ?? update.variables?.selectedTeamId)
      : undefined,
    choose(selectedTeamId: number) {
      if (pending) return;
      setOutcome(null);
      if (pickId === null) create.mutate({ gameId, selectedTeamId });
      else update.mutate({ pickId, selectedTeamId });
    },
  };
}
