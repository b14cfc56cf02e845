import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
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
  const utils = trpc.useUtils();
  const [typed, setTyped] = useState('');
  const close = () => {
    setTyped('');
    onClose();
  };
  const remove = trpc.admin.users.remove.useMutation({
    onSuccess: () => {
      toast.success(`${user?.username ?? 'The user'}'s account was deleted.`, 'Account deleted');
      void utils.admin.users.invalidate();
      void utils.admin.analytics.invalidate();
      close();
    },
    onError: reportServer('Failed to delete the account'),
  });
  const confirmed = user !== null && typed.trim() === user.username;
  return (
    <Modal opened={user !== null} onClose={close} title={`Delete ${user?.username ?? ''}'s account?`}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (user && confirmed) remove.mutate({ userId: user.id, confirm: typed });
        }}
      >
        <Stack gap="sm">
          <Text size="sm">
            Their names, e-mail, avatar, sign-ins, passkeys, devices and notifications are erased and they are
            signed out everywhere. Their graded picks stay on the boards as “Deleted player”; leagues they own
            pass to the longest-standing member. This cannot be undone.
          </Text>
          <TypeToConfirmInput
            label="Type the username to confirm"
            description={user ? `The username is ${user.username}` : undefined}
            value={typed}
            onChange={setTyped}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="red.9" disabled={!confirmed} loading={remove.isPending}>
              Delete account
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
