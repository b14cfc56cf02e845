import type { z } from 'zod';
import { type ClockStatus, clockLabel } from './clock-label.rules';
import {
  type EspnCompetitor,
  type EspnOdds,
  type EspnStatus,
  espnEvent,
  espnScoreboard,
  espnTeamEntry,
  espnTeamsResponse,
} from './espn.schema';
import {
  type FeedCompetitor,
  FeedError,
  type FeedEvent,
  type FeedLine,
  type FeedStatus,
  type FeedTeam,
  type FeedWinner,
  LEAGUES,
  type LeagueSlug,
  type TeamRecord,
} from './sports-feed';

export interface Skipped {
  id: string | null;
  reason: string;
}
export interface ParsedScoreboard {
  events: FeedEvent[];
  skipped: Skipped[];
}
export interface ParsedTeams {
  teams: FeedTeam[];
  skipped: Skipped[];
}

// Called off (not played at all) rather than interrupted: picks on them are voided, not graded.
const POSTPONED_NAMES = new Set(['STATUS_POSTPONED', 'STATUS_CANCELED', 'STATUS_CANCELLED']);

/** ESPN writes 'e31837' or 'FFB81C'; the product stores '#E31837'. Anything else is no colour. */
export const normaliseColor = (color: string | null | undefined): string | null => {
  const hex = color?.trim().replace(/^#/, '') ?? '';
  return /^[0-9a-f]{6}$/i.test(hex) ? `#${hex.toUpperCase()}` : null;
};

/**
 * A record summary into wins, losses, ties. US sports write 'W-L' or 'W-L-T' (NFL ties). ESPN's
 * soccer summaries are W-D-L: its standings list Manchester City with 28 wins, 6 draws, 3 losses
 * as '28-6-3'. (The shared real soccer fixture is a tournament and has no records to check.)
 */
export const parseRecord = (summary: string | null | undefined, soccer: boolean): TeamRecord | null => {
  const match = /^(\d+)-(\d+)(?:-(\d+))?$/.exec(summary?.trim() ?? '');
  if (!match) return null;
  const [a, b, c] = [Number(match[1]), Number(match[2]), match[3] === undefined ? null : Number(match[3])];
  if (c === null) return { wins: a, losses: b, ties: 0 };
  return soccer ? { wins: a, ties: b, losses: c } : { wins: a, losses: b, ties: c };
};

const feedStatus = (s: EspnStatus): FeedStatus => {
  if (POSTPONED_NAMES.has(s.type.name)) return 'postponed';
  if (s.type.state === 'pre') return 'scheduled';
  if (s.type.state === 'post' && s.type.completed) return 'completed';
  // In play, or stopped but not final (suspended, delayed): picks stay locked and ungraded.
  return 'live';
};

const parseScore = (score: string | number | null | undefined): number | null => {
  const n = typeof score === 'number' ? score : score?.trim() ? Number(score) : Number.NaN;
  return Number.isInteger(n) && n >= 0 ? n : null;
};

const probablePitcher = (c: EspnCompetitor): FeedCompetitor['probablePitcher'] => {
  const list = c.probables ?? [];
  const p = list.find((x) => x.name === 'probableStartingPitcher') ?? list[0];
  const name = p?.athlete?.displayName ?? p?.athlete?.fullName;
  if (!p || !name) return null;
  const record = p.record?.trim().replace(/^\((.*)\)$/, '$1') || null;
  return { name, record };
};

const competitor = (c: EspnCompetitor, status: FeedStatus, soccer: boolean): FeedCompetitor => ({
  providerTeamId: c.team.id,
  name: c.team.displayName,
  abbreviation: c.team.abbreviation,
  primaryColor: normaliseColor(c.team.color),
  secondaryColor: normaliseColor(c.team.alternateColor),
  // ESPN sends '0' before kick-off; a score only means something once the game has started.
  score: status === 'live' || status === 'completed' ? parseScore(c.score) : null,
  record: parseRecord(c.records?.[0]?.summary, soccer),
  probablePitcher: probablePitcher(c),
});

/**
 * ESPN's winner flags decide, so a knockout draw settled on penalties goes to the side that went
 * through (scores stay level, one flag is true). With no flag, scores decide and level is a push:
 * a league draw has both flags false.
 */
export const decideWinner = (
  home: { score: number | null; flag: boolean | null | undefined },
  away: { score: number | null; flag: boolean | null | undefined },
): FeedWinner | null => {
  if (home.flag && !away.flag) return 'home';
  if (away.flag && !home.flag) return 'away';
  if (home.score === null || away.score === null) return null;
  if (home.score === away.score) return 'push';
  return home.score > away.score ? 'home' : 'away';
};

/** The bookmaker named when ESPN's odds entry names none. */
const DEFAULT_LINE_SOURCE = 'ESPN';
const hundredths = (n: number) => Math.round(n * 100) / 100;

/**
 * ESPN's first odds entry as a line. Its `spread` is the home side's: -2.5 means home gives 2.5, 2 means the
 * away side gives 2, 0 is a pick'em ('EVEN'). Figures out of any real range are left out; none left: no line.
 */
export const parseLine = (odds: readonly EspnOdds[] | null | undefined): FeedLine | null => {
  const o = odds?.[0];
  if (!o) return null;
  const spread =
    typeof o.spread === 'number' && Number.isFinite(o.spread) && Math.abs(o.spread) <= 100 ? o.spread : null;
  const total = o.overUnder;
  const overUnder =
    typeof total === 'number' && Number.isFinite(total) && total > 0 && total <= 1000
      ? hundredths(total)
      : null;
  if (spread === null && overUnder === null) return null;
  const favorite = spread === null || spread === 0 ? null : spread < 0 ? 'home' : 'away';
  return {
    favorite,
    spread: spread === null ? null : hundredths(Math.abs(spread)),
    overUnder,
    details: o.details?.trim() || null,
    source: o.provider?.name?.trim() || DEFAULT_LINE_SOURCE,
  };
};

const toClockStatus = (s: EspnStatus): ClockStatus => ({
  state: s.type.state,
  completed: s.type.completed,
  name: s.type.name,
  period: s.period ?? 0,
  displayClock: s.displayClock ?? '',
  shortDetail: s.type.shortDetail ?? '',
  detail: s.type.detail ?? '',
});

const firstIssue = (error: z.ZodError) => {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || 'event'}: ${issue.message}` : 'invalid';
};

const idOf = (raw: unknown): string | null => {
  const id = (raw as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? id : null;
};

const parseEvent = (raw: unknown, league: LeagueSlug): FeedEvent | Skipped => {
  const parsed = espnEvent.safeParse(raw);
  if (!parsed.success) return { id: idOf(raw), reason: firstIssue(parsed.error) };
  const e = parsed.data;
  const comp = e.competitions[0]!;
  const home = comp.competitors.find((c) => c.homeAway === 'home');
  const away = comp.competitors.find((c) => c.homeAway === 'away');
  const rawStatus = comp.status ?? e.status;
  if (!home || !away) return { id: e.id, reason: 'competitors: needs one home and one away' };
  if (!rawStatus) return { id: e.id, reason: 'status: missing' };
  const info = LEAGUES[league];
  const status = feedStatus(rawStatus);
  const h = competitor(home, status, info.soccer);
  const a = competitor(away, status, info.soccer);
  const started = status === 'live' || status === 'completed';
  return {
    providerEventId: e.id,
    league,
    sportName: info.sportName,
    scheduledTime: new Date(e.date),
    status,
    home: h,
    away: a,
    winner:
      status === 'completed'
        ? decideWinner({ score: h.score, flag: home.winner }, { score: a.score, flag: away.winner })
        : null,
    period: started && rawStatus.period ? rawStatus.period : null,
    clockLabel: clockLabel(info.clockSport, toClockStatus(rawStatus)),
    venue: comp.venue?.fullName?.trim() || null,
    line: parseLine(comp.odds),
  };
};

/** A /scoreboard response into feed events; malformed events are skipped and reported. */
export const parseScoreboard = (json: unknown, league: LeagueSlug): ParsedScoreboard => {
  const top = espnScoreboard.safeParse(json);
  if (!top.success)
    throw new FeedError(`The ${league} scoreboard is not in the expected shape (no events list)`);
  const result: ParsedScoreboard = { events: [], skipped: [] };
  for (const raw of top.data.events) {
    const item = parseEvent(raw, league);
    if ('reason' in item) result.skipped.push(item);
    else result.events.push(item);
  }
  return result;
};

/** A /teams response (sports[0].leagues[0].teams[].team) into feed teams; malformed ones skipped. */
export const parseTeams = (json: unknown, league: LeagueSlug): ParsedTeams => {
  const top = espnTeamsResponse.safeParse(json);
  if (!top.success) throw new FeedError(`The ${league} teams list is not in the expected shape`);
  const result: ParsedTeams = { teams: [], skipped: [] };
  for (const { team: raw } of top.data.sports[0]!.leagues[0]!.teams) {
    const parsed = espnTeamEntry.safeParse(raw);
    if (!parsed.success) {
      result.skipped.push({ id: idOf(raw), reason: firstIssue(parsed.error) });
      continue;
    }
    const t = parsed.data;
    result.teams.push({
      providerTeamId: t.id,
      name: t.displayName,
      abbreviation: t.abbreviation,
      primaryColor: normaliseColor(t.color),
      secondaryColor: normaliseColor(t.alternateColor),
      record: parseRecord(t.record?.items?.[0]?.summary, LEAGUES[league].soccer),
    });
  }
  return result;
};
