import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ScreenFrame } from '../../components/ScreenFrame';
import { useCurrentUser } from '../../features/auth/use-current-user';

/**
 * Any unknown path: the spec's heading and text, inside the screen's usual frame (the header and
 * navigation for a player, the product's name for a visitor) and with a button back home.
 */
export function NotFoundPage() {
  const { user } = useCurrentUser();
  const body = (
    <Container size="sm" py="xl">
      <Stack gap="sm" align="flex-start">
        <Title order={1}>404 Page Not Found</Title>
        <Text c="dimmed">Did you forget to add the page to the router?</Text>
        <Button component={Link} to="/" mt="sm" data-testid="not-found-home">
          {user ? 'Back to Home' : 'Back to Site'}
        </Button>
      </Stack>
    </Container>
  );
  return <ScreenFrame user={user}>{body}</ScreenFrame>;
}
