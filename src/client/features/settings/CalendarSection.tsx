import { Anchor, Button, CopyButton, Group, MultiSelect, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { SPORT_NAMES } from '../../../shared/constants';
import type { CalendarFeed } from '../../../shared/schemas/calendar';
import { trpc } from '../../lib/trpc';
import { SettingsCard } from './SettingsCard';

export const CALENDAR_TEXT = {
  intro:
    'Put your games and their lock times in your phone’s or computer’s calendar, with a reminder before each game you have not picked. The address is private: anyone who has it sees your games and picks.',
  turnOn: 'Turn on the calendar',
  shownOnce:
    'Copy this address now: for your privacy it is shown only once. Make a new address to see one again (the old one stops working).',
  on: 'Your calendar feed is on. Its address was shown when it was made.',
  newAddress: 'Make a new address',
  turnOff: 'Turn off',
  addToCalendar: 'Add to my calendar',
  leagues: 'Leagues in the calendar',
  allLeagues: 'All leagues',
} as const;

/** Settings' calendar section: the private iCalendar feed of the player's games, picks and lock times. */
export function CalendarSection() {
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
    <SettingsCard title="Calendar">
      <Text size="sm" c="dimmed">
        {CALENDAR_TEXT.intro}
      </Text>
      {!enabled && (
        <Group>
          <Button variant="light" loading={newAddress.isPending} onClick={() => newAddress.mutate()}>
            {CALENDAR_TEXT.turnOn}
          </Button>
        </Group>
      )}
      {enabled && made?.httpsUrl && made.webcalUrl && (
        <Stack gap={6}>
          <TextInput
            label="Calendar address"
            value={made.httpsUrl}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
          />
          <Group gap="xs">
            <CopyButton value={made.httpsUrl}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy}>
                  {copied ? 'Copied' : 'Copy address'}
                </Button>
              )}
            </CopyButton>
            <Anchor href={made.webcalUrl} size="sm">
              {CALENDAR_TEXT.addToCalendar}
            </Anchor>
          </Group>
          <Text size="xs" c="dimmed">
            {CALENDAR_TEXT.shownOnce}
          </Text>
        </Stack>
      )}
      {enabled && !made && (
        <Text size="sm" role="status">
          {CALENDAR_TEXT.on}
        </Text>
      )}
      {enabled && (
        <>
          <MultiSelect
            label={CALENDAR_TEXT.leagues}
            placeholder={CALENDAR_TEXT.allLeagues}
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
              {CALENDAR_TEXT.newAddress}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              loading={turnOff.isPending}
              onClick={() => turnOff.mutate()}
            >
              {CALENDAR_TEXT.turnOff}
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
