import type {
  FeedCompetitor,
  FeedEvent,
  LeagueSlug,
} from '../../../src/server/modules/sports-feed/sports-feed';
import { LEAGUES } from '../../../src/server/modules/sports-feed/sports-feed';

// Builders for tests: normalised feed events (rules tests) and ESPN-shaped JSON (HTTP tests).

const competitor = (id: string, name: string, over: Partial<FeedCompetitor> = {}): FeedCompetitor => ({
  providerTeamId: id,
  name,
  abbreviation: name.slice(0, 3).toUpperCase(),
  primaryColor: '#112233',
  secondaryColor: '#FFFFFF',
  score: null,
  record: null,
  probablePitcher: null,
  ...over,
});

export interface FeedEventSpec extends Partial<Omit<FeedEvent, 'home' | 'away'>> {
  home?: Partial<FeedCompetitor>;
  away?: Partial<FeedCompetitor>;
}

/** A scheduled NBA event between teams '1' (home) and '2' (away) unless told otherwise. */
export function feedEvent(spec: FeedEventSpec = {}): FeedEvent {
  const league: LeagueSlug = spec.league ?? 'nba';
  const { home, away, ...rest } = spec;
  return {
    providerEventId: 'E1',
    league,
    sportName: LEAGUES[league].sportName,
    scheduledTime: new Date('2026-11-22T00:00:00Z'),
    status: 'scheduled',
    winner: null,
    period: null,
    clockLabel: null,
    venue: 'Arena',
    line: null,
    ...rest,
    home: competitor('1', 'Home Club', home),
    away: competitor('2', 'Away Club', away),
  };
}

export interface EspnSide {
  id: string;
  name: string;
  score?: number;
  winner?: boolean;
  record?: string;
}

export interface EspnEventSpec {
  id: string;
  date: Date;
  home: EspnSide;
  away: EspnSide;
  /** ESPN's status.type.name, e.g. STATUS_IN_PROGRESS, STATUS_HALFTIME, STATUS_FINAL. */
  name?: string;
  state?: 'pre' | 'in' | 'post';
  completed?: boolean;
  period?: number;
  displayClock?: string;
  detail?: string;
}

const espnCompetitor = (side: EspnSide, homeAway: 'home' | 'away') => ({
  id: side.id,
  homeAway,
  team: {
    id: side.id,
    displayName: side.name,
    abbreviation: side.name.slice(0, 3).toUpperCase(),
    color: '1d428a',
    alternateColor: 'ffc72c',
  },
  score: String(side.score ?? 0),
  ...(side.winner === undefined ? {} : { winner: side.winner }),
  records: side.record ? [{ type: 'total', summary: side.record }] : [],
});

/** One event of an ESPN /scoreboard response, with the fields the parser reads. */
export function espnEventJson(spec: EspnEventSpec) {
  const status = {
    clock: 0,
    displayClock: spec.displayClock ?? '0:00',
    period: spec.period ?? 0,
    type: {
      name: spec.name ?? 'STATUS_SCHEDULED',
      state: spec.state ?? 'pre',
      completed: spec.completed ?? false,
      detail: spec.detail ?? '',
      shortDetail: spec.detail ?? '',
    },
  };
  const date = spec.date.toISOString().replace(/:00\.000Z$/, 'Z');
  return {
    id: spec.id,
    date,
    competitions: [
      {
        id: spec.id,
        date,
        venue: { fullName: 'Test Arena' },
        competitors: [espnCompetitor(spec.home, 'home'), espnCompetitor(spec.away, 'away')],
        status,
      },
    ],
    status,
  };
}
