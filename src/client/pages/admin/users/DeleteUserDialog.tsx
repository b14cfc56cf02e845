import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../../../../shared/schemas/admin';
import { TypeToConfirmInput } from '../../../components/TypeToConfirmInput';
import { reportServer } from '../../../features/admin/admin-errors';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';

/**
 * Deletes a user's account as they could themselves (docs/rules.md, "Deleting an account"), once the admin has typed
 * the username; the server records it on the audit log. The focus starts in the field and goes back on close.
 */
export function DeleteUserDialog({ user, onClose }: { user: AdminUser | null; onClose(): void }) {
  const { t } = useTranslation('admin');
  const utils = trpc.useUtils();
  const [typed, setTyped] = useState('');
  const close = () => {
    setTyped('');
    onClose();
  };
  const remove = trpc.admin.users.remove.useMutation({
    onSuccess: () => {
      toast.success(
        t('deleteUser.doneBody', { username: user?.username ?? t('deleteUser.theUser') }),
        t('deleteUser.done'),
      );
      void utils.admin.users.invalidate();
      void utils.admin.analytics.invalidate();
      close();
    },
    onError: reportServer(t('deleteUser.failed')),
  });
  const confirmed = user !== null && typed.trim() === user.username;
  return (
    <Modal
      opened={user !== null}
      onClose={close}
      title={t('deleteUser.title', { username: user?.username ?? '' })}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (user && confirmed) remove.mutate({ userId: user.id, confirm: typed });
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('deleteUser.body')}</Text>
          <TypeToConfirmInput
            label={t('deleteUser.confirmLabel')}
            description={user ? t('deleteUser.confirmHint', { username: user.username }) : undefined}
            value={typed}
            onChange={setTyped}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('cancel')}
            </Button>
            <Button type="submit" color="red.9" disabled={!confirmed} loading={remove.isPending}>
              {t('deleteUser.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
