import { parseScoreboard, parseTeams, type Skipped } from './espn.parser';
import {
  eventsInWindow,
  FeedError,
  type FeedEvent,
  type FeedTeam,
  LEAGUES,
  type LeagueSlug,
  type SportsFeed,
} from './sports-feed';

export const DEFAULT_ESPN_URL = 'https://site.api.espn.com/apis/site/v2/sports';
const DAY_MS = 86_400_000;

export interface EspnFeedOptions {
  /** e.g. DEFAULT_ESPN_URL; the caller reads it from SPORTS_FEED_URL. */
  baseUrl: string;
  /** Per request; the poller runs on a schedule and must not hang on a stuck connection. */
  timeoutMs?: number;
  /** Told about events or teams the parser had to leave out, so they can be logged. */
  onSkipped?: (what: string, skipped: Skipped[]) => void;
}

/** 'YYYYMMDD' of an instant's UTC day, the format of ESPN's `dates` parameter. */
const ymd = (d: Date) => d.toISOString().slice(0, 10).replaceAll('-', '');

/**
 * ESPN's `dates` range is inclusive and groups events by its own (US Eastern) day, so the request
 * asks for one more day on each side and the exact [from, to) window is applied afterwards.
 */
export const scoreboardDates = (from: Date, to: Date): string =>
  `${ymd(new Date(from.getTime() - DAY_MS))}-${ymd(new Date(to.getTime() - 1 + DAY_MS))}`;

/** The real feed: ESPN's public site API over HTTP. */
export class EspnFeed implements SportsFeed {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: EspnFeedOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  async scoreboard(league: LeagueSlug, from: Date, to: Date): Promise<FeedEvent[]> {
    const dates = scoreboardDates(from, to);
    const url = `${this.baseUrl}/${LEAGUES[league].path}/scoreboard?dates=${dates}&limit=500`;
    const { events, skipped } = parseScoreboard(await this.getJson(url), league);
    if (skipped.length > 0) this.options.onSkipped?.(`${league} scoreboard`, skipped);
    return eventsInWindow(events, from, to);
  }

  async teams(league: LeagueSlug): Promise<FeedTeam[]> {
    const { teams, skipped } = parseTeams(
      await this.getJson(`${this.baseUrl}/${LEAGUES[league].path}/teams`),
      league,
    );
    if (skipped.length > 0) this.options.onSkipped?.(`${league} teams`, skipped);
    return teams;
  }

  private async getJson(url: string): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'TimeoutError') {
        throw new FeedError(`The sports feed did not answer within ${this.timeoutMs} ms (${url})`);
      }
      throw new FeedError(`The sports feed could not be reached (${url}): ${(error as Error).message}`);
    }
    let body: string;
    try {
      body = await response.text();
    } catch (error) {
      // The timeout also covers a body that stalls half way.
      throw new FeedError(`The sports feed stopped sending (${url}): ${(error as Error).message}`);
    }
    if (!response.ok) {
      throw new FeedError(`The sports feed answered ${response.status} (${url})`, response.status);
    }
    try {
      return JSON.parse(body);
    } catch {
      throw new FeedError(`The sports feed sent a body that is not JSON (${url})`, response.status);
    }
  }
}
