import type { DB } from '../../../platform/db/client';
import { FEED_PROVIDER } from '../feed-catalog';
import { DEMO_EVENT_PREFIX } from './demo-keeper.rules';

// Queries of the live demo. Demo games are feed games (provider FEED_PROVIDER) whose event id starts with
// DEMO_EVENT_PREFIX; ESPN's own ids are numbers, so the two never meet.

function demoGames(db: DB) {
  return db
    .selectFrom('games as g')
    .innerJoin('sports as s', 's.id', 'g.sport_id')
    .where('g.provider', '=', FEED_PROVIDER)
    .where('g.provider_event_id', 'like', `${DEMO_EVENT_PREFIX}%`);
}

/** Demo games of one sport that started in [from, to), with both teams, for the demo feed. */
export function startedDemoGames(db: DB, sportName: string, from: Date, to: Date) {
  return demoGames(db)
    .innerJoin('teams as h', 'h.id', 'g.home_team_id')
    .innerJoin('teams as a', 'a.id', 'g.away_team_id')
    .where('s.name', '=', sportName)
    .where('g.scheduled_time', '>=', from)
    .where('g.scheduled_time', '<', to)
    .select([
      'g.provider_event_id as event_id',
      'g.scheduled_time',
      'g.venue',
      'h.id as home_id',
      'h.name as home_name',
      'h.abbreviation as home_abbreviation',
      'h.primary_color as home_primary',
      'h.secondary_color as home_secondary',
      'h.provider_team_id as home_provider_id',
      'a.id as away_id',
      'a.name as away_name',
      'a.abbreviation as away_abbreviation',
      'a.primary_color as away_primary',
      'a.secondary_color as away_secondary',
      'a.provider_team_id as away_provider_id',
    ])
    .orderBy('g.scheduled_time')
    .orderBy('g.id')
    .execute();
}

/** Demo games starting in [from, to), whatever their status: what the keeper plans around. */
export function demoGamesBetween(db: DB, from: Date, to: Date) {
  return demoGames(db)
    .where('g.scheduled_time', '>=', from)
    .where('g.scheduled_time', '<', to)
    .select(['g.provider_event_id as event_id', 'g.scheduled_time', 'g.status', 's.name as sport'])
    .execute();
}

/** Demo games not completed that started before `before` (the live poller no longer follows them). */
export function overdueDemoGames(db: DB, before: Date) {
  return demoGames(db)
    .where('g.status', '<>', 'completed')
    .where('g.scheduled_time', '<', before)
    .select(['g.id', 'g.provider_event_id as event_id', 'g.scheduled_time', 's.name as sport'])
    .orderBy('g.scheduled_time')
    .execute();
}

/** Teams the demo can pair: those of the named sports that carry a feed team id, by id. */
export function demoTeams(db: DB, sportNames: readonly string[]) {
  return db
    .selectFrom('teams as t')
    .innerJoin('sports as s', 's.id', 't.sport_id')
    .where('s.name', 'in', [...sportNames])
    .where('t.provider_team_id', 'is not', null)
    .select(['t.id', 't.sport_id', 's.name as sport', 't.name', 't.wins', 't.losses', 't.ties'])
    .orderBy('t.id')
    .execute();
}
