import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../../../../shared/schemas/admin';
import { reportServer } from '../../../features/admin/admin-errors';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';

/** Confirms, then e-mails the user a password reset link. */
export function EmailResetDialog({ user, onClose }: { user: AdminUser | null; onClose(): void }) {
  const { t } = useTranslation('admin');
  const send = trpc.admin.users.sendPasswordReset.useMutation({
    onSuccess: (result) => {
      toast.success(t('emailReset.sentTo', { email: result.userEmail }), t('emailReset.sent'));
      onClose();
    },
    onError: reportServer(t('emailReset.failed')),
  });
  return (
    <Modal opened={user !== null} onClose={onClose} title={t('emailReset.title')}>
      <Text mb="md">
        {user ? t('emailReset.body', { username: user.username, email: user.email ?? '' }) : ''}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button loading={send.isPending} onClick={() => user && send.mutate({ userId: user.id })}>
          {t('emailReset.send')}
        </Button>
      </Group>
    </Modal>
  );
}
