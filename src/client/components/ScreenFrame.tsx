import { Anchor, Box, Container } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { APP_NAME } from '../../shared/constants';
import { AppHeader } from './AppHeader';
import { BottomNav } from './BottomNav';
import { MAIN_ID } from './SkipLink';

/**
 * Around a screen: a signed-in player gets the header and the bottom navigation, as on home; a visitor (about,
 * contact, reset password, an unknown path) gets the product's name linking to the sign-in screen.
 */
export function ScreenFrame({
  user,
  children,
}: {
  user: ComponentProps<typeof AppHeader>['user'] | null | undefined;
  children: ReactNode;
}) {
  if (!user) {
    return (
      <>
        <Container size="lg" pt="md" component="header">
          <Anchor component={Link} to="/" fw={800} size="lg" c="inherit" underline="never">
            {APP_NAME}
          </Anchor>
        </Container>
        <Box component="main" id={MAIN_ID}>
          {children}
        </Box>
      </>
    );
  }
  return (
    <>
      <AppHeader user={user} />
      <Box component="main" id={MAIN_ID}>
        {children}
      </Box>
      <BottomNav />
    </>
  );
}
