import type { Locale } from '../../shared/i18n/locale';
import type enAccount from './locales/en/account.json';
import type enAchievements from './locales/en/achievements.json';
import type enAdmin from './locales/en/admin.json';
import type enAuth from './locales/en/auth.json';
import type enCommon from './locales/en/common.json';
import type enGames from './locales/en/games.json';
import type enHistory from './locales/en/history.json';
import type enHome from './locales/en/home.json';
import type enLeaderboard from './locales/en/leaderboard.json';
import type enLeagues from './locales/en/leagues.json';
import type enLegal from './locales/en/legal.json';
import type enNav from './locales/en/nav.json';
import type enPages from './locales/en/pages.json';
import type enPremium from './locales/en/premium.json';
import type enProfile from './locales/en/profile.json';
import type enSettings from './locales/en/settings.json';
import type enStats from './locales/en/stats.json';
import type enWelcome from './locales/en/welcome.json';

// One catalogue per language and namespace (src/client/i18n/locales/<language>/<namespace>.json). A namespace is
// a part of the app; its English file is the source, with a `_context` note for a translator on every key whose
// words alone do not say where or how they show.
//
// None is bundled with the app's first JavaScript (ADR 0051): the browser fetches the player's namespaces of the
// language showing, all in one chunk per language (player-en.ts, player-es.ts), before the first render; the
// other language only when the player switches to it; `admin` only on /admin. The imports above are types only:
// they give the keys' types, and no text.

/** The namespaces every player screen may need, fetched together at start. */
export const PLAYER_NAMESPACES = [
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
] as const;

/** The admin dashboard's words: a third of all the text, fetched only when /admin opens. */
export const ADMIN_NAMESPACE = 'admin';

export const NAMESPACES = [...PLAYER_NAMESPACES, ADMIN_NAMESPACE] as const;
export type Namespace = (typeof NAMESPACES)[number];
export type PlayerNamespace = (typeof PLAYER_NAMESPACES)[number];
export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;

/** The English catalogues' shape: what `t()`'s keys are checked against. */
export interface English {
  common: typeof enCommon;
  games: typeof enGames;
  home: typeof enHome;
  nav: typeof enNav;
  auth: typeof enAuth;
  settings: typeof enSettings;
  leaderboard: typeof enLeaderboard;
  history: typeof enHistory;
  achievements: typeof enAchievements;
  stats: typeof enStats;
  profile: typeof enProfile;
  pages: typeof enPages;
  legal: typeof enLegal;
  premium: typeof enPremium;
  welcome: typeof enWelcome;
  account: typeof enAccount;
  leagues: typeof enLeagues;
  admin: typeof enAdmin;
}

/** A language's player catalogues, as player-en.ts and player-es.ts export them. */
export type PlayerCatalogues = { [N in PlayerNamespace]: Record<string, unknown> };

// One chunk per language for the player's namespaces (one request at start, not seventeen); admin apart.
const PLAYER: Record<Locale, () => Promise<{ catalogues: Partial<PlayerCatalogues> }>> = {
  en: () => import('./player-en'),
  es: () => import('./player-es'),
};
const ADMIN: Record<Locale, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./locales/en/admin.json'),
  es: () => import('./locales/es/admin.json'),
};

const isPlayerNamespace = (ns: string): ns is PlayerNamespace =>
  (PLAYER_NAMESPACES as readonly string[]).includes(ns);

/** Fetches one namespace of one language (i18next's backend calls it; a chunk already fetched is not fetched again). */
export async function loadCatalogue(language: Locale, ns: string): Promise<Record<string, unknown>> {
  if (ns === ADMIN_NAMESPACE) return (await ADMIN[language]()).default;
  if (!isPlayerNamespace(ns)) throw new Error(`No catalogue for the namespace '${ns}'`);
  const catalogue = (await PLAYER[language]()).catalogues[ns];
  // The chunk holds the language's files as they are on disk: a namespace without its file is a build's mistake.
  if (!catalogue) throw new Error(`No ${language} catalogue file for the namespace '${ns}'`);
  return catalogue;
}
