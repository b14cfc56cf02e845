import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/errors';
import {
  askForPasskey,
  type PasskeyAnswer,
  passkeyAutofillPossibleHere,
  passkeyProblem,
  passkeysPossibleHere,
  stopWaitingForPasskey,
} from '../../lib/passkeys';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { useAfterSignIn } from './use-after-sign-in';

export const PASSKEY_SIGN_IN_FAILED = 'Passkey sign-in failed';

/**
 * Signing in with a passkey: `start()` for the "Sign in with a passkey" button and, while the sign-in form is
 * shown (`autofill`), a quiet request that the browser answers when the player picks a passkey among the username
 * field's suggestions (conditional UI, where the browser has it). The button's request replaces the quiet one
 * (the library keeps one at a time); once it ends, the quiet one waits again.
 */
export function usePasskeySignIn(options: { autofill: boolean }) {
  const challenge = trpc.signIn.passkeyOptions.useMutation();
  const verify = trpc.signIn.passkey.useMutation();
  const afterSignIn = useAfterSignIn();
  const [busy, setBusy] = useState(false);
  const available = passkeysPossibleHere();
  // The latest functions, read by the quiet request without restarting it (each start asks for a new challenge).
  const latest = useRef({ challenge: challenge.mutateAsync, verify: verify.mutateAsync, afterSignIn });
  latest.current = { challenge: challenge.mutateAsync, verify: verify.mutateAsync, afterSignIn };
  const rearm = useRef<() => void>(() => undefined);
  const mounted = useRef(true);

  const finish = useCallback(async (challengeId: string, answer: PasskeyAnswer) => {
    const user = await latest.current.verify({ challengeId, response: answer });
    latest.current.afterSignIn(user, 'Welcome back!');
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!options.autofill || !available) return;
    let live = true;
    const arm = async () => {
      if (!(await passkeyAutofillPossibleHere()) || !live) return;
      let picked: { challengeId: string; answer: PasskeyAnswer };
      try {
        const { challengeId, options: json } = await latest.current.challenge();
        if (!live) return;
        picked = { challengeId, answer: await askForPasskey(json, true) };
      } catch {
        // Ended by the button's request or by leaving the form, or refused by the browser: a courtesy, not news.
        return;
      }
      try {
        await finish(picked.challengeId, picked.answer);
      } catch (error) {
        toast.error(errorMessage(error, PASSKEY_SIGN_IN_FAILED));
        if (live) void arm();
      }
    };
    rearm.current = () => {
      if (live) void arm();
    };
    void arm();
    return () => {
      live = false;
      rearm.current = () => undefined;
      stopWaitingForPasskey();
    };
  }, [options.autofill, available, finish]);

  const start = useCallback(async () => {
    setBusy(true);
    try {
      const { challengeId, options: json } = await latest.current.challenge();
      await finish(challengeId, await askForPasskey(json));
    } catch (error) {
      const problem = passkeyProblem(error);
      if (problem !== null) toast.error(errorMessage(error, problem));
      rearm.current();
    } finally {
      if (mounted.current) setBusy(false);
    }
  }, [finish]);

  return { available, busy, start };
}
