import { z } from 'zod';
import type { FeedCompetitor, FeedEvent, TeamRecord } from '../sports-feed';

// Which feed events become suggestions, and what a suggestion keeps so that approving it later
// needs no second trip to the feed.

const HOUR_MS = 3_600_000;

/** "Fetch Games imports games for the next 2 days": the 48 hours from now. */
export const IMPORT_WINDOW_HOURS = 48;

export const importWindow = (now: Date): { from: Date; to: Date } => ({
  from: now,
  to: new Date(now.getTime() + IMPORT_WINDOW_HOURS * HOUR_MS),
});

/** Only games nobody can know the result of: scheduled by the feed and starting after now. */
export const isImportable = (event: FeedEvent, now: Date): boolean =>
  event.status === 'scheduled' && event.scheduledTime.getTime() > now.getTime();

/** A record as the list shows it: 'W-L', 'W-L-T' with ties, soccer 'W-D-L' as ESPN writes it. */
export const formatRecord = (record: TeamRecord | null, soccer: boolean): string | null => {
  if (!record) return null;
  if (soccer) return `${record.wins}-${record.ties}-${record.losses}`;
  return record.ties > 0
    ? `${record.wins}-${record.losses}-${record.ties}`
    : `${record.wins}-${record.losses}`;
};

const recordSchema = z.object({
  wins: z.number().int().min(0),
  losses: z.number().int().min(0),
  ties: z.number().int().min(0),
});

const sideSchema = z.object({
  providerTeamId: z.string(),
  name: z.string(),
  abbreviation: z.string().nullable(),
  primaryColor: z.string().nullable(),
  secondaryColor: z.string().nullable(),
  record: recordSchema.nullable(),
  probablePitcher: z.object({ name: z.string(), record: z.string().nullable() }).nullable(),
});
export type SuggestionSide = z.infer<typeof sideSchema>;

/** The feed's line at an import (`asOf`: the import's time); approving stores it on the game. */
const lineSchema = z.object({
  favorite: z.enum(['home', 'away']).nullable(),
  spread: z.number().nullable(),
  overUnder: z.number().nullable(),
  details: z.string().nullable(),
  source: z.string(),
  asOf: z.iso.datetime(),
});
export type SuggestionLine = z.infer<typeof lineSchema>;

/**
 * The `payload` jsonb of a suggestion: both sides as the feed described them at import, and its line (absent in
 * payloads stored before lines were kept; one of another shape reads as none).
 */
export const suggestionPayloadSchema = z.object({
  home: sideSchema,
  away: sideSchema,
  line: lineSchema.nullish().catch(null),
});

/** An event's line as a suggestion keeps it, read at `now`. */
export const suggestionLine = (event: FeedEvent, now: Date): SuggestionLine | null =>
  event.line ? { ...event.line, asOf: now.toISOString() } : null;
export type SuggestionPayload = z.infer<typeof suggestionPayloadSchema>;

const side = (c: FeedCompetitor): SuggestionSide => ({
  providerTeamId: c.providerTeamId,
  name: c.name,
  abbreviation: c.abbreviation,
  primaryColor: c.primaryColor,
  secondaryColor: c.secondaryColor,
  record: c.record,
  probablePitcher: c.probablePitcher,
});

export interface SuggestionDraft {
  providerEventId: string;
  homeTeamName: string;
  awayTeamName: string;
  homeTeamProviderId: string;
  awayTeamProviderId: string;
  homeTeamRecord: string | null;
  awayTeamRecord: string | null;
  scheduledTime: Date;
  venue: string | null;
  payload: SuggestionPayload;
}

/** The suggestion row of an importable event, read at `now`. */
export const toSuggestion = (event: FeedEvent, soccer: boolean, now: Date): SuggestionDraft => ({
  providerEventId: event.providerEventId,
  homeTeamName: event.home.name,
  awayTeamName: event.away.name,
  homeTeamProviderId: event.home.providerTeamId,
  awayTeamProviderId: event.away.providerTeamId,
  homeTeamRecord: formatRecord(event.home.record, soccer),
  awayTeamRecord: formatRecord(event.away.record, soccer),
  scheduledTime: event.scheduledTime,
  venue: event.venue,
  payload: { home: side(event.home), away: side(event.away), line: suggestionLine(event, now) },
});

/**
 * The importable events of a window that are new: each event once, minus those already known
 * (suggested before in any status, or already a game), so a rejected suggestion is never suggested
 * again. `skipped` counts the importable events that were already known.
 */
export const newSuggestions = (
  events: FeedEvent[],
  known: ReadonlySet<string>,
  now: Date,
  soccer: boolean,
): { drafts: SuggestionDraft[]; skipped: number } => {
  const seen = new Set<string>();
  const drafts: SuggestionDraft[] = [];
  let skipped = 0;
  for (const event of events) {
    if (seen.has(event.providerEventId) || !isImportable(event, now)) continue;
    seen.add(event.providerEventId);
    if (known.has(event.providerEventId)) skipped += 1;
    else drafts.push(toSuggestion(event, soccer, now));
  }
  return { drafts, skipped };
};

/**
 * What a re-import refreshes: the line of each importable event already known (a pending suggestion, or a game
 * not started yet), read at `now`. An event the feed now gives no line for keeps the line it had.
 */
export const lineRefreshes = (
  events: FeedEvent[],
  known: ReadonlySet<string>,
  now: Date,
): { eventId: string; line: SuggestionLine }[] =>
  events.flatMap((event) => {
    const line = suggestionLine(event, now);
    return line && known.has(event.providerEventId) && isImportable(event, now)
      ? [{ eventId: event.providerEventId, line }]
      : [];
  });

/**
 * A stored payload read back, or a bare one built from the row's columns when it is missing or of an
 * older shape (the teams are then created by name, without colours).
 */
export const readPayload = (
  payload: unknown,
  row: {
    home_team_name: string;
    away_team_name: string;
    home_team_provider_id: string | null;
    away_team_provider_id: string | null;
  },
): SuggestionPayload => {
  const parsed = suggestionPayloadSchema.safeParse(payload);
  if (parsed.success) return parsed.data;
  const bare = (name: string, providerTeamId: string | null): SuggestionSide => ({
    providerTeamId: providerTeamId ?? '',
    name,
    abbreviation: null,
    primaryColor: null,
    secondaryColor: null,
    record: null,
    probablePitcher: null,
  });
  return {
    home: bare(row.home_team_name, row.home_team_provider_id),
    away: bare(row.away_team_name, row.away_team_provider_id),
  };
};
