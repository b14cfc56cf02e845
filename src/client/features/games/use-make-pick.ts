import { TRPCClientError } from '@trpc/client';
import { errorMessage } from '../../lib/errors';
import { signInAgainSoon, tellSignedOut } from '../../lib/signed-out';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

export const PICK_TOASTS = {
  created: { title: 'Pick Submitted!', message: 'Your pick has been recorded successfully.' },
  updated: { title: 'Pick Updated!', message: 'Your pick has been updated successfully.' },
} as const;

/** The session ended under the player (the REST twin reads '401: ...Unauthorized'). */
function isSignedOut(error: unknown): boolean {
  return error instanceof TRPCClientError && error.data?.httpStatus === 401;
}

/**
 * Makes (or, with `pickId`, changes) the player's pick on one game. Success: the spec's toast, then
 * today's and tomorrow's games and the player's picks are refreshed. Signed out: 'Unauthorized' and
 * back to sign-in after 500 ms; any other refusal: 'Error' with the server's words.
 */
export function useMakePick(gameId: number, pickId: number | null) {
  const utils = trpc.useUtils();
  const onSettled = () =>
    Promise.all([
      utils.games.today.invalidate(),
      utils.games.tomorrow.invalidate(),
      utils.picks.mine.invalidate(),
    ]);
  const onError = (error: unknown) => {
    if (isSignedOut(error)) {
      tellSignedOut();
      signInAgainSoon();
      return;
    }
    toast.error(errorMessage(error, 'Something went wrong. Please try again.'), 'Error');
  };
  const create = trpc.picks.create.useMutation({
    onSuccess: () => toast.success(PICK_TOASTS.created.message, PICK_TOASTS.created.title),
    onError,
    onSettled,
  });
  const update = trpc.picks.update.useMutation({
    onSuccess: () => toast.success(PICK_TOASTS.updated.message, PICK_TOASTS.updated.title),
    onError,
    onSettled,
  });
  const pending = create.isPending || update.isPending;
  return {
    pending,
    /** The team the pending call is choosing, to show a spinner on its button. */
    pendingTeamId: pending
      ? (create.variables?.selectedTeamId ?? update.variables?.selectedTeamId)
      : undefined,
    choose(selectedTeamId: number) {
      if (pending) return;
      if (pickId === null) create.mutate({ gameId, selectedTeamId });
      else update.mutate({ pickId, selectedTeamId });
    },
  };
}
