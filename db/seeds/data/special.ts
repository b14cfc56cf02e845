// Special: the two placeholder entries used for free wins and free losses.
import type { SeedTeam } from './types';

export const SPECIAL_TEAMS: SeedTeam[] = [
  { name: 'Free Win', abbreviation: 'WIN', primaryColor: '#2F9E44', secondaryColor: '#FFFFFF' },
  { name: 'Free Loss', abbreviation: 'LOSS', primaryColor: '#C92A2A', secondaryColor: '#FFFFFF' },
];
