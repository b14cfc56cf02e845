import { Badge, Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignInMethods } from '../../../shared/schemas/sign-in';
import { passkeysPossibleHere } from '../../lib/passkeys';
import { trpc } from '../../lib/trpc';
import { shortDate } from './account-dates';
import { SettingsCard } from './SettingsCard';
import { useAddPasskey } from './use-add-passkey';
import { WayInRow } from './WayInRow';

type Passkey = SignInMethods['passkeys'][number];

function PasskeyRow({
  passkey,
  timeZone,
  onRemoved,
}: {
  passkey: Passkey;
  timeZone: string;
  onRemoved(): void;
}) {
  const { t } = useTranslation('account', { keyPrefix: 'passkeys' });
  const utils = trpc.useUtils();
  const remove = trpc.account.removePasskey.useMutation({
    onSuccess: (methods) => {
      utils.account.signInMethods.setData(undefined, methods);
      onRemoved();
    },
  });
  const used = passkey.lastUsedAt
    ? t('lastUsed', { date: shortDate(passkey.lastUsedAt, timeZone) })
    : t('neverUsed');
  return (
    <WayInRow
      testId="passkey-row"
      removeText={t('remove')}
      removeLabel={t('removeLabel', { name: passkey.name })}
      removing={remove}
      onRemove={() => remove.mutate({ passkeyId: passkey.id })}
      failedText={t('removeFailed')}
    >
      <Group gap={6}>
        <Text fw={600}>{passkey.name}</Text>
        {passkey.backedUp && (
          <Badge size="sm" variant="light" color="gray">
            {t('synced')}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {t('added', { date: shortDate(passkey.createdAt, timeZone), used })}
      </Text>
    </WayInRow>
  );
}

/** Passkeys: the account's passkeys (name, when added and last used), adding one with a name, removing one. */
export function PasskeysSection({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('account', { keyPrefix: 'passkeys' });
  const methods = trpc.account.signInMethods.useQuery();
  const adding = useAddPasskey();
  const [name, setName] = useState('');
  const [news, setNews] = useState<string | null>(null);
  const possible = passkeysPossibleHere();
  const passkeys = methods.data?.passkeys ?? [];

  const add = async (event: React.FormEvent) => {
    event.preventDefault();
    setNews(null);
    if (await adding.add(name.trim())) {
      setName('');
      setNews(t('addedNews'));
    }
  };

  return (
    <SettingsCard title={t('title')}>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      {methods.data && passkeys.length === 0 && <Text size="sm">{t('none')}</Text>}
      {passkeys.map((p) => (
        <PasskeyRow key={p.id} passkey={p} timeZone={timeZone} onRemoved={() => setNews(t('removedNews'))} />
      ))}
      {possible ? (
        <form onSubmit={add} aria-label={t('addForm')}>
          <Group align="flex-end" gap="xs" wrap="wrap">
            <TextInput
              style={{ flex: 1, minWidth: 180 }}
              label={t('name')}
              description={t('nameDescription')}
              placeholder={t('namePlaceholder')}
              maxLength={60}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
            />
            <Button type="submit" variant="light" loading={adding.busy}>
              {t('add')}
            </Button>
          </Group>
        </form>
      ) : (
        <Text size="sm" c="dimmed">
          {t('cannot')}
        </Text>
      )}
      <Text size="sm" c="var(--pk-success-text)" role="status">
        {news}
      </Text>
      {adding.problem && (
        <Text size="sm" c="var(--pk-danger-text)" role="alert">
          {adding.problem}
        </Text>
      )}
    </SettingsCard>
  );
}
