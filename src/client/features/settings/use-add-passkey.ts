import { useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { makePasskey, passkeyProblem } from '../../lib/passkeys';
import { trpc } from '../../lib/trpc';

/**
 * Adds a passkey to the signed-in account: the server's challenge, the browser's own dialog (screen lock, PIN or
 * biometric), then the server checks and stores it. `problem` says why it did not work; closing the browser's
 * dialog is not a problem.
 */
export function useAddPasskey() {
  const utils = trpc.useUtils();
  const challenge = trpc.account.passkeyRegistrationOptions.useMutation();
  const store = trpc.account.addPasskey.useMutation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const add = async (name?: string): Promise<boolean> => {
    setBusy(true);
    setProblem(null);
    try {
      const { challengeId, options } = await challenge.mutateAsync();
      const response = await makePasskey(options);
      const methods = await store.mutateAsync({ challengeId, response, ...(name ? { name } : {}) });
      utils.account.signInMethods.setData(undefined, methods);
      return true;
    } catch (error) {
      const browserWords = passkeyProblem(error);
      if (browserWords !== null) setProblem(errorMessage(error, browserWords));
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { add, busy, problem };
}
