import { body, type RestRoute } from '../route';

/** The achievements screen's calls (player.md section 7, plus the catalogue and sharing). */
export const achievementRoutes: RestRoute[] = [
  { method: 'GET', url: '/achievements', call: (c) => c.achievements.mine() },
  { method: 'GET', url: '/achievements/catalogue', call: (c) => c.achievements.catalogue() },
  { method: 'POST', url: '/achievements/share', call: (c, req) => c.achievements.share(body(req)) },
];
