import { Button, Code, Group, Stack, Text } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** The league's invite link, with copy and (where the browser can) share. */
export function InviteLink({ name, path, code }: { name: string; path: string; code: string }) {
  const { t } = useTranslation('leagues');
  const url = `${window.location.origin}${path}`;
  const clipboard = useClipboard({ timeout: 2000 });
  const canShare = typeof navigator.share === 'function';
  return (
    <Stack gap={6}>
      <Text size="sm">
        {t('invite.code')} <Code data-testid="invite-code">{code}</Code>
      </Text>
      <Code block data-testid="invite-link">
        {url}
      </Code>
      <Group gap="sm">
        <Button size="xs" variant="light" onClick={() => clipboard.copy(url)}>
          {clipboard.copied ? t('invite.copied') : t('invite.copy')}
        </Button>
        {canShare ? (
          <Button
            size="xs"
            variant="light"
            onClick={() =>
              void navigator
                .share({ title: name, text: t('invite.shareText', { name }), url })
                .catch(() => {})
            }
          >
            {t('invite.share')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
