import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameList as GameListData } from '../../../shared/schemas/games';
import { lastTick, useServerClock } from '../../lib/server-clock';
import { GameCard } from './GameCard';
import { leaguesOf, listStage, orderGames } from './game-order';
import { LeagueChips } from './LeagueChips';
import { ScoreAnnouncer } from './ScoreAnnouncer';
import { useLeagueFilter } from './use-league-filter';

/** Cards in a list's first commit: what a phone shows on arrival. */
const FIRST_CARDS = 3;
/** Cards added by each later commit. */
const BATCH = 2;

/**
 * The cards, the first few first, then a couple more per commit, each commit in a task of its own: the page's
 * first paint with data waits for (and blocks the main thread with) no more than a few cards at a time, where
 * the rest in one commit made a long task of a dozen cards' DOM, styles and layout.
 */
function Cards<G>({ games, card }: { games: G[]; card: (game: G) => ReactNode }) {
  const [added, setShown] = useState(() => Math.min(games.length, FIRST_CARDS));
  // A list that grew (a league chip set back to All) shows its first few at once like a new one, then the rest.
  const shown = Math.max(added, Math.min(games.length, FIRST_CARDS));
  const more = shown < games.length;
  // Each batch's commit arms the next one, a task later.
  useEffect(() => {
    if (!more) return;
    const timer = window.setTimeout(() => startTransition(() => setShown(shown + BATCH)), 0);
    return () => window.clearTimeout(timer);
  }, [more, shown]);
  return <>{games.slice(0, shown).map(card)}</>;
}

/**
 * The cards of one day, or a placeholder while loading, a retry on failure, a note when empty. Games under
 * way come first, then those open for picks, then the finished ones, folded away until asked for (a game that
 * finishes while on screen stays in view); league chips (the choice is remembered on the device) narrow the list.
 */
export function GameList({
  list,
  loading,
  failed,
  retry,
  timeZone,
  capReached,
  emptyText,
}: {
  list: GameListData | undefined;
  loading: boolean;
  failed: boolean;
  retry: () => void;
  timeZone: string;
  capReached: boolean;
  emptyText: string;
}) {
  const { t } = useTranslation(['games', 'common']);
  // Re-rendered when a game moves between open, under way and finished, not on every tick.
  useServerClock((t) => list?.games.map((g) => listStage(g, t)).join() ?? '');
  const now = lastTick();
  const [league, setLeague] = useLeagueFilter();
  const [showFinished, setShowFinished] = useState(false);
  // Games the player saw before they finished stay in view: the result they were waiting for.
  const watched = useRef(new Set<number>()).current;
  if (loading) {
    return (
      <Stack gap="sm" aria-busy>
        {[0, 1].map((i) => (
          <Skeleton key={i} height={190} radius="md" />
        ))}
      </Stack>
    );
  }
  if (failed || !list) {
    return (
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('list.loadFailed')}</Text>
        <Button size="xs" variant="default" onClick={retry}>
          {t('common:tryAgain')}
        </Button>
      </Stack>
    );
  }
  if (list.games.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="md">
        {emptyText}
      </Text>
    );
  }
  const leagues = leaguesOf(list.games);
  // A league remembered from another day that has no game today shows everything.
  const chosen = leagues.includes(league) ? league : 'all';
  const games = orderGames(
    list.games.filter((g) => chosen === 'all' || g.sport === chosen),
    now,
  );
  for (const g of games) if (listStage(g, now) !== 'final') watched.add(g.id);
  const current = games.filter((g) => listStage(g, now) !== 'final' || watched.has(g.id));
  const finished = games.filter((g) => listStage(g, now) === 'final' && !watched.has(g.id));
  const card = (game: (typeof games)[number]) => (
    <GameCard key={game.id} game={game} timeZone={list.timezone || timeZone} capReached={capReached} />
  );
  return (
    <Stack gap="sm">
      <ScoreAnnouncer games={list.games} />
      {leagues.length > 1 ? <LeagueChips leagues={leagues} value={chosen} onChange={setLeague} /> : null}
      <Cards games={current} card={card} />
      {finished.length > 0 ? (
        <>
          <Button
            variant="subtle"
            color="gray"
            size="sm"
            onClick={() => setShowFinished((s) => !s)}
            aria-expanded={showFinished}
            data-testid="finished-toggle"
          >
            {showFinished ? t('list.hideFinished') : t('list.showFinished', { count: finished.length })}
          </Button>
          {showFinished ? finished.map(card) : null}
        </>
      ) : null}
    </Stack>
  );
}
