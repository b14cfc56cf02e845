/** A sport row as it is created: by the admin's form, the sports feed or the free pick. */
export interface SportRow {
  name: string;
  displayName: string;
  description?: string | null | undefined;
  /** ESPN's `<sport>/<league>` path for a feed league. */
  providerPath?: string | null | undefined;
}

/** A team as it is created; fields the creator does not know are null (or a 0-0-0 record). */
export interface NewTeam {
  name: string;
  abbreviation: string | null;
  providerTeamId: string | null;
  primaryColor: string | null;
  secondaryColor: string | null;
  wins: number;
  losses: number;
  ties: number;
}

/** A stored team as the feed's facts are laid over it (team sync). */
export interface TeamFacts {
  id: number;
  name: string;
  abbreviation: string | null;
  provider_team_id: string | null;
  primary_color: string | null;
  secondary_color: string | null;
  wins: number;
  losses: number;
  ties: number;
}

/** The facts of a stored team a sync or an approval may change. */
export type TeamChanges = Partial<Omit<TeamFacts, 'id' | 'name'>>;

export const NO_COLOR = '#808080';

/** A colour as the screens draw it: the stored one, else grey. */
export const colorOrGrey = (color: string | null | undefined) => color || NO_COLOR;

/** A team with only a name: what the admin's "Create new team" makes. */
export const namedTeam = (name: string): NewTeam => ({
  name,
  abbreviation: null,
  providerTeamId: null,
  primaryColor: null,
  secondaryColor: null,
  wins: 0,
  losses: 0,
  ties: 0,
});
