import { Container } from '@mantine/core';
import type { PublicUser } from '../../../shared/schemas/auth';
import { AppHeader } from '../../components/AppHeader';

/** The home dashboard; its sections (stats, games, leaderboards) come later. */
export function HomePage({ user }: { user: PublicUser }) {
  return (
    <>
      <AppHeader username={user.username} />
      <Container size="lg" py="md" component="main" />
    </>
  );
}
