// The sports data feed behind one interface: the ESPN HTTP adapter for production and the recorded
// fixture adapter for tests and the offline demo both return these normalised shapes, so nothing
// past this folder knows ESPN's JSON.
import type { FeedSportName } from '../../../shared/constants';

/** Leagues the feed serves, named by ESPN's league slug. */
export const LEAGUE_SLUGS = ['nfl', 'nba', 'mlb', 'eng.1', 'esp.1', 'usa.1', 'college-football'] as const;
export type LeagueSlug = (typeof LEAGUE_SLUGS)[number];

/** How a sport's live clock is read; see clock-label.rules.ts. */
export type ClockSport = 'football' | 'basketball' | 'college-basketball' | 'baseball' | 'soccer' | 'golf';

export interface LeagueInfo {
  slug: LeagueSlug;
  /** ESPN's path below the base URL: `<sport>/<league>`. */
  path: string;
  sportName: FeedSportName;
  clockSport: ClockSport;
  /** Soccer records read W-D-L and a draw is a normal result. */
  soccer: boolean;
}

export const LEAGUES: Record<LeagueSlug, LeagueInfo> = {
  nfl: { slug: 'nfl', path: 'football/nfl', sportName: 'NFL', clockSport: 'football', soccer: false },
  nba: { slug: 'nba', path: 'basketball/nba', sportName: 'NBA', clockSport: 'basketball', soccer: false },
  mlb: { slug: 'mlb', path: 'baseball/mlb', sportName: 'MLB', clockSport: 'baseball', soccer: false },
  'eng.1': {
    slug: 'eng.1',
    path: 'soccer/eng.1',
    sportName: 'Premier League',
    clockSport: 'soccer',
    soccer: true,
  },
  'esp.1': { slug: 'esp.1', path: 'soccer/esp.1', sportName: 'La Liga', clockSport: 'soccer', soccer: true },
  'usa.1': { slug: 'usa.1', path: 'soccer/usa.1', sportName: 'MLS', clockSport: 'soccer', soccer: true },
  'college-football': {
    slug: 'college-football',
    path: 'football/college-football',
    sportName: 'College Football',
    clockSport: 'football',
    soccer: false,
  },
};

/** The product's sport name -> feed league (read off LEAGUES). PGA and Special have no feed league. */
export const SPORT_TO_LEAGUE = Object.fromEntries(
  LEAGUE_SLUGS.map((slug) => [LEAGUES[slug].sportName, slug]),
) as Record<FeedSportName, LeagueSlug>;

/** The feed league of a sport row's name, or null when the sport is not fed (PGA, Special). */
export const leagueForSport = (sportName: string): LeagueSlug | null =>
  Object.hasOwn(SPORT_TO_LEAGUE, sportName) ? SPORT_TO_LEAGUE[sportName as FeedSportName] : null;

export const isLeagueSlug = (value: string): value is LeagueSlug =>
  (LEAGUE_SLUGS as readonly string[]).includes(value);

export type FeedStatus = 'scheduled' | 'live' | 'completed' | 'postponed';
export type FeedWinner = 'home' | 'away' | 'push';

/** Ties are draws in soccer. */
export interface TeamRecord {
  wins: number;
  losses: number;
  ties: number;
}

export interface ProbablePitcher {
  name: string;
  /** ESPN's own summary without parentheses, e.g. '7-1, 1.71'; null when not given. */
  record: string | null;
}

export interface FeedCompetitor {
  providerTeamId: string;
  name: string;
  abbreviation: string;
  /** '#RRGGBB' or null. */
  primaryColor: string | null;
  secondaryColor: string | null;
  /** Null before the start and for postponed games (ESPN sends '0' for those). */
  score: number | null;
  record: TeamRecord | null;
  probablePitcher: ProbablePitcher | null;
}

/**
 * The line the feed gives for a game (ESPN's first odds entry): the favourite's side and the points it gives
 * (0 with no favourite: a pick'em; null: no spread), the over/under, the feed's words and its bookmaker.
 */
export interface FeedLine {
  favorite: 'home' | 'away' | null;
  spread: number | null;
  overUnder: number | null;
  details: string | null;
  source: string;
}

export interface FeedEvent {
  providerEventId: string;
  league: LeagueSlug;
  sportName: FeedSportName;
  scheduledTime: Date;
  status: FeedStatus;
  home: FeedCompetitor;
  away: FeedCompetitor;
  /** Only for completed games. */
  winner: FeedWinner | null;
  /** Quarter, half, inning or round; null before the start. */
  period: number | null;
  /** Normalised label (clock-label.rules.ts); null before the start. */
  clockLabel: string | null;
  venue: string | null;
  /** Null when the feed gives none (ESPN drops the odds of many games, and of most once they start). */
  line: FeedLine | null;
}

export interface FeedTeam {
  providerTeamId: string;
  name: string;
  abbreviation: string;
  primaryColor: string | null;
  secondaryColor: string | null;
  /**
   * ESPN's /teams list usually carries no record; null then, so a refresh never overwrites a
   * team's known record with zeros.
   */
  record: TeamRecord | null;
}

export interface SportsFeed {
  /** Events of a league whose scheduled time falls in [from, to). */
  scoreboard(league: LeagueSlug, from: Date, to: Date): Promise<FeedEvent[]>;
  teams(league: LeagueSlug): Promise<FeedTeam[]>;
}

/** Anything the feed cannot deliver: unreachable, non-200, not JSON, not the expected shape. */
export class FeedError extends Error {
  override name = 'FeedError';
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

/** Keeps the events of [from, to), sorted by time then id so callers see a stable order. */
export const eventsInWindow = (events: FeedEvent[], from: Date, to: Date): FeedEvent[] =>
  events
    .filter((e) => e.scheduledTime >= from && e.scheduledTime < to)
    .sort(
      (a, b) =>
        a.scheduledTime.getTime() - b.scheduledTime.getTime() ||
        a.providerEventId.localeCompare(b.providerEventId),
    );
