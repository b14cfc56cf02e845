import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { APP_NAME, APP_VERSION } from '../../shared/constants';

/** The page footer: About Us, and the app's name and version. */
export function AppFooter() {
  return (
    <Container size="lg" component="footer" py="lg">
      <Group justify="center" gap="md">
        <Anchor component={Link} to="/about" size="sm">
          About Us
        </Anchor>
        <Text size="xs" c="dimmed">
          {APP_NAME} v{APP_VERSION}
        </Text>
      </Group>
    </Container>
  );
}
