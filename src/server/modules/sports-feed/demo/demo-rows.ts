import type { Insertable } from 'kysely';
import { localDay } from '../../../../shared/periods';
import type { GamesTable } from '../../../platform/db/schema';
import { FEED_PROVIDER } from '../feed-catalog';
import { LEAGUES } from '../sports-feed';
import type { DemoDraft } from './demo-keeper.rules';
import { demoLineColumns } from './demo-line.rules';
import { MLB_ROTATIONS } from './mlb-rotations';
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

/**
 * Each club's starter for a demo MLB game: its rotation turns by the game's day, so a pitcher starts only for his
 * own team and never on two days running. A pitcher's record is the same in every game he starts.
 */
export function pitcherColumns(home: string, away: string, start: Date) {
  const day = Date.parse(localDay(start, 'America/New_York').date) / 86_400_000;
  const starter = (team: string) => {
    const rotation = MLB_ROTATIONS[team];
    return rotation ? rotation[day % rotation.length]! : null;
  };
  const record = (pitcher: string | null) => {
    if (!pitcher) return null;
    const random = new SeededRandom(`pitcher:${pitcher}`);
    return `${random.int(6, 16)}-${random.int(4, 11)}`;
  };
  const [h, a] = [starter(home), starter(away)];
  return {
    home_starting_pitcher: h,
    away_starting_pitcher: a,
    home_pitcher_record: record(h),
    away_pitcher_record: record(a),
  };
}

/** The games row of a planned demo game: a feed game with its event id, records, venue, line and MLB pitchers. */
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
    ...demoLineColumns(draft.league, draft.eventId, home, away, createdAt),
    created_at: createdAt,
    updated_at: createdAt,
  };
  if (draft.league === 'mlb') Object.assign(row, pitcherColumns(home.name, away.name, draft.start));
  return row;
}
