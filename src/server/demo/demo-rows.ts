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

/** The games row of a planned demo game: a feed game with its event id, records, venue and MLB pitchers. */
export function demoGameRow(
  draft: DemoDraft,
  home: DemoTeamFacts,
  away: DemoTeamFacts,
  createdAt: Date,
): Insertable<GamesTable> {
  const soccer = LEAGUES[draft.league].soccer;
  const row: Insertable<GamesTable> = {
    sport_id: home.sportId,
    home_team_id: home.id,
    away_team_id: away.id,
    scheduled_time: draft.start,
    home_team_wins: home.wins,
    home_team_losses: home.losses,
    home_team_ties: soccer ? home.ties : null,
    away_team_wins: away.wins,
    away_team_losses: away.losses,
    away_team_ties: soccer ? away.ties : null,
    venue: `${home.name} home ground`,
    provider: FEED_PROVIDER,
    provider_event_id: draft.eventId,
    created_at: createdAt,
    updated_at: createdAt,
  };
  if (draft.league === 'mlb') {
    const random = new SeededRandom(`pitchers:${draft.eventId}`);
    const [h, a] = random.pair(PITCHERS);
    Object.assign(row, {
      home_starting_pitcher: h,
      away_starting_pitcher: a,
      home_pitcher_record: `${random.int(5, 15)}-${random.int(3, 10)}`,
      away_pitcher_record: `${random.int(5, 15)}-${random.int(3, 10)}`,
    });
  }
  return row;
}
