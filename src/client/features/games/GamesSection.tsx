import { Group, Tabs, Text, Title } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameDay } from '../../../shared/schemas/games';
import { zoneLabel } from '../../lib/game-time';
import { syncServerClock } from '../../lib/server-clock';
import { trpc } from '../../lib/trpc';
import { CapNotice } from './CapNotice';
import { CountdownSecondsButton } from './CountdownSecondsButton';
import { GameList } from './GameList';
import { picksLeftText } from './game-order';

/** Fallback refresh while live updates are down (player.md section 9: 30 s today, 60 s tomorrow). */
export const POLL_MS: Record<GameDay, number> = { today: 30_000, tomorrow: 60_000 };
/** Daily picks when the server names no cap (player.md section 9); null from the server is unlimited. */
const DEFAULT_DAILY_PICKS = 3;

/** Countdowns follow the server's clock from each list's serverTime. */
function useServerTimeOf(serverTime: string | undefined) {
  useEffect(() => {
    if (serverTime) syncServerClock(serverTime);
  }, [serverTime]);
}

/** Polls only while the live layer does not keep the list current; today's also in the background. */
const listOptions = (day: GameDay, live: boolean, enabled: boolean) => ({
  enabled,
  refetchInterval: live ? (false as const) : POLL_MS[day],
  refetchIntervalInBackground: day === 'today',
});

/**
 * Today's and tomorrow's games in tabs, the time zone they are shown in and the day's pick count (once the cap is
 * reached, the one cap message, worded for the tab shown).
 * `live` says which lists the live layer keeps current; the others poll.
 */
export function GamesSection({
  timeZone,
  live,
}: {
  timeZone: string;
  live: Record<GameDay, boolean> & { me: boolean };
}) {
  const { t } = useTranslation('games');
  const [day, setDay] = useState<GameDay>('today');
  const today = trpc.games.today.useQuery(undefined, listOptions('today', live.today, true));
  // Tomorrow loads once asked for, or once live updates bring it anyway.
  const tomorrow = trpc.games.tomorrow.useQuery(
    undefined,
    listOptions('tomorrow', live.tomorrow, day === 'tomorrow'),
  );
  useServerTimeOf(today.data?.serverTime);
  useServerTimeOf(tomorrow.data?.serverTime);
  const headingId = useId();
  const mine = trpc.picks.mine.useQuery(undefined, { refetchInterval: live.me ? false : POLL_MS.tomorrow });

  const max = mine.data
    ? mine.data.maxDailyPicks === undefined
      ? DEFAULT_DAILY_PICKS
      : mine.data.maxDailyPicks
    : null;
  const used = mine.data?.dailyPickCount ?? 0;
  const capReached = max !== null && used >= max;
  const shownZone = today.data?.timezone ?? timeZone;

  const panel = (d: GameDay, query: typeof today) => (
    <GameList
      list={query.data}
      loading={query.isPending && query.fetchStatus !== 'idle'}
      // A failed refresh keeps the list it had; only a list never loaded shows the retry.
      failed={query.isError && !query.data}
      retry={() => void query.refetch()}
      timeZone={timeZone}
      capReached={capReached}
      emptyText={d === 'today' ? t('list.noneToday') : t('list.noneTomorrow')}
    />
  );

  return (
    <section aria-labelledby={headingId}>
      <Group justify="space-between" align="baseline" mb={4}>
        <Title order={2} size="h3" id={headingId}>
          {t('list.heading')}
        </Title>
        <Group gap={4} align="baseline">
          <Text size="xs" c="dimmed" data-testid="timezone-label">
            {t('list.timesIn', { zone: zoneLabel(shownZone) })}
          </Text>
          <CountdownSecondsButton />
        </Group>
      </Group>
      {mine.data && capReached && max !== null ? (
        <CapNotice used={used} max={max} day={day} timeZone={shownZone} />
      ) : mine.data ? (
        <Text size="sm" mb="xs" data-testid="daily-picks">
          {picksLeftText(used, max)}
        </Text>
      ) : mine.isPending ? (
        // The line's place is kept while the count loads, so the list does not move down when it comes.
        <Text size="sm" mb="xs" aria-hidden>
          {'\u00a0'}
        </Text>
      ) : null}
      <Tabs value={day} onChange={(v) => setDay(v === 'tomorrow' ? 'tomorrow' : 'today')} keepMounted={false}>
        <Tabs.List grow mb="sm">
          <Tabs.Tab value="today">{t('list.today')}</Tabs.Tab>
          <Tabs.Tab value="tomorrow">{t('list.tomorrow')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="today">{panel('today', today)}</Tabs.Panel>
        <Tabs.Panel value="tomorrow">{panel('tomorrow', tomorrow)}</Tabs.Panel>
      </Tabs>
    </section>
  );
}
