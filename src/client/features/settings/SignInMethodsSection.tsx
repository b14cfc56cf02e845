import { Button, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { SignInMethods } from '../../../shared/schemas/sign-in';
import { errorMessage } from '../../lib/errors';
import { signInOutcome } from '../../lib/sign-in-outcomes';
import { trpc } from '../../lib/trpc';
import { shortDate } from './account-dates';
import { SettingsCard } from './SettingsCard';
import { WayInRow } from './WayInRow';

type Identity = SignInMethods['identities'][number];

/** What `?signin=` said when a provider sent the player back here after linking; read once, then dropped. */
function useLinkOutcome() {
  const [params, setParams] = useSearchParams();
  const [outcome] = useState(() => signInOutcome(params.get('signin')));
  useEffect(() => {
    if (!params.has('signin')) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('signin');
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);
  return outcome;
}

function LinkedProvider({ identity, timeZone }: { identity: Identity; timeZone: string }) {
  const { t } = useTranslation('account', { keyPrefix: 'signIn' });
  const utils = trpc.useUtils();
  const unlink = trpc.account.unlinkProvider.useMutation({
    onSuccess: (methods) => utils.account.signInMethods.setData(undefined, methods),
  });
  return (
    <WayInRow
      testId="linked-provider"
      removeText={t('unlink')}
      removeLabel={t('unlinkLabel', { provider: identity.providerName })}
      removing={unlink}
      onRemove={() => unlink.mutate({ identityId: identity.id })}
      failedText={t('unlinkFailed')}
    >
      <Text fw={600}>{identity.providerName}</Text>
      <Text size="sm" c="dimmed">
        {t('linked', {
          email: identity.email ?? t('noEmail'),
          date: shortDate(identity.createdAt, timeZone),
        })}
      </Text>
    </WayInRow>
  );
}

/**
 * Sign-in methods: the password, the providers linked to the account (unlink any but the last way in: the server
 * refuses that with its own words) and the configured providers not linked yet, which the player may add.
 */
export function SignInMethodsSection({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('account', { keyPrefix: 'signIn' });
  const methods = trpc.account.signInMethods.useQuery();
  const link = trpc.account.linkProvider.useMutation({
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const outcome = useLinkOutcome();
  const data = methods.data;

  return (
    <SettingsCard title={t('title')}>
      {outcome && (
        <Text
          size="sm"
          c={outcome.ok ? 'var(--pk-success-text)' : 'var(--pk-danger-text)'}
          role={outcome.ok ? 'status' : 'alert'}
        >
          {outcome.text}
        </Text>
      )}
      {data && (
        <>
          <Text size="sm">{data.hasPassword ? t('passwordSet') : t('passwordNone')}</Text>
          {data.identities.map((identity) => (
            <LinkedProvider key={identity.id} identity={identity} timeZone={timeZone} />
          ))}
          {data.available.length > 0 && (
            <Group gap="xs">
              {data.available.map((p) => (
                <Button
                  key={p.id}
                  size="xs"
                  variant="light"
                  loading={link.isPending && link.variables?.provider === p.id}
                  onClick={() => link.mutate({ provider: p.id })}
                >
                  {t('link', { provider: p.name })}
                </Button>
              ))}
            </Group>
          )}
          {data.identities.length === 0 && data.available.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('noProviders')}
            </Text>
          )}
        </>
      )}
      {methods.isError && (
        <Text size="sm" c="var(--pk-danger-text)" role="alert">
          {errorMessage(methods.error, t('loadFailed'))}
        </Text>
      )}
      {link.error && (
        <Text size="sm" c="var(--pk-danger-text)" role="alert">
          {errorMessage(link.error, t('linkFailed'))}
        </Text>
      )}
    </SettingsCard>
  );
}
