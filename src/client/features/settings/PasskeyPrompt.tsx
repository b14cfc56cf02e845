import { Button, Text } from '@mantine/core';
import { useMutationState } from '@tanstack/react-query';
import { getMutationKey } from '@trpc/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CornerPrompt } from '../../components/CornerPrompt';
import { i18n } from '../../i18n/i18n';
import { passkeysPossibleHere } from '../../lib/passkeys';
import { trpc } from '../../lib/trpc';
import { useAddPasskey } from './use-add-passkey';

/** The prompt's words (account catalogue, `passkeyPrompt`), read in the language showing when they are read. */
export const PASSKEY_PROMPT_TEXT = {
  get title() {
    return i18n.t('account:passkeyPrompt.title');
  },
  get body() {
    return i18n.t('account:passkeyPrompt.body');
  },
  get add() {
    return i18n.t('account:passkeyPrompt.add');
  },
  get notNow() {
    return i18n.t('account:passkeyPrompt.notNow');
  },
  get added() {
    return i18n.t('account:passkeyPrompt.added');
  },
  get close() {
    return i18n.t('account:passkeyPrompt.close');
  },
  get done() {
    return i18n.t('account:passkeyPrompt.done');
  },
};

const answeredKey = (userId: number) => `pickem.passkeyPrompt.${userId}`;

function answered(userId: number): boolean {
  try {
    return localStorage.getItem(answeredKey(userId)) !== null;
  } catch {
    // No storage: never ask rather than ask on every sign-up.
    return true;
  }
}

function remember(userId: number): void {
  try {
    localStorage.setItem(answeredKey(userId), 'shown');
  } catch {
    // Storage refused: answered() says so too.
  }
}

/** Whether this page just made an account: the sign-up form's, or the one short screen after a provider. */
function useJustSignedUp(): boolean {
  const registered = useMutationState({
    filters: { mutationKey: getMutationKey(trpc.auth.register), status: 'success' },
    select: () => true,
  });
  const completed = useMutationState({
    filters: { mutationKey: getMutationKey(trpc.signIn.complete), status: 'success' },
    select: () => true,
  });
  return registered.length + completed.length > 0;
}

/**
 * The once-only invitation to add a passkey, right after sign-up, where the browser can make one. It is remembered
 * on this device as soon as it shows (a reload or a later sign-up on the device never asks again); Not now and the
 * close button dismiss it, Add a passkey runs Settings' own flow.
 */
export function PasskeyPrompt() {
  useTranslation('account'); // shows again in another language when the player switches
  const justSignedUp = useJustSignedUp();
  const me = trpc.auth.me.useQuery(undefined, { enabled: justSignedUp });
  const userId = me.data?.id ?? null;
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const adding = useAddPasskey();

  useEffect(() => {
    if (userId === null || !justSignedUp || answered(userId) || !passkeysPossibleHere()) return;
    remember(userId);
    setOpen(true);
  }, [userId, justSignedUp]);

  // Signed out (or another player): nothing of the last player's prompt stays.
  if (!open || userId === null) return null;
  return (
    <CornerPrompt
      side="left"
      title={PASSKEY_PROMPT_TEXT.title}
      closeLabel={PASSKEY_PROMPT_TEXT.close}
      testId="passkey-prompt"
      onClose={() => setOpen(false)}
      actions={
        done ? (
          <Button size="xs" onClick={() => setOpen(false)}>
            {PASSKEY_PROMPT_TEXT.done}
          </Button>
        ) : (
          <>
            <Button variant="subtle" size="xs" onClick={() => setOpen(false)}>
              {PASSKEY_PROMPT_TEXT.notNow}
            </Button>
            <Button
              size="xs"
              loading={adding.busy}
              onClick={() => void adding.add().then((ok) => ok && setDone(true))}
            >
              {PASSKEY_PROMPT_TEXT.add}
            </Button>
          </>
        )
      }
    >
      <Text size="sm" c={done ? 'var(--pk-success-text)' : 'dimmed'} role="status">
        {done ? PASSKEY_PROMPT_TEXT.added : PASSKEY_PROMPT_TEXT.body}
      </Text>
      {adding.problem && (
        <Text size="sm" c="var(--pk-danger-text)" role="alert">
          {adding.problem}
        </Text>
      )}
    </CornerPrompt>
  );
}
