import { Anchor, Button, CopyButton, Group, MultiSelect, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SPORT_NAMES } from '../../../shared/constants';
import type { CalendarFeed } from '../../../shared/schemas/calendar';
import { trpc } from '../../lib/trpc';
import { SettingsCard } from './SettingsCard';

/** Settings' calendar section: the private iCalendar feed of the player's games, picks and lock times. */
export function CalendarSection() {
  const { t } = useTranslation('account', { keyPrefix: 'calendar' });
  const utils = trpc.useUtils();
  const feed = trpc.calendar.feed.useQuery();
  // The address is known only right after it is made (the server keeps its hash alone).
  const [made, setMade] = useState<CalendarFeed | null>(null);
  const remember = (next: CalendarFeed) =>
    utils.calendar.feed.setData(undefined, { ...next, httpsUrl: null, webcalUrl: null });
  const newAddress = trpc.calendar.newAddress.useMutation({
    onSuccess: (next) => {
      setMade(next);
      remember(next);
    },
  });
  const turnOff = trpc.calendar.turnOff.useMutation({
    onSuccess: (next) => {
      setMade(null);
      remember(next);
    },
  });
  const setSports = trpc.calendar.setSports.useMutation({ onSuccess: remember });
  const problem = newAddress.error ?? turnOff.error ?? setSports.error;
  const enabled = feed.data?.enabled ?? false;

  return (
    <SettingsCard title={t('title')}>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      {!enabled && (
        <Group>
          <Button variant="light" loading={newAddress.isPending} onClick={() => newAddress.mutate()}>
            {t('turnOn')}
          </Button>
        </Group>
      )}
      {enabled && made?.httpsUrl && made.webcalUrl && (
        <Stack gap={6}>
          <TextInput
            label={t('address')}
            value={made.httpsUrl}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
          />
          <Group gap="xs">
            <CopyButton value={made.httpsUrl}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy}>
                  {copied ? t('copied') : t('copy')}
                </Button>
              )}
            </CopyButton>
            <Anchor href={made.webcalUrl} size="sm">
              {t('addToCalendar')}
            </Anchor>
          </Group>
          <Text size="xs" c="dimmed">
            {t('shownOnce')}
          </Text>
        </Stack>
      )}
      {enabled && !made && (
        <Text size="sm" role="status">
          {t('on')}
        </Text>
      )}
      {enabled && (
        <>
          <MultiSelect
            label={t('leagues')}
            placeholder={t('allLeagues')}
            data={[...SPORT_NAMES]}
            value={feed.data?.sports ?? []}
            clearable
            onChange={(sports) =>
              setSports.mutate({
                sports: sports.length === 0 ? null : (sports as (typeof SPORT_NAMES)[number][]),
              })
            }
          />
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              loading={newAddress.isPending}
              onClick={() => newAddress.mutate()}
            >
              {t('newAddress')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              loading={turnOff.isPending}
              onClick={() => turnOff.mutate()}
            >
              {t('turnOff')}
            </Button>
          </Group>
        </>
      )}
      {problem && (
        <Text size="sm" c="red" role="alert">
          {problem.message}
        </Text>
      )}
    </SettingsCard>
  );
}
