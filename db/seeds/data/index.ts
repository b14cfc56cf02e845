// Demo seed: every sport with its teams, in display order.
import { COLLEGE_FOOTBALL_TEAMS } from './college-football';
import { LA_LIGA_TEAMS } from './la-liga';
import { MLB_TEAMS } from './mlb';
import { MLS_TEAMS } from './mls';
import { NBA_TEAMS } from './nba';
import { NFL_TEAMS } from './nfl';
import { PGA_GOLFERS } from './pga';
import { PREMIER_LEAGUE_TEAMS } from './premier-league';
import { SPECIAL_TEAMS } from './special';
import type { SeedSport } from './types';

export const SEED_SPORTS: SeedSport[] = [
  {
    name: 'NFL',
    displayName: 'National Football League',
    description: 'The top professional American football league, with 32 teams across the AFC and NFC.',
    providerPath: 'football/nfl',
    teams: NFL_TEAMS,
  },
  {
    name: 'NBA',
    displayName: 'National Basketball Association',
    description: 'The premier professional basketball league in North America, with 30 teams.',
    providerPath: 'basketball/nba',
    teams: NBA_TEAMS,
  },
  {
    name: 'MLB',
    displayName: 'Major League Baseball',
    description:
      'The highest level of professional baseball, with 30 clubs in the American and National Leagues.',
    providerPath: 'baseball/mlb',
    teams: MLB_TEAMS,
  },
  {
    name: 'Premier League',
    displayName: 'English Premier League',
    description: 'The top tier of English football, where 20 clubs play each other home and away.',
    providerPath: 'soccer/eng.1',
    teams: PREMIER_LEAGUE_TEAMS,
  },
  {
    name: 'La Liga',
    displayName: 'LaLiga',
    description: 'The top division of Spanish football, contested by 20 clubs.',
    providerPath: 'soccer/esp.1',
    teams: LA_LIGA_TEAMS,
  },
  {
    name: 'MLS',
    displayName: 'Major League Soccer',
    description: 'The top professional soccer league in the United States and Canada, with 30 clubs.',
    providerPath: 'soccer/usa.1',
    teams: MLS_TEAMS,
  },
  {
    name: 'College Football',
    displayName: 'NCAA College Football',
    description: 'Division I FBS college football, featuring some of the best-known programs in the country.',
    providerPath: 'football/college-football',
    teams: COLLEGE_FOOTBALL_TEAMS,
  },
  {
    name: 'PGA',
    displayName: 'PGA Tour',
    description: "The leading men's professional golf tour, where you pick golfers instead of teams.",
    providerPath: 'golf/pga',
    teams: PGA_GOLFERS,
  },
  {
    name: 'Special',
    displayName: 'Special',
    description: 'Placeholder picks that count as an automatic win or loss, used for manual adjustments.',
    providerPath: null,
    teams: SPECIAL_TEAMS,
  },
];
