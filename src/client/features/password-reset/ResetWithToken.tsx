import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { USER_MESSAGES } from '../../../shared/schemas/users';
import { translateMessage } from '../../i18n/messages';
import { isNetworkError } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { REDIRECT_AFTER_RESET_MS, RESET_MESSAGES } from './messages';
import { NewPasswordForm } from './NewPasswordForm';
import { ResetOutcome } from './ResetLayout';

/** A reset link was opened: check it, then the new-password form, then back to sign-in after 3 s. */
export function ResetWithToken({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  // A link works once: never answer from an earlier check of the same link.
  const verify = trpc.passwordReset.verify.useQuery({ token }, { gcTime: 0, refetchOnMount: 'always' });

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => navigate('/auth', { replace: true }), REDIRECT_AFTER_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const finish = () => {
    // The reset ended every session of the account, this browser's included.
    utils.auth.me.setData(undefined, null);
    setDone(true);
  };

  if (done) {
    return (
      <ResetOutcome icon="✅" title={t('reset.complete')}>
        <Text role="status">{translateMessage(USER_MESSAGES.resetDone)}</Text>
        <Text size="sm" c="dimmed">
          {t('reset.redirecting')}
        </Text>
      </ResetOutcome>
    );
  }
  if (verify.isPending) {
    return (
      <Center py="lg">
        <Stack align="center" gap="sm">
          <Loader aria-hidden />
          <Text role="status">{t('reset.verifying')}</Text>
        </Stack>
      </Center>
    );
  }
  if (verify.isError) {
    return (
      <ResetOutcome icon="⚠️" title={t('reset.invalidTitle')}>
        <Text role="alert">
          {isNetworkError(verify.error) ? RESET_MESSAGES.verifyFailed : RESET_MESSAGES.verifyInvalid}
        </Text>
        <Button component={Link} to="/auth">
          {t('reset.backToLogin')}
        </Button>
      </ResetOutcome>
    );
  }
  return <NewPasswordForm token={token} onDone={finish} />;
}
