import { useEffect } from 'react';
import type { PublicUser } from '../../../shared/schemas/auth';
import { trpc } from '../../lib/trpc';

export interface CurrentUser {
  user: PublicUser | null;
  loading: boolean;
}

/** The signed-in player, or null; a failed lookup is logged and counts as signed out. */
export function useCurrentUser(): CurrentUser {
  const me = trpc.auth.me.useQuery();
  useEffect(() => {
    if (me.error) console.error('Could not load the signed-in user', me.error);
  }, [me.error]);
  return { user: me.data ?? null, loading: me.isPending && !me.isError };
}
