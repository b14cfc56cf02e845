import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeleteAccountInput } from '../../../shared/schemas/account';
import { TypeToConfirmInput } from '../../components/TypeToConfirmInput';
import { i18n } from '../../i18n/i18n';
import { deletingOwnAccount, useLeaveDeletedAccount } from '../../lib/account-deleted';
import { errorMessage } from '../../lib/errors';
import { askForPasskey, passkeyProblem, passkeysPossibleHere } from '../../lib/passkeys';
import { trpc } from '../../lib/trpc';

/** The dialog's words (account catalogue, `delete`), read in the language showing when they are read. */
export const DELETE_TEXT = {
  get title() {
    return i18n.t('account:delete.title');
  },
  get confirmLabel() {
    return i18n.t('account:delete.confirmLabel');
  },
  get passwordLabel() {
    return i18n.t('account:delete.passwordLabel');
  },
  get recentHint() {
    return i18n.t('account:delete.recentHint');
  },
  get submit() {
    return i18n.t('account:delete.submit');
  },
  get withPasskey() {
    return i18n.t('account:delete.withPasskey');
  },
};

/**
 * The danger zone's dialog: the username typed exactly, and proof that it is the player (password, passkey, or a
 * sign-in in the last 10 minutes, which the server checks). Deleted, the page leaves for the landing, which says so.
 * Mantine's Modal keeps the focus inside while open and gives it back to the button that opened it.
 */
export function DeleteAccountDialog({
  opened,
  onClose,
  username,
}: {
  opened: boolean;
  onClose(): void;
  username: string;
}) {
  const { t } = useTranslation('account');
  const methods = trpc.account.signInMethods.useQuery(undefined, { enabled: opened });
  const remove = trpc.account.delete.useMutation();
  const passkeyChallenge = trpc.signIn.passkeyOptions.useMutation();
  const leave = useLeaveDeletedAccount();
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirmed = typed.trim() === username;
  const hasPassword = methods.data?.hasPassword ?? false;
  const canUsePasskey = (methods.data?.passkeys.length ?? 0) > 0 && passkeysPossibleHere();

  const close = () => {
    setTyped('');
    setPassword('');
    setProblem(null);
    onClose();
  };

  const send = async (proof: Pick<DeleteAccountInput, 'password' | 'passkey'>) => {
    setBusy(true);
    setProblem(null);
    try {
      deletingOwnAccount();
      await remove.mutateAsync({ confirm: typed, ...proof });
      leave();
    } catch (error) {
      setProblem(errorMessage(error, t('delete.failed')));
      setBusy(false);
    }
  };

  const withPasskey = async () => {
    setProblem(null);
    try {
      const { challengeId, options } = await passkeyChallenge.mutateAsync();
      const response = await askForPasskey(options);
      await send({ passkey: { challengeId, response } });
    } catch (error) {
      const words = passkeyProblem(error);
      if (words !== null) setProblem(errorMessage(error, words));
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={DELETE_TEXT.title}
      closeButtonProps={{ 'aria-label': t('delete.close') }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (confirmed) void send(password ? { password } : {});
        }}
        noValidate
      >
        <Stack gap="sm">
          <Text size="sm">{t('delete.warning')}</Text>
          <TypeToConfirmInput
            label={DELETE_TEXT.confirmLabel}
            description={t('delete.yourUsername', { username })}
            value={typed}
            onChange={setTyped}
          />
          {hasPassword && (
            <PasswordInput
              label={DELETE_TEXT.passwordLabel}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
          )}
          <Text size="xs" c="dimmed">
            {DELETE_TEXT.recentHint}
          </Text>
          {problem && (
            <Text size="sm" c="var(--pk-danger-text)" role="alert">
              {problem}
            </Text>
          )}
          <Group justify="flex-end" gap="xs" wrap="wrap">
            <Button variant="default" onClick={close}>
              {t('delete.cancel')}
            </Button>
            {canUsePasskey && (
              <Button
                variant="outline"
                color="red.9"
                disabled={!confirmed || busy}
                onClick={() => void withPasskey()}
              >
                {DELETE_TEXT.withPasskey}
              </Button>
            )}
            <Button type="submit" color="red.9" disabled={!confirmed} loading={busy}>
              {DELETE_TEXT.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
