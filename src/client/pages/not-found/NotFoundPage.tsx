import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScreenFrame } from '../../components/ScreenFrame';
import { useCurrentUser } from '../../features/auth/use-current-user';

/**
 * Any unknown path: the spec's heading and text, inside the screen's usual frame (the header and
 * navigation for a player, the product's name for a visitor) and with a button back home.
 */
export function NotFoundPage() {
  const { t } = useTranslation('pages', { keyPrefix: 'notFound' });
  const { user } = useCurrentUser();
  const body = (
    <Container size="sm" py="xl">
      <Stack gap="sm" align="flex-start">
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('hint')}</Text>
        <Button component={Link} to="/" mt="sm" data-testid="not-found-home">
          {user ? t('backHome') : t('backToSite')}
        </Button>
      </Stack>
    </Container>
  );
  return <ScreenFrame user={user}>{body}</ScreenFrame>;
}
