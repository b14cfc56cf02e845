import { HistoryIcon, HomeIcon, MoreIcon, TrophyIcon } from './icons';

/** The main navigation (player.md: Home, History, Leaderboard, More), at the bottom on phones, on top on wide screens. */
export const NAV_ITEMS = [
  { to: '/', label: 'Home', Icon: HomeIcon },
  { to: '/picks', label: 'History', Icon: HistoryIcon },
  { to: '/leaderboard', label: 'Leaderboard', Icon: TrophyIcon },
  { to: '/settings', label: 'More', Icon: MoreIcon },
] as const;
