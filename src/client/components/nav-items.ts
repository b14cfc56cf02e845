import { HistoryIcon, HomeIcon, MoreIcon, PeopleIcon, TrophyIcon } from './icons';

/** The main navigation, `labelKey` its key in the nav catalogue (player.md: Home, History, Leaderboard, More), at the bottom on phones, on top on wide screens. */
export const NAV_ITEMS = [
  { to: '/', labelKey: 'home', Icon: HomeIcon },
  { to: '/picks', labelKey: 'history', Icon: HistoryIcon },
  { to: '/leaderboard', labelKey: 'leaderboard', Icon: TrophyIcon },
  { to: '/settings', labelKey: 'more', Icon: MoreIcon },
] as const;

/**
 * The header's navigation on wide screens: the bottom bar's four and Leagues (issue 41). Phones keep the spec's four
 * and reach leagues from More's quick links and the Leaderboard screen.
 */
export const TOP_NAV_ITEMS = [
  ...NAV_ITEMS.slice(0, 3),
  { to: '/leagues', labelKey: 'leagues', Icon: PeopleIcon },
  ...NAV_ITEMS.slice(3),
] as const;
