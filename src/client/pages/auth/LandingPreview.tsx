import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIMEZONE } from '../../../shared/constants';
import { GameCard } from '../../features/games/GameCard';
import { orderGames } from '../../features/games/game-order';
import { deviceTimeZone } from '../../lib/time-zone-options';
import { trpc } from '../../lib/trpc';
import { PrizeBanner } from '../home/PrizeBanner';

/** Cards the preview shows: enough to see the day, few enough to stay light on a phone. */
const PREVIEW_GAMES = 3;
/** The spec's refresh of today's games (player.md section 9). */
const TODAY_POLL_MS = 30_000;

/**
 * What a visitor gets to see before signing up, from the same public calls the app makes: today's real
 * slate as game cards (live games first), this month's prize and how many achievements wait.
 */
export function LandingPreview() {
  const { t } = useTranslation('auth');
  const headingId = useId();
  const today = trpc.games.today.useQuery(undefined, { refetchInterval: TODAY_POLL_MS });
  const prize = trpc.prizes.current.useQuery();
  const catalogue = trpc.achievements.catalogue.useQuery();
  const games = today.data
    ? orderGames(today.data.games, Date.parse(today.data.serverTime)).slice(0, PREVIEW_GAMES)
    : [];
  return (
    <Stack gap="md" component="section" aria-labelledby={headingId} data-testid="landing-preview">
      <div>
        <Title order={2} size="h3" id={headingId}>
          {t('preview.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {today.data ? t('preview.games', { count: today.data.games.length }) : t('preview.todaysGames')}
          {catalogue.data ? t('preview.achievements', { count: catalogue.data.length }) : ''}
        </Text>
      </div>
      {prize.data ? <PrizeBanner prize={prize.data} /> : null}
      {today.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={190} radius="md" />
          ))}
        </SimpleGrid>
      ) : games.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          {games.map((game) => (
            <GameCard
              key={game.id}
              game={game}
              // A visitor has no zone of their own yet: the device's, as sign-up will propose.
              timeZone={deviceTimeZone() ?? today.data?.timezone ?? DEFAULT_TIMEZONE}
              capReached={false}
              preview
            />
          ))}
        </SimpleGrid>
      ) : (
        <Text size="sm" c="dimmed">
          {t('preview.none')}
        </Text>
      )}
    </Stack>
  );
}
