// The player's catalogues in Spanish, as one chunk fetched when the app shows this language (resources.ts, which
// checks their shape: this file imports nothing from it, so that nothing goes round in a circle).
import account from './locales/es/account.json';
import achievements from './locales/es/achievements.json';
import auth from './locales/es/auth.json';
import common from './locales/es/common.json';
import games from './locales/es/games.json';
import history from './locales/es/history.json';
import home from './locales/es/home.json';
import leaderboard from './locales/es/leaderboard.json';
import leagues from './locales/es/leagues.json';
import legal from './locales/es/legal.json';
import nav from './locales/es/nav.json';
import pages from './locales/es/pages.json';
import premium from './locales/es/premium.json';
import profile from './locales/es/profile.json';
import settings from './locales/es/settings.json';
import stats from './locales/es/stats.json';
import welcome from './locales/es/welcome.json';

export const catalogues = {
  common,
  games,
  home,
  nav,
  auth,
  settings,
  leaderboard,
  history,
  achievements,
  stats,
  profile,
  pages,
  legal,
  premium,
  welcome,
  account,
  leagues,
};
