import type { Insertable } from 'kysely';
import type { GamesTable } from '../db/schema';
import { FEED_PROVIDER } from '../sports-feed/feed-catalog';
import { LEAGUES } from '../sports-feed/sports-feed';
import type { DemoDraft } from './demo-keeper.rules';
import { SeededRandom } from './seeded-random';

/** What a demo game row copies from its teams (their records at the time, like an imported game). */
export interface DemoTeamFacts {
  id: number;
  sportId: number;
  name: string;
  wins: number;
  losses: number;
  ties: number;
}

const PITCHERS = [
  'Gerrit Cole',
  'Zack Wheeler',
  'Tarik Skubal',
  'Paul Skenes',
  'Logan Webb',
  'Corbin Burnes',
];

/** The columns every demo game takes from its two teams: sides, their records at the time (ties in
 * soccer), and a venue. */
export function matchupColumns(
  home: DemoTeamFacts,
  away: DemoTeamFacts,
  soccer: boolean,
): Pick<
  Insertable<GamesTable>,
  | 'sport_id'
  | 'home_team_id'
  | 'away_team_id'
  | 'home_team_wins'
  | 'home_team_losses'
  | 'home_team_ties'
  | 'away_team_wins'
  | 'away_team_losses'
  | 'away_team_ties'
  | 'venue'
> {
  return {
    sport_id: home.sportId,
    home_team_id: home.id,
    away_team_id: away.id,
    home_team_wins: home.wins,
    home_team_losses: home.losses,
    home_team_ties: soccer ? home.ties : null,
    away_team_wins: away.wins,
    away_team_losses: away.losses,
    away_team_ties: soccer ? away.ties : null,
    venue: `${home.name} home ground`,
  };
}

/** Two starting pitchers and their records for a demo MLB game. */
export function pitcherColumns(random: SeededRandom) {
  const [h, a] = random.pair(PITCHERS);
  return {
    home_starting_pitcher: h,
    away_starting_pitcher: a,
    home_pitcher_record: `${random.int(5, 15)}-${random.int(3, 10)}`,
    away_pitcher_record: `${random.int(5, 15)}-${random.int(3, 10)}`,
  };
}

/** The games row of a planned demo game: a feed game with its event id, records, venue and MLB pitchers. */
export function demoGameRow(
  draft: DemoDraft,
  home: DemoTeamFacts,
  away: DemoTeamFacts,
  createdAt: Date,
): Insertable<GamesTable> {
  const row: Insertable<GamesTable> = {
    ...matchupColumns(home, away, LEAGUES[draft.league].soccer),
    scheduled_time: draft.start,
    provider: FEED_PROVIDER,
    provider_event_id: draft.eventId,
    created_at: createdAt,
    updated_at: createdAt,
  };
  if (draft.league === 'mlb')
    Object.assign(row, pitcherColumns(new SeededRandom(`pitchers:${draft.eventId}`)));
  return row;
}
