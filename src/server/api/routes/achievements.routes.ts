import { tagged } from '../rest-table';

/** The achievements screen's calls (player.md section 7, plus the catalogue and sharing). */
export const achievementRoutes = tagged('Achievements', [
  {
    method: 'GET',
    url: '/achievements',
    procedure: 'achievements.mine',
    summary: 'My unlocked achievements, newest first',
  },
  {
    method: 'GET',
    url: '/achievements/catalogue',
    procedure: 'achievements.catalogue',
    summary: 'All 27 achievements with their thresholds',
  },
  {
    method: 'POST',
    url: '/achievements/share',
    procedure: 'achievements.share',
    summary: 'Record that I shared an unlocked achievement',
    description: '403 for an achievement I have not unlocked. Answers what the share itself unlocked.',
  },
]);
