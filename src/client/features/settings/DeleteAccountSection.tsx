import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId } from 'react';
import { DeleteAccountDialog } from './DeleteAccountDialog';

/** The danger zone: deleting the account, behind a dialog that asks for the typed username and proof. */
export function DeleteAccountSection({ username }: { username: string }) {
  const [opened, dialog] = useDisclosure(false);
  const headingId = useId();
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={headingId}
      style={{ borderColor: 'var(--mantine-color-red-6)' }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId} c="var(--pk-danger-text)">
          Delete my account
        </Title>
        <Text size="sm">
          Your names, e-mail, avatar, sign-ins, passkeys, devices and notifications are erased, and you are
          signed out everywhere. Your graded picks stay on the boards as an anonymous “Deleted player”, so
          nobody else’s standings change. This cannot be undone.
        </Text>
        <Group>
          <Button color="red" variant="outline" onClick={dialog.open}>
            Delete my account…
          </Button>
        </Group>
      </Stack>
      <DeleteAccountDialog opened={opened} onClose={dialog.close} username={username} />
    </Paper>
  );
}
