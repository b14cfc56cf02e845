// The player's catalogues in English, as one chunk fetched when the app shows this language (resources.ts, which
// checks their shape: this file imports nothing from it, so that nothing goes round in a circle).
import account from './locales/en/account.json';
import achievements from './locales/en/achievements.json';
import auth from './locales/en/auth.json';
import common from './locales/en/common.json';
import games from './locales/en/games.json';
import history from './locales/en/history.json';
import home from './locales/en/home.json';
import leaderboard from './locales/en/leaderboard.json';
import leagues from './locales/en/leagues.json';
import legal from './locales/en/legal.json';
import nav from './locales/en/nav.json';
import pages from './locales/en/pages.json';
import premium from './locales/en/premium.json';
import profile from './locales/en/profile.json';
import settings from './locales/en/settings.json';
import stats from './locales/en/stats.json';
import welcome from './locales/en/welcome.json';

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
