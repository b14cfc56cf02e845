import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { PublicUser } from '../../../shared/schemas/auth';
import { peekReturnPath } from '../../lib/return-path';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

/** After login or registration: greet, store the new user, refresh it from the server, go home (or back to the screen that sent the visitor to sign in). */
export function useAfterSignIn(): (user: PublicUser, greeting: string) => void {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  return useCallback(
    (user, greeting) => {
      utils.auth.me.setData(undefined, user);
      void utils.auth.me.invalidate();
      toast.success(greeting);
      // Peeked, not taken: the signed-out screen, re-rendered with the user before this navigation lands, goes
      // there too (guards.tsx); the path is forgotten on arrival.
      navigate(peekReturnPath(), { replace: true });
    },
    [utils, navigate],
  );
}
