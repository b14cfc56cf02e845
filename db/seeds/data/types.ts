/** One team (or, for PGA, one golfer) of the demo seed. Colours are '#RRGGBB'. */
export interface SeedTeam {
  name: string;
  abbreviation: string;
  primaryColor: string;
  secondaryColor: string;
  providerTeamId?: string;
}

export interface SeedSport {
  name: string;
  displayName: string;
  description: string;
  providerPath: string | null;
  teams: SeedTeam[];
}
