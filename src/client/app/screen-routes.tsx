import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, type RouteObject } from 'react-router';
import { CenteredLoader } from '../components/QueryStates';
import { ScreenFrame } from '../components/ScreenFrame';
import { useCurrentUser } from '../features/auth/use-current-user';

/**
 * The player's screens besides home and sign-in. Every page is its own chunk (React.lazy), so the first
 * load carries only home and sign-in. router.tsx places `signedInScreens` under SignedInOnly and
 * `publicScreens` beside it, all under AuthGate.
 */

const SubscribePage = lazy(() => import('../pages/subscribe/SubscribePage'));
const HistoryPage = lazy(() => import('../pages/history/HistoryPage'));
const LeaderboardPage = lazy(() => import('../pages/leaderboard/LeaderboardPage'));
const SettingsPage = lazy(() => import('../pages/settings/SettingsPage'));
const AchievementsPage = lazy(() => import('../pages/achievements/AchievementsPage'));
const ResetPasswordPage = lazy(() => import('../pages/reset-password/ResetPasswordPage'));
const StatsPage = lazy(() => import('../pages/stats/StatsPage'));
const AboutPage = lazy(() => import('../pages/about/AboutPage'));
const ContactPage = lazy(() => import('../pages/contact/ContactPage'));
const LeaguesPage = lazy(() => import('../pages/leagues/LeaguesPage'));
const LeaguePage = lazy(() => import('../pages/leagues/LeaguePage'));
const JoinPage = lazy(() => import('../pages/leagues/JoinPage'));
const SharePage = lazy(() => import('../pages/share/SharePage'));
const TermsPage = lazy(() => import('../pages/legal/TermsPage'));
const PrivacyPage = lazy(() => import('../pages/legal/PrivacyPage'));
const WelcomePage = lazy(() => import('../pages/welcome/WelcomePage'));

function PageLoading() {
  const { t } = useTranslation();
  return <CenteredLoader label={t('loadingPage')} />;
}

function page(Page: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}

/** The frame around these screens, for whoever is (or is not) signed in. */
function PlayerFrame() {
  const { user } = useCurrentUser();
  return (
    <ScreenFrame user={user}>
      <Outlet />
    </ScreenFrame>
  );
}

/** player.md section 2: routes only a signed-in player has. */
export const signedInScreens: RouteObject[] = [
  {
    element: <PlayerFrame />,
    children: [
      { path: '/subscribe', element: page(SubscribePage) },
      { path: '/settings', element: page(SettingsPage) },
      { path: '/achievements', element: page(AchievementsPage) },
      { path: '/picks', element: page(HistoryPage) },
      { path: '/leaderboard', element: page(LeaderboardPage) },
      { path: '/leagues', element: page(LeaguesPage) },
      { path: '/leagues/:id', element: page(LeaguePage) },
      { path: '/stats', element: page(StatsPage) },
    ],
  },
];

/**
 * Routes for everyone. /reset-password is listed for signed-out visitors only, but a signed-in player
 * who opens a reset link from their mail should still reach it rather than a 404.
 */
export const publicScreens: RouteObject[] = [
  {
    element: <PlayerFrame />,
    children: [
      { path: '/about', element: page(AboutPage) },
      { path: '/contact', element: page(ContactPage) },
      { path: '/terms', element: page(TermsPage) },
      { path: '/privacy', element: page(PrivacyPage) },
      // After a first sign-in with a provider: the one short screen (or proving an existing account).
      { path: '/welcome', element: page(WelcomePage) },
      { path: '/reset-password', element: page(ResetPasswordPage) },
      // An invite link: signed out, it signs in or up first and comes back.
      { path: '/join/:code', element: page(JoinPage) },
      // Shared streaks and achievements: the card their link previews show, and the way in.
      { path: '/share/streak/:token', element: page(SharePage) },
      { path: '/share/achievement/:type/:token', element: page(SharePage) },
    ],
  },
];
