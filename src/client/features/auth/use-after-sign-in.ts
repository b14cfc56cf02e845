import { useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { PublicUser } from '../../../shared/schemas/auth';
import { peekReturnPath } from '../../lib/return-path';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

const ME_KEY = getQueryKey(trpc.auth.me);

/** Whether two tRPC query keys name the same procedure (whatever their input). */
const sameProcedure = (a: readonly unknown[], b: readonly unknown[]) =>
  JSON.stringify(a[0]) === JSON.stringify(b[0]);

/**
 * After login or registration: forget what was cached for the visitor, store the new user, refresh it from the
 * server, greet, go home (or back to the screen that sent the visitor to sign in).
 * The visitor's answers are not the player's: today's games came with no pick and nothing pickable, so kept
 * they would show the new player locked cards until a refresh (and a screen reader "dimmed" buttons).
 */
export function useAfterSignIn(): (user: PublicUser, greeting: string) => void {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (user, greeting) => {
      queryClient.removeQueries({ predicate: (query) => !sameProcedure(query.queryKey, ME_KEY) });
      utils.auth.me.setData(undefined, user);
      void utils.auth.me.invalidate();
      toast.success(greeting);
      // Peeked, not taken: the signed-out screen, re-rendered with the user before this navigation lands, goes
      // there too (guards.tsx); the path is forgotten on arrival.
      navigate(peekReturnPath(), { replace: true });
    },
    [utils, queryClient, navigate],
  );
}
