import { Container, Grid, Stack, VisuallyHidden } from '@mantine/core';
import { memo, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '../../../shared/schemas/auth';
import { AppFooter } from '../../components/AppFooter';
import { AppHeader } from '../../components/AppHeader';
import { BottomNav } from '../../components/BottomNav';
import { MAIN_ID } from '../../components/SkipLink';
import { GamesSection, POLL_MS } from '../../features/games/GamesSection';
import { MyLeaguesCard } from '../../features/leagues/MyLeaguesCard';
import { ConnectionNotice } from '../../features/live/ConnectionNotice';
import { HOME_BOARD_INPUT, useLiveBoard } from '../../features/live/use-live-board';
import { useLiveGames } from '../../features/live/use-live-games';
import { useLiveMe } from '../../features/live/use-live-me';
import { TimeZoneProposal } from '../../features/settings/TimeZoneProposal';
import { trpc } from '../../lib/trpc';
import { HomeBoard } from './HomeBoard';
import { PrizeBanner } from './PrizeBanner';
import { RecentAchievements } from './RecentAchievements';
import { StatCards } from './StatCards';
import { WinnerBanner } from './WinnerBanner';

// Each live message or answer re-renders this page; its parts re-render only when their own props change
// (a board's snapshot does not redraw the games, the header or the other board).
const Header = memo(AppHeader);
const Footer = memo(AppFooter);
const BottomBar = memo(BottomNav);
const Stats = memo(StatCards);
const Prize = memo(PrizeBanner);
const Winner = memo(WinnerBanner);
const Games = memo(GamesSection);
const Board = memo(HomeBoard);
const Leagues = memo(MyLeaguesCard);
const Achievements = memo(RecentAchievements);

/** Refresh of the slower figures while live updates are down. */
const SLOW_POLL_MS = POLL_MS.tomorrow;

/**
 * The home dashboard: header, stat cards, prize, games, the weekly and season top 10, recent
 * achievements, footer and bottom navigation. Live subscriptions keep it current; whatever is not
 * live at the moment refreshes on a timer instead.
 */
export function HomePage({ user }: { user: PublicUser }) {
  const { t } = useTranslation('home');
  const today = useLiveGames('today');
  const tomorrow = useLiveGames('tomorrow');
  const me = useLiveMe();
  const live = {
    today,
    tomorrow,
    me,
    weekly: useLiveBoard('weekly'),
    monthly: useLiveBoard('monthly'),
  };
  const gamesLive = useMemo(() => ({ today, tomorrow, me }), [today, tomorrow, me]);
  const poll = (isLive: boolean) => ({ refetchInterval: isLive ? (false as const) : SLOW_POLL_MS });
  trpc.auth.me.useQuery(undefined, poll(live.me));
  const weekly = trpc.leaderboard.weekly.useQuery(HOME_BOARD_INPUT, poll(live.weekly));
  const monthly = trpc.leaderboard.monthly.useQuery(HOME_BOARD_INPUT, poll(live.monthly));
  const prize = trpc.prizes.current.useQuery();
  const lastWinner = trpc.prizes.recentWinner.useQuery();
  const achievements = trpc.achievements.mine.useQuery();

  // The boards and achievements draw their rows in a transition (sliced, not one blocking task); they
  // show their placeholder until then, as while loading.
  const weeklyRows = useDeferredValue(weekly.data);
  const monthlyRows = useDeferredValue(monthly.data);
  const unlocked = useDeferredValue(achievements.data);
  const waiting = (query: { isPending: boolean; data?: unknown }, shown: unknown) =>
    query.isPending || (shown === undefined && query.data !== undefined);

  const listIndex = weekly.data?.players.findIndex((p) => p.id === user.id) ?? -1;
  const listRank = listIndex >= 0 ? (weekly.data?.players[listIndex]?.rank ?? listIndex + 1) : null;

  return (
    <>
      <Header user={user} />
      <Container size="lg" py="md" component="main" id={MAIN_ID}>
        <VisuallyHidden component="h1">{t('heading')}</VisuallyHidden>
        <Stack gap="md">
          <ConnectionNotice live={live.today && live.me} />
          <TimeZoneProposal user={user} />
          <Stats user={user} listRank={listRank} />
          {lastWinner.data ? <Winner winner={lastWinner.data} viewerId={user.id} /> : null}
          {prize.data ? <Prize prize={prize.data} /> : null}
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Games timeZone={user.timezone} live={gamesLive} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="md">
                <Board
                  title={t('boards.weekly')}
                  boardKey="weekly-streaks"
                  period="this week"
                  board={weeklyRows}
                  loading={waiting(weekly, weeklyRows)}
                  viewerId={user.id}
                  emptyText={t('boards.noneWeekly')}
                />
                <Board
                  title={t('boards.season')}
                  boardKey="season-streaks"
                  period="this month"
                  board={monthlyRows}
                  loading={waiting(monthly, monthlyRows)}
                  viewerId={user.id}
                  emptyText={t('boards.noneMonthly')}
                />
                <Leagues />
                <Achievements
                  unlocked={unlocked}
                  loading={waiting(achievements, unlocked)}
                  timeZone={user.timezone}
                />
              </Stack>
            </Grid.Col>
          </Grid>
        </Stack>
      </Container>
      <Footer />
      <BottomBar />
    </>
  );
}
