import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteAccountDialog } from './DeleteAccountDialog';

/** The danger zone: deleting the account, behind a dialog that asks for the typed username and proof. */
export function DeleteAccountSection({ username }: { username: string }) {
  const { t } = useTranslation('account');
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
          {t('delete.heading')}
        </Title>
        <Text size="sm">{t('delete.explain')}</Text>
        <Group>
          <Button color="red" variant="outline" onClick={dialog.open}>
            {t('delete.open')}
          </Button>
        </Group>
      </Stack>
      <DeleteAccountDialog opened={opened} onClose={dialog.close} username={username} />
    </Paper>
  );
}
