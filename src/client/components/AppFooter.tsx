import { Anchor, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APP_NAME, APP_VERSION } from '../../shared/constants';

/** The page footer: About Us, and the app's name and version. */
export function AppFooter() {
  const { t } = useTranslation('nav');
  return (
    <Container size="lg" component="footer" py="lg">
      <Group justify="center" gap="md">
        <Anchor component={Link} to="/about" size="sm">
          {t('aboutUs')}
        </Anchor>
        <Text size="xs" c="dimmed">
          {t('version', { name: APP_NAME, version: APP_VERSION })}
        </Text>
      </Group>
    </Container>
  );
}
