import { Button, Group, Modal, Text } from '@mantine/core';
import type { AdminUser } from '../../../../shared/schemas/admin';
import { reportServer } from '../../../features/admin/admin-errors';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';

/** Confirms, then e-mails the user a password reset link. */
export function EmailResetDialog({ user, onClose }: { user: AdminUser | null; onClose(): void }) {
  const send = trpc.admin.users.sendPasswordReset.useMutation({
    onSuccess: (result) => {
      toast.success(`A reset link was sent to ${result.userEmail}.`, 'Password Reset Email Sent');
      onClose();
    },
    onError: reportServer('Failed to send password reset email'),
  });
  return (
    <Modal opened={user !== null} onClose={onClose} title="Send password reset email?">
      <Text mb="md">
        {user
          ? `${user.username} will get an email at ${user.email ?? ''} with a link to choose a new password.`
          : ''}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button loading={send.isPending} onClick={() => user && send.mutate({ userId: user.id })}>
          Send Email
        </Button>
      </Group>
    </Modal>
  );
}
