import { useDebouncedValue } from '@mantine/hooks';
import { USERNAME_MIN } from '../../../shared/constants';
import { AUTH_MESSAGES, type CheckUsernameResult } from '../../../shared/schemas/auth';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

export const USERNAME_CHECK_DELAY_MS = 500;
/** The spec caches an availability answer for 30 s. */
export const USERNAME_CHECK_CACHE_MS = 30_000;
const CHECK_FAILED = 'Could not check the username';

export type UsernameAvailability =
  | { state: 'empty' }
  | { state: 'short'; message: string }
  | { state: 'checking' }
  | { state: 'error'; message: string }
  | { state: 'checked'; result: CheckUsernameResult };

/** Asks the server whether a username is free, once typing pauses for 500 ms at 3+ characters. */
export function useUsernameAvailability(username: string): UsernameAvailability {
  const wanted = username.trim();
  const [settled] = useDebouncedValue(wanted, USERNAME_CHECK_DELAY_MS);
  const long = wanted.length >= USERNAME_MIN;
  const check = trpc.auth.checkUsername.useQuery(
    { username: settled },
    { enabled: settled.length >= USERNAME_MIN, staleTime: USERNAME_CHECK_CACHE_MS },
  );
  if (wanted.length === 0) return { state: 'empty' };
  if (!long) return { state: 'short', message: AUTH_MESSAGES.usernameShort };
  if (settled !== wanted || check.isPending) return { state: 'checking' };
  if (check.isError) return { state: 'error', message: errorMessage(check.error, CHECK_FAILED) };
  return { state: 'checked', result: check.data };
}
