import { SPORT_NAMES } from '../../../shared/constants';
import { FEED_MESSAGES, type SportSync, type TeamSyncSummary } from '../../../shared/schemas/sports-feed';
import type { AppDeps } from '../../deps';
import {
  addTeams,
  changeTeam,
  ensureSport,
  sportNamed,
  teamsOfSport,
} from '../../modules/catalog/catalog.service';
import { feedSportRow } from '../../modules/sports-feed/feed-catalog';
import { feedOf } from '../../modules/sports-feed/feed-factory';
import { noteFeedRead } from '../../modules/sports-feed/feed-health.service';
import {
  COLOURS_ONLY,
  FULL_SYNC,
  feedTeamFacts,
  planTeamSync,
  RECORDS_ONLY,
  type SyncMode,
  syncAction,
  syncAuditStates,
} from '../../modules/sports-feed/import/team-sync.rules';
import {
  FeedError,
  LEAGUE_SLUGS,
  LEAGUES,
  type LeagueSlug,
  type SportsFeed,
} from '../../modules/sports-feed/sports-feed';
import { recordAdminAction } from '../../platform/audit/audit.service';
import { inTransaction } from '../../platform/db/transaction';
import { badGateway, badRequest } from '../../platform/errors';

const DAY_MS = 86_400_000;
/** Records are read from the scoreboards of the week before and after now (each team's latest game). */
const RECORD_WINDOW_DAYS = 7;

const line = (sport: string, part: Partial<SportSync> = {}): SportSync => ({
  sport,
  created: 0,
  updated: 0,
  unchanged: 0,
  error: null,
  message: null,
  ...part,
});

/** The feed's facts for a league: the teams list, and the scoreboards when records are wanted. */
async function readFacts(feed: SportsFeed, league: LeagueSlug, mode: SyncMode, now: Date) {
  const from = new Date(now.getTime() - RECORD_WINDOW_DAYS * DAY_MS);
  const to = new Date(now.getTime() + RECORD_WINDOW_DAYS * DAY_MS);
  const [teams, events] = await Promise.all([
    feed.teams(league),
    mode.records ? feed.scoreboard(league, from, to) : Promise.resolve([]),
  ]);
  return feedTeamFacts(teams, events);
}

/** One league: read the feed first (no transaction open), then write the plan in one short transaction. */
async function syncLeague(
  deps: AppDeps,
  adminId: number,
  feed: SportsFeed,
  league: LeagueSlug,
  mode: SyncMode,
) {
  const sport = LEAGUES[league].sportName;
  const now = deps.clock();
  let facts: Awaited<ReturnType<typeof readFacts>>;
  try {
    facts = await readFacts(feed, league, mode, now);
  } catch (error) {
    if (!(error instanceof FeedError)) throw error;
    await noteFeedRead(deps.db, league, { kind: 'fetch', error: error.message }, now);
    return line(sport, { error: error.message });
  }
  await noteFeedRead(deps.db, league, { kind: 'fetch' }, now);
  // Colours and records only touch existing teams: a league nobody added has nothing to update.
  const sportId = mode.create
    ? await ensureSport(deps.db, feedSportRow(league), now)
    : (await sportNamed(deps.db, sport))?.id;
  if (sportId === undefined) return line(sport);
  return inTransaction(deps.db, async (trx) => {
    const existing = await teamsOfSport(trx, sportId);
    const plan = planTeamSync(existing, facts, mode);
    const created = await addTeams(trx, sportId, plan.create, now);
    for (const { id, changes } of plan.update) await changeTeam(trx, id, changes, now);
    // One entry per league written, with what changed: a sync changes records players see on game cards.
    await recordAdminAction(trx, {
      adminId,
      action: syncAction(mode),
      target: { kind: 'sport', id: sportId },
      ...syncAuditStates(existing, plan),
    });
    return line(sport, { created, updated: plan.update.length, unchanged: plan.unchanged });
  });
}

/** Every feed league in turn; one league's failure is its line's error, all failing is a 502. */
async function syncLeagues(deps: AppDeps, adminId: number, mode: SyncMode): Promise<TeamSyncSummary> {
  const feed = feedOf(deps);
  const sports: SportSync[] = [];
  for (const league of LEAGUE_SLUGS) sports.push(await syncLeague(deps, adminId, feed, league, mode));
  const failures = sports.filter((s) => s.error !== null);
  if (failures.length === sports.length) {
    throw badGateway(`${FEED_MESSAGES.feedDown} ${failures.map((f) => `${f.sport}: ${f.error}`).join('; ')}`);
  }
  const sum = (key: 'created' | 'updated' | 'unchanged') => sports.reduce((n, s) => n + s[key], 0);
  return {
    sports,
    created: sum('created'),
    updated: sum('updated'),
    unchanged: sum('unchanged'),
    failed: failures.length,
  };
}

/** Full Team Sync: teams, colours and records of every feed league. */
export const syncAllTeams = (deps: AppDeps, adminId: number) => syncLeagues(deps, adminId, FULL_SYNC);

/** Sync Team Colors: colours of existing teams; `updated` counts teams whose colours changed. */
export async function syncTeamColors(deps: AppDeps, adminId: number) {
  const summary = await syncLeagues(deps, adminId, COLOURS_ONLY);
  return { updated: summary.updated, failed: summary.failed };
}

/** Update Records: records of existing teams from the feed; `updatedCount` counts changed teams. */
export async function updateTeamRecords(deps: AppDeps, adminId: number) {
  const summary = await syncLeagues(deps, adminId, RECORDS_ONLY);
  return { updatedCount: summary.updated, failed: summary.failed };
}

/**
 * Sync by Sport. A feed league is fully synced (a feed failure is a 502). A known sport the feed has
 * no teams for (PGA: golfers, not teams; Special) answers zero counts and says so. Anything else 400.
 */
export async function syncSportTeams(deps: AppDeps, adminId: number, sportName: string): Promise<SportSync> {
  const info = Object.values(LEAGUES).find((l) => l.sportName.toLowerCase() === sportName.toLowerCase());
  if (info) {
    const result = await syncLeague(deps, adminId, feedOf(deps), info.slug, FULL_SYNC);
    if (result.error) throw badGateway(`${FEED_MESSAGES.feedDown} ${result.sport}: ${result.error}`);
    return result;
  }
  const known =
    SPORT_NAMES.find((s) => s.toLowerCase() === sportName.toLowerCase()) ??
    (await sportNamed(deps.db, sportName))?.name;
  if (!known) throw badRequest(`${FEED_MESSAGES.syncSportUnknown} "${sportName}"`);
  return line(known, { message: `${known} ${FEED_MESSAGES.noFeedLeague}` });
}
