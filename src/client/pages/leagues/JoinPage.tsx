import { Alert, Button, Container, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { endBootScreen } from '../../boot/boot-screen';
import { CenteredLoader } from '../../components/QueryStates';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { InviteCard } from '../../features/leagues/InviteCard';
import { errorMessage } from '../../lib/errors';
import { returnAfterSignIn } from '../../lib/return-path';
import { trpc } from '../../lib/trpc';
import { AuthTabs } from '../auth/AuthTabs';

/** A dead or wrong code, said plainly, with the way on. */
function DeadInvite({ message }: { message: string }) {
  const { t } = useTranslation('leagues');
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" title={t('joinPage.dead')}>
        {message}
      </Alert>
      <Button component={Link} to="/leagues" variant="light" w="fit-content">
        {t('title')}
      </Button>
    </Stack>
  );
}

/**
 * /join/:code, the invite link. It shows the league first (name, owner, members), signed in or out. Signed out, it
 * opens on Create Account (Sign In one tap away) and comes back here after; signed in, it joins (joining again is
 * harmless) and opens the league.
 */
export default function JoinPage() {
  const { t } = useTranslation('leagues');
  const code = useParams().code ?? '';
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const invite = trpc.leagues.invite.useQuery({ code }, { enabled: code !== '' });
  const join = trpc.leagues.join.useMutation({
    onSuccess: (league) => {
      void utils.leagues.mine.invalidate();
      navigate(`/leagues/${league.id}`, { replace: true });
    },
  });
  const asked = useRef(false);
  // index.html carries the pre-rendered landing (hidden here): it goes, so only this page's forms are in it.
  useLayoutEffect(endBootScreen, []);
  useEffect(() => {
    if (!user) returnAfterSignIn(`/join/${encodeURIComponent(code)}`);
    else if (!asked.current && invite.isSuccess) {
      asked.current = true;
      join.mutate({ code });
    }
  }, [user, code, join, invite.isSuccess]);

  if (invite.isError) {
    return (
      <Container size="sm" py="md">
        <DeadInvite message={errorMessage(invite.error, t('joinPage.deadFallback'))} />
      </Container>
    );
  }
  if (invite.isPending) {
    return <CenteredLoader label={t('joinPage.opening')} />;
  }
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <InviteCard invite={invite.data} />
        {!user ? (
          <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'lg' }}>
            <Text size="sm" mb="sm">
              {t('joinPage.signUp')}
            </Text>
            <AuthTabs initialTab="create-account" />
          </Paper>
        ) : join.isError ? (
          <DeadInvite message={errorMessage(join.error, t('join.failed'))} />
        ) : (
          <CenteredLoader label={t('joinPage.joining')} py="md" />
        )}
      </Stack>
    </Container>
  );
}
