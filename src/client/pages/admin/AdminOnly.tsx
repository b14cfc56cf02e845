import type { ReactNode } from 'react';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { NotFoundPage } from '../not-found/NotFoundPage';

/**
 * /admin exists only for admins: anyone else (signed out or a player) sees the 404 screen, and the
 * dashboard's chunk is never loaded for them. The server refuses their admin calls regardless.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  return user?.isAdmin ? children : <NotFoundPage />;
}
