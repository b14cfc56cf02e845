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
 * Makes (or, with the player's `pick` shown, changes) the player's pick on one game. Success: today's and
 * tomorrow's games and the player's picks are refreshed, then `outcome` names it for the quiet confirmation under
 * the buttons (a routine pick raises no toast). Signed out: 'Unauthorized' and back to sign-in after 500 ms; any
 * other refusal: the destructive toast 'Error' with the server's words.
 */
export function useMakePick(gameId: number, pick: { id: number; selectedTeamId: number } | null) {
  const utils = trpc.useUtils();
  /** The last pick the server took, until its confirmation has been shown for CONFIRMATION_MS. */
  const [done, setDone] = useState<{ outcome: PickOutcome; teamId: number } | null>(null);
  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => setDone(null), CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [done]);
  const onSettled = () =>
    Promise.all([
      utils.games.today.invalidate(),
      utils.games.tomorrow.invalidate(),
      utils.picks.mine.invalidate(),
    ]);
  const onError = (error: unknown) => {
    setDone(null);
    if (isSignedOut(error)) {
      tellSignedOut();
      signInAgainSoon();
      return;
    }
    toast.error(errorMessage(error, i18n.t('somethingWentWrong')), i18n.t('error'));
  };
  const create = trpc.picks.create.useMutation({
    onSuccess: (_data, input) => setDone({ outcome: 'created', teamId: Number(input.selectedTeamId) }),
    onError,
    onSettled,
  });
  const update = trpc.picks.update.useMutation({
    onSuccess: (_data, input) => setDone({ outcome: 'updated', teamId: Number(input.selectedTeamId) }),
    onError,
    onSettled,
  });
  /*
   * A pick the server took but the game shown does not carry yet (its refresh is on its way) still waits: a
   * press then would go to the pick as it was (a second 'create', refused), and a confirmation shown then
   * invites a press that does nothing. The keyboard journey pressed Space in that gap on a loaded machine.
   */
  const shown = done !== null && pick?.selectedTeamId === done.teamId;
  const pending = create.isPending || update.isPending || (done !== null && !shown);
  return {
    pending,
    /** Said once the game shown carries the pick: the buttons are ready for the next press. */
    outcome: shown && !pending ? done.outcome : null,
    /** The team the pending call is choosing, to show a spinner on its button. */
    pendingTeamId: pending
      ? (done?.teamId ?? create.variables?.selectedTeamId ?? update.variables?.selectedTeamId)
      : undefined,
    choose(selectedTeamId: number) {
      if (pending) return;
      setDone(null);
      if (pick === null) create.mutate({ gameId, selectedTeamId });
      else update.mutate({ pickId: pick.id, selectedTeamId });
    },
  };
}
