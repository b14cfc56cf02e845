import { USERNAME_MIN } from '../../../shared/constants';
import { AUTH_MESSAGES, type RegisterInput } from '../../../shared/schemas/auth';
import { currentLocale, i18n } from '../../i18n/i18n';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { useAfterSignIn } from './use-after-sign-in';
import { USERNAME_CHECK_CACHE_MS } from './use-username-availability';

/** Registers a player; refuses early when the chosen username is known to be taken. */
export function useCreateAccount(): (input: RegisterInput) => Promise<void> {
  const utils = trpc.useUtils();
  const register = trpc.auth.register.useMutation();
  const afterSignIn = useAfterSignIn();

  async function usernameRefused(username: string): Promise<boolean> {
    if (username.length < USERNAME_MIN) return false;
    try {
      const check = await utils.auth.checkUsername.fetch(
        { username },
        { staleTime: USERNAME_CHECK_CACHE_MS },
      );
      return !check.available;
    } catch {
      // The check is only a courtesy: the server decides again on registration.
      return false;
    }
  }

  return async (input) => {
    if (await usernameRefused(input.username)) {
      toast.error(AUTH_MESSAGES.chooseAvailable);
      return;
    }
    try {
      // The account speaks the language the app shows: the browser's, unless this device was switched.
      const user = await register.mutateAsync({ ...input, language: currentLocale() });
      afterSignIn(user, i18n.t('auth:accountCreated'));
    } catch (error) {
      toast.error(errorMessage(error, i18n.t('auth:registrationFailed')));
    }
  };
}
