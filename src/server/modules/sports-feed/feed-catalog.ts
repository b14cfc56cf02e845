import type { FeedSportName } from '../../../shared/constants';
import { LEAGUES, type LeagueSlug } from './sports-feed';

/**
 * The `provider` written on suggested games and games that came from the feed. Both adapters serve
 * ESPN's event ids (the fixtures are ESPN-shaped), so both write 'espn'; dedupe and live polling key
 * on (provider, provider_event_id).
 */
export const FEED_PROVIDER = 'espn';

/** What a sports row of a feed league holds when the feed has to create it (a fresh install). */
export interface FeedSportRow {
  name: FeedSportName;
  displayName: string;
  description: string;
  providerPath: string;
}

const DETAILS: Record<LeagueSlug, { displayName: string; description: string }> = {
  nfl: { displayName: 'National Football League', description: 'Professional American football.' },
  nba: { displayName: 'National Basketball Association', description: 'Professional basketball.' },
  mlb: { displayName: 'Major League Baseball', description: 'Professional baseball.' },
  'eng.1': { displayName: 'English Premier League', description: 'The top tier of English football.' },
  'esp.1': { displayName: 'LaLiga', description: 'The top division of Spanish football.' },
  'usa.1': { displayName: 'Major League Soccer', description: 'Professional soccer in the US and Canada.' },
  'college-football': { displayName: 'NCAA College Football', description: 'Division I college football.' },
};

/** The sports row of a league, for creating it when missing (the demo seed already has them). */
export const feedSportRow = (league: LeagueSlug): FeedSportRow => ({
  name: LEAGUES[league].sportName,
  providerPath: LEAGUES[league].path,
  ...DETAILS[league],
});
