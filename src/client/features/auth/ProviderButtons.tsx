import { Alert, Button, Divider, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { SignInProvider } from '../../../shared/schemas/sign-in';
import { errorMessage } from '../../lib/errors';
import { returnAfterSignIn, takeReturnPath } from '../../lib/return-path';
import { signInOutcome } from '../../lib/sign-in-outcomes';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

/**
 * "Continue with Google" and the like, one for each provider the server has configured (none: nothing shows).
 * The provider's page opens in this tab; an invite link the visitor came from rides along as `returnTo`.
 * Above them, what the last provider sign-in came back with (`?signin=` on /auth).
 */
export function ProviderButtons() {
  const { t } = useTranslation('auth');
  const providers = trpc.signIn.providers.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  const start = trpc.signIn.start.useMutation();
  const [params] = useSearchParams();
  const outcome = signInOutcome(params.get('signin'));
  const list = providers.data ?? [];

  const go = (provider: SignInProvider) => {
    // Read without spending it: should the visitor come back without signing in, the invite still waits.
    const back = takeReturnPath();
    if (back !== '/') returnAfterSignIn(back);
    start.mutate(
      { provider, ...(back !== '/' ? { returnTo: back } : {}) },
      {
        onSuccess: ({ url }) => window.location.assign(url),
        onError: (error) => toast.error(errorMessage(error, t('providers.didNotStart'))),
      },
    );
  };

  if (list.length === 0 && !outcome) return null;
  return (
    <Stack gap="xs" data-testid="provider-sign-in">
      {outcome && !outcome.ok && (
        <Alert color="red" role="alert">
          {outcome.text}
        </Alert>
      )}
      {list.length > 0 && <Divider label={t('providers.or')} labelPosition="center" />}
      {list.map((p) => (
        <Button
          key={p.id}
          variant="default"
          fullWidth
          loading={start.isPending && start.variables?.provider === p.id}
          onClick={() => go(p.id)}
        >
          {t('providers.continueWith', { name: p.name })}
        </Button>
      ))}
    </Stack>
  );
}
