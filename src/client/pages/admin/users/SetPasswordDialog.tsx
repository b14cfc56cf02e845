import { Button, Group, Modal, PasswordInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN } from '../../../../shared/constants';
import type { AdminUser } from '../../../../shared/schemas/admin';
import { reportServer } from '../../../features/admin/admin-errors';
import { replacingOwnSession } from '../../../lib/session-ended';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';

/** Sets a user's password directly; the button stays disabled under 8 characters. */
export function SetPasswordDialog({ user, onClose }: { user: AdminUser | null; onClose(): void }) {
  const { t } = useTranslation('admin');
  const [password, setPassword] = useState('');
  const close = () => {
    setPassword('');
    onClose();
  };
  const save = trpc.admin.users.setPassword.useMutation({
    onSuccess: (result) => {
      toast.success(t('setPassword.doneBody', { name: result.userName }), t('setPassword.done'));
      close();
    },
    onError: reportServer(t('setPassword.failed')),
  });
  const submit = () => {
    if (!user) return;
    if (password.length < PASSWORD_MIN) {
      toast.error(t('setPassword.tooShortBody'), t('setPassword.tooShort'));
      return;
    }
    // Setting their own password ends this browser's session too and answers with the next one (for anyone
    // else's, waiting for the answer before judging a closed socket costs nothing). A refusal is told by onError.
    replacingOwnSession(save.mutateAsync({ userId: user.id, newPassword: password })).catch(() => undefined);
  };
  return (
    <Modal
      opened={user !== null}
      onClose={close}
      title={t('setPassword.title', { username: user?.username ?? '' })}
    >
      <PasswordInput
        label={t('setPassword.label')}
        description={t('setPassword.description')}
        value={password}
        onChange={(e) => setPassword(e.currentTarget.value)}
        data-autofocus
      />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={close}>
          {t('cancel')}
        </Button>
        <Button disabled={password.length < PASSWORD_MIN} loading={save.isPending} onClick={submit}>
          {t('setPassword.submit')}
        </Button>
      </Group>
    </Modal>
  );
}
