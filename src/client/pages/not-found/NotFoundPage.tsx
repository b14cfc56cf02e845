import { Anchor, Box, Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { APP_NAME } from '../../../shared/constants';
import { AppHeader } from '../../components/AppHeader';
import { BottomNav } from '../../components/BottomNav';
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
  if (!user) {
    return (
      <>
        <Container size="lg" pt="md" component="header">
          <Anchor component={Link} to="/" fw={800} size="lg" c="inherit" underline="never">
            {APP_NAME}
          </Anchor>
        </Container>
        <Box component="main">{body}</Box>
      </>
    );
  }
  return (
    <>
      <AppHeader user={user} />
      <Box component="main">{body}</Box>
      <BottomNav />
    </>
  );
}
