import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PERIOD_TIMEZONE } from '../../../shared/constants';
import { projectPath } from '../../platform/project-path';
import { parseScoreboard, parseTeams } from './espn.parser';
import { rebaseToToday } from './fixture-dates.rules';
import {
  eventsInWindow,
  FeedError,
  type FeedEvent,
  type FeedTeam,
  type LeagueSlug,
  type SportsFeed,
} from './sports-feed';

/** The project's recorded ESPN-shaped files, located from this module, whatever the working directory. */
export const DEFAULT_FIXTURES_DIR = projectPath('db/fixtures/espn');

export interface FixtureFeedOptions {
  /** Folder of `<slug>-scoreboard.json` and `<slug>-teams.json`; default db/fixtures/espn. */
  dir?: string;
  /** "Today" for re-basing; tests pin it. */
  now?: () => Date;
  timeZone?: string;
}

/**
 * Recorded ESPN responses through the same parser as the real feed, for tests and the offline demo.
 * Event dates are moved so the file's first day is today (fixture-dates.rules.ts).
 */
export class FixtureFeed implements SportsFeed {
  private readonly dir: string;
  private readonly now: () => Date;
  private readonly timeZone: string;

  constructor(options: FixtureFeedOptions = {}) {
    this.dir = options.dir ?? DEFAULT_FIXTURES_DIR;
    this.now = options.now ?? (() => new Date());
    this.timeZone = options.timeZone ?? PERIOD_TIMEZONE;
  }

  async scoreboard(league: LeagueSlug, from: Date, to: Date): Promise<FeedEvent[]> {
    const { events } = parseScoreboard(await this.read(`${league}-scoreboard.json`), league);
    return eventsInWindow(rebaseToToday(events, this.now(), this.timeZone), from, to);
  }

  async teams(league: LeagueSlug): Promise<FeedTeam[]> {
    return parseTeams(await this.read(`${league}-teams.json`), league).teams;
  }

  private async read(file: string): Promise<unknown> {
    const path = join(this.dir, file);
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch {
      throw new FeedError(`No recorded sports feed file ${path}`);
    }
    try {
      return JSON.parse(text);
    } catch {
      throw new FeedError(`The recorded sports feed file ${path} is not JSON`);
    }
  }
}
