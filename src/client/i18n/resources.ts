import enAccount from './locales/en/account.json';
import enAchievements from './locales/en/achievements.json';
import enAdmin from './locales/en/admin.json';
import enAuth from './locales/en/auth.json';
import enCommon from './locales/en/common.json';
import enGames from './locales/en/games.json';
import enHistory from './locales/en/history.json';
import enHome from './locales/en/home.json';
import enLeaderboard from './locales/en/leaderboard.json';
import enLeagues from './locales/en/leagues.json';
import enLegal from './locales/en/legal.json';
import enNav from './locales/en/nav.json';
import enPages from './locales/en/pages.json';
import enPremium from './locales/en/premium.json';
import enProfile from './locales/en/profile.json';
import enSettings from './locales/en/settings.json';
import enStats from './locales/en/stats.json';
import enWelcome from './locales/en/welcome.json';
import esAccount from './locales/es/account.json';
import esAchievements from './locales/es/achievements.json';
import esAdmin from './locales/es/admin.json';
import esAuth from './locales/es/auth.json';
import esCommon from './locales/es/common.json';
import esGames from './locales/es/games.json';
import esHistory from './locales/es/history.json';
import esHome from './locales/es/home.json';
import esLeaderboard from './locales/es/leaderboard.json';
import esLeagues from './locales/es/leagues.json';
import esLegal from './locales/es/legal.json';
import esNav from './locales/es/nav.json';
import esPages from './locales/es/pages.json';
import esPremium from './locales/es/premium.json';
import esProfile from './locales/es/profile.json';
import esSettings from './locales/es/settings.json';
import esStats from './locales/es/stats.json';
import esWelcome from './locales/es/welcome.json';

// One catalogue per language and namespace (src/client/i18n/locales/<language>/<namespace>.json). A namespace is
// a part of the app; its English file is the source, with a `_context` note for a translator on every key whose
// words alone do not say where or how they show.

export const NAMESPACES = [
  'common',
  'games',
  'home',
  'nav',
  'auth',
  'settings',
  'leaderboard',
  'history',
  'achievements',
  'stats',
  'profile',
  'pages',
  'legal',
  'premium',
  'welcome',
  'account',
  'leagues',
  'admin',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;

export const english = {
  common: enCommon,
  games: enGames,
  home: enHome,
  nav: enNav,
  auth: enAuth,
  settings: enSettings,
  leaderboard: enLeaderboard,
  history: enHistory,
  achievements: enAchievements,
  stats: enStats,
  profile: enProfile,
  pages: enPages,
  legal: enLegal,
  premium: enPremium,
  welcome: enWelcome,
  account: enAccount,
  leagues: enLeagues,
  admin: enAdmin,
} as const;

export const resources = {
  en: english,
  es: {
    common: esCommon,
    games: esGames,
    home: esHome,
    nav: esNav,
    auth: esAuth,
    settings: esSettings,
    leaderboard: esLeaderboard,
    history: esHistory,
    achievements: esAchievements,
    stats: esStats,
    profile: esProfile,
    pages: esPages,
    legal: esLegal,
    premium: esPremium,
    welcome: esWelcome,
    account: esAccount,
    leagues: esLeagues,
    admin: esAdmin,
  },
} as const;
