import { Alert, Button, Center, Container, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { LazyAuthPage } from '../../app/lazy-screens';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { errorMessage } from '../../lib/errors';
import { returnAfterSignIn } from '../../lib/return-path';
import { trpc } from '../../lib/trpc';

/**
 * /join/:code, the invite link. Signed out: sign in or create an account here, then come back to this link.
 * Signed in: join (joining again is harmless) and open the league; a wrong or dead code says so.
 */
export default function JoinPage() {
  const code = useParams().code ?? '';
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const join = trpc.leagues.join.useMutation({
    onSuccess: (league) => {
      void utils.leagues.mine.invalidate();
      navigate(`/leagues/${league.id}`, { replace: true });
    },
  });
  const asked = useRef(false);
  useEffect(() => {
    if (!user) returnAfterSignIn(`/join/${encodeURIComponent(code)}`);
    else if (!asked.current) {
      asked.current = true;
      join.mutate({ code });
    }
  }, [user, code, join]);

  if (!user) {
    return (
      <Stack gap={0}>
        <Container size="sm" pt="md">
          <Alert variant="light" title="You are invited to a league">
            Sign in or create an account to join it.
          </Alert>
        </Container>
        <LazyAuthPage />
      </Stack>
    );
  }
  if (join.isError) {
    return (
      <Container size="sm" py="md">
        <Stack gap="md">
          <Alert color="red" variant="light" title="Could not join">
            {errorMessage(join.error, 'Could not join the league.')}
          </Alert>
          <Text size="sm">
            Ask the league's owner for a new invite link, or enter a code on your leagues page.
          </Text>
          <Button component={Link} to="/leagues" variant="light" w="fit-content">
            My Leagues
          </Button>
        </Stack>
      </Container>
    );
  }
  return (
    <Center py="xl">
      <Loader aria-label="Joining the league" />
    </Center>
  );
}
