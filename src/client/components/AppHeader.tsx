import { Anchor, Container, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { APP_NAME } from '../../shared/constants';
import { LOGOUT_URL, useLogout } from '../features/auth/use-logout';

/** The signed-in header: app name, the player's username and Log Out. */
export function AppHeader({ username }: { username: string }) {
  const logout = useLogout();
  return (
    <header style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="lg" py="sm">
        <Group justify="space-between" wrap="nowrap">
          <Anchor component={Link} to="/" underline="never" c="inherit">
            <Title order={3}>{APP_NAME}</Title>
          </Anchor>
          <Group gap="md" wrap="nowrap">
            <Text fw={600} truncate="end" maw={160} data-testid="header-username">
              {username}
            </Text>
            <Anchor
              href={LOGOUT_URL}
              onClick={(event) => {
                event.preventDefault();
                logout();
              }}
            >
              Log Out
            </Anchor>
          </Group>
        </Group>
      </Container>
    </header>
  );
}
