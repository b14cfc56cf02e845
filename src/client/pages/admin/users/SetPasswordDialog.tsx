import { Button, Group, Modal, PasswordInput } from '@mantine/core';
import { useState } from 'react';
import { PASSWORD_MIN } from '../../../../shared/constants';
import type { AdminUser } from '../../../../shared/schemas/admin';
import { reportServer } from '../../../features/admin/admin-errors';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';

/** Sets a user's password directly; the button stays disabled under 8 characters. */
export function SetPasswordDialog({ user, onClose }: { user: AdminUser | null; onClose(): void }) {
  const [password, setPassword] = useState('');
  const close = () => {
    setPassword('');
    onClose();
  };
  const save = trpc.admin.users.setPassword.useMutation({
    onSuccess: (result) => {
      toast.success(
        `${result.userName} can now sign in with the new password.`,
        'Password Updated Successfully',
      );
      close();
    },
    onError: reportServer('Failed to update password'),
  });
  const submit = () => {
    if (!user) return;
    if (password.length < PASSWORD_MIN) {
      toast.error('Password must be at least 8 characters long', 'Password Too Short');
      return;
    }
    save.mutate({ userId: user.id, newPassword: password });
  };
  return (
    <Modal opened={user !== null} onClose={close} title={`Set password for ${user?.username ?? ''}`}>
      <PasswordInput
        label="New password"
        description="At least 8 characters, with a letter and a number"
        value={password}
        onChange={(e) => setPassword(e.currentTarget.value)}
        data-autofocus
      />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={close}>
          Cancel
        </Button>
        <Button disabled={password.length < PASSWORD_MIN} loading={save.isPending} onClick={submit}>
          Set Password
        </Button>
      </Group>
    </Modal>
  );
}
