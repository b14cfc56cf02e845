import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { SignInMethods } from '../../../shared/schemas/sign-in';
import { errorMessage } from '../../lib/errors';
import { passkeysPossibleHere } from '../../lib/passkeys';
import { trpc } from '../../lib/trpc';
import { shortDate } from './account-dates';
import { SettingsCard } from './SettingsCard';
import { useAddPasskey } from './use-add-passkey';

type Passkey = SignInMethods['passkeys'][number];

export const PASSKEY_TEXT = {
  intro:
    'A passkey signs you in with your device’s screen lock (fingerprint, face or PIN): nothing to type, nothing to leak.',
  cannot:
    'This browser cannot make a passkey at this address. Open the site by its name (such as localhost, not 127.0.0.1) in a recent browser.',
  none: 'No passkeys yet.',
  added: 'Passkey added. Next time, sign in with it.',
  removed: 'Passkey removed.',
} as const;

function PasskeyRow({
  passkey,
  timeZone,
  onRemoved,
}: {
  passkey: Passkey;
  timeZone: string;
  onRemoved(): void;
}) {
  const utils = trpc.useUtils();
  const remove = trpc.account.removePasskey.useMutation({
    onSuccess: (methods) => {
      utils.account.signInMethods.setData(undefined, methods);
      onRemoved();
    },
  });
  const used = passkey.lastUsedAt ? `last used ${shortDate(passkey.lastUsedAt, timeZone)}` : 'never used';
  return (
    <Stack gap={4} data-testid="passkey-row">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div>
          <Group gap={6}>
            <Text fw={600}>{passkey.name}</Text>
            {passkey.backedUp && (
              <Badge size="sm" variant="light" color="gray">
                Synced
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            Added {shortDate(passkey.createdAt, timeZone)} · {used}
          </Text>
        </div>
        <Button
          size="xs"
          variant="default"
          loading={remove.isPending}
          aria-label={`Remove passkey ${passkey.name}`}
          onClick={() => remove.mutate({ passkeyId: passkey.id })}
        >
          Remove
        </Button>
      </Group>
      {remove.error && (
        <Text size="sm" c="var(--pk-danger-text)" role="alert">
          {errorMessage(remove.error, 'The passkey could not be removed. Please try again.')}
        </Text>
      )}
    </Stack>
  );
}

/** Passkeys: the account's passkeys (name, when added and last used), adding one with a name, removing one. */
export function PasskeysSection({ timeZone }: { timeZone: string }) {
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
      setNews(PASSKEY_TEXT.added);
    }
  };

  return (
    <SettingsCard title="Passkeys">
      <Text size="sm" c="dimmed">
        {PASSKEY_TEXT.intro}
      </Text>
      {methods.data && passkeys.length === 0 && <Text size="sm">{PASSKEY_TEXT.none}</Text>}
      {passkeys.map((p) => (
        <PasskeyRow
          key={p.id}
          passkey={p}
          timeZone={timeZone}
          onRemoved={() => setNews(PASSKEY_TEXT.removed)}
        />
      ))}
      {possible ? (
        <form onSubmit={add} aria-label="Add a passkey">
          <Group align="flex-end" gap="xs" wrap="wrap">
            <TextInput
              style={{ flex: 1, minWidth: 180 }}
              label="Name of the new passkey"
              description="Optional, to tell your devices apart"
              placeholder="My phone"
              maxLength={60}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
            />
            <Button type="submit" variant="light" loading={adding.busy}>
              Add a passkey
            </Button>
          </Group>
        </form>
      ) : (
        <Text size="sm" c="dimmed">
          {PASSKEY_TEXT.cannot}
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
