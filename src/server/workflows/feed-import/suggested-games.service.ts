import type { FeedSportName } from '../../../shared/constants';
import {
  FEED_MESSAGES,
  type FetchProgress,
  type FetchSummary,
  type SuggestedGame,
} from '../../../shared/schemas/sports-feed';
import type { AppDeps } from '../../deps';
import { gameUpdated } from '../../kernel/domain-events';
import { ensureSport } from '../../modules/catalog/catalog.service';
import { lineColumns, refreshFeedLine } from '../../modules/games/game-record.service';
import { FEED_PROVIDER, feedSportRow } from '../../modules/sports-feed/feed-catalog';
import { feedOf } from '../../modules/sports-feed/feed-factory';
import { noteFeedRead } from '../../modules/sports-feed/feed-health.service';
import {
  importWindow,
  lineRefreshes,
  newSuggestions,
} from '../../modules/sports-feed/import/suggested-games.rules';
import {
  countSuggestions,
  findSuggestionStatus,
  insertSuggestions,
  knownEventIds,
  listPendingSuggestions,
  listRejectedSuggestions,
  refreshSuggestionLine,
  rejectAllPending,
  rejectIfPending,
  restoreIfRejected,
  type SuggestionListRow,
} from '../../modules/sports-feed/import/suggestions.service';
import {
  FeedError,
  type FeedEvent,
  LEAGUES,
  SPORT_TO_LEAGUE,
  type SportsFeed,
} from '../../modules/sports-feed/sports-feed';
import { recordAdminAction } from '../../platform/audit/audit.service';
import type { DB } from '../../platform/db/client';
import { inTransaction } from '../../platform/db/transaction';
import { badGateway, conflict, notFound } from '../../platform/errors';

type SportImport = FetchSummary['sports'][number];

const toSuggestedGame = (r: SuggestionListRow): SuggestedGame => ({
  id: r.id,
  sport: r.sport,
  homeTeam: r.home_team_name,
  awayTeam: r.away_team_name,
  homeTeamRecord: r.home_team_record,
  awayTeamRecord: r.away_team_record,
  scheduledTime: r.scheduled_time.toISOString(),
  venue: r.venue,
  status: r.status,
});

/** The pending list, soonest first, with the counts of all suggestions and of pending ones. */
export async function listSuggestedGames(deps: AppDeps) {
  const [rows, counts] = await Promise.all([listPendingSuggestions(deps.db), countSuggestions(deps.db)]);
  const suggestedGames: SuggestedGame[] = rows.map(toSuggestedGame);
  return { suggestedGames, ...counts };
}

/** One sport: read its scoreboard for the window (no transaction open meanwhile), then store the new events. */
async function importSport(
  deps: AppDeps,
  adminId: number,
  feed: SportsFeed,
  sport: FeedSportName,
  now: Date,
): Promise<SportImport> {
  const league = SPORT_TO_LEAGUE[sport];
  const { from, to } = importWindow(now);
  let events: FeedEvent[];
  try {
    events = await feed.scoreboard(league, from, to);
  } catch (error) {
    if (!(error instanceof FeedError)) throw error;
    await noteFeedRead(deps.db, league, { kind: 'fetch', error: error.message }, now);
    return { sport, imported: 0, skipped: 0, error: error.message };
  }
  await noteFeedRead(deps.db, league, { kind: 'fetch' }, now);
  const sportId = await ensureSport(deps.db, feedSportRow(league), now);
  const known = await knownEventIds(
    deps.db,
    FEED_PROVIDER,
    events.map((e) => e.providerEventId),
  );
  const { drafts, skipped } = newSuggestions(events, known, now, LEAGUES[league].soccer);
  const refreshes = lineRefreshes(events, known, now);
  // The new suggestions and their audit entry commit together (one entry per sport read), with the fresher lines
  // of the events known already: on their pending suggestions and on their games not started yet.
  const { ids, refreshed } = await inTransaction(deps.db, async (trx) => {
    const stored = await insertSuggestions(trx, sportId, FEED_PROVIDER, drafts, now);
    await recordAdminAction(trx, {
      adminId,
      action: 'suggestion.import',
      target: { kind: 'sport', id: sportId },
      after: { sport, imported: stored.length, ids: stored },
    });
    const games: number[] = [];
    for (const { eventId, line } of refreshes) {
      await refreshSuggestionLine(trx, FEED_PROVIDER, eventId, line);
      const gameId = await refreshFeedLine(trx, FEED_PROVIDER, eventId, lineColumns(line, now));
      if (gameId !== undefined) games.push(gameId);
    }
    return { ids: stored, refreshed: games };
  });
  if (refreshed.length > 0) await deps.events.publish(refreshed.map((id) => gameUpdated(id)));
  const imported = ids.length;
  // An event another import stored meanwhile was left out by the unique key: it counts as skipped.
  return { sport, imported, skipped: skipped + drafts.length - imported, error: null };
}

/**
 * Fetch Games: the next 2 days of each sport's scoreboard become pending suggestions. Sports are read
 * one after the other and reported through `onProgress` as each is done; one sport's feed failure is
 * reported in its line and the others go on. If every sport fails, 502.
 */
export async function fetchSuggestedGames(
  deps: AppDeps,
  adminId: number,
  sports: FeedSportName[],
  onProgress: (progress: FetchProgress) => void = () => {},
): Promise<FetchSummary> {
  const feed = feedOf(deps);
  const now = deps.clock();
  const lines: SportImport[] = [];
  let imported = 0;
  for (const sport of sports) {
    const line = await importSport(deps, adminId, feed, sport, now);
    lines.push(line);
    imported += line.imported;
    onProgress({ sport, done: lines.length, total: sports.length, imported, error: line.error });
  }
  const failures = lines.filter((l) => l.error !== null);
  if (lines.length > 0 && failures.length === lines.length) {
    throw badGateway(`${FEED_MESSAGES.feedDown} ${failures.map((f) => `${f.sport}: ${f.error}`).join('; ')}`);
  }
  return {
    sports: lines,
    imported,
    skipped: lines.reduce((n, l) => n + l.skipped, 0),
    failed: failures.length,
  };
}

/** Reject one pending suggestion: 404 when unknown, 409 when already decided. */
export async function rejectSuggestedGame(deps: AppDeps, adminId: number, id: number) {
  return inTransaction(deps.db, async (trx) => {
    if (await rejectIfPending(trx, id, deps.clock())) {
      return recordStatusChange(trx, adminId, 'suggestion.reject', id, 'pending', 'rejected');
    }
    const row = await findSuggestionStatus(trx, id);
    if (!row) throw notFound(FEED_MESSAGES.suggestionNotFound);
    throw conflict(row.status === 'approved' ? FEED_MESSAGES.alreadyApproved : FEED_MESSAGES.alreadyRejected);
  });
}

/** "Reject All (n)": every pending suggestion. */
export async function rejectAllSuggestedGames(deps: AppDeps, adminId: number) {
  return inTransaction(deps.db, async (trx) => {
    const ids = await rejectAllPending(trx, deps.clock());
    await recordAdminAction(trx, {
      adminId,
      action: 'suggestion.rejectAll',
      target: { kind: 'suggestion' },
      after: { rejected: ids.length, ids },
    });
    return { rejected: ids.length };
  });
}

/** Puts a rejected suggestion back among the pending ones (404 unknown, 409 when it is not rejected). */
export async function restoreSuggestedGame(deps: AppDeps, adminId: number, id: number) {
  return inTransaction(deps.db, async (trx) => {
    if (await restoreIfRejected(trx, id)) {
      return recordStatusChange(trx, adminId, 'suggestion.restore', id, 'rejected', 'pending');
    }
    const row = await findSuggestionStatus(trx, id);
    if (!row) throw notFound(FEED_MESSAGES.suggestionNotFound);
    throw conflict(FEED_MESSAGES.notRejected);
  });
}

/** Rejected suggestions that have not started yet, soonest first: what Restore can bring back. */
export async function listRejectedSuggestedGames(deps: AppDeps): Promise<SuggestedGame[]> {
  return (await listRejectedSuggestions(deps.db, deps.clock())).map(toSuggestedGame);
}

/** Audits an admin's move of one suggestion from one status to another, and answers with its new status. */
async function recordStatusChange<To extends 'pending' | 'rejected'>(
  trx: DB,
  adminId: number,
  action: string,
  id: number,
  from: 'pending' | 'rejected',
  to: To,
) {
  await recordAdminAction(trx, {
    adminId,
    action,
    target: { kind: 'suggestion', id },
    before: { status: from },
    after: { status: to },
  });
  return { id, status: to };
}
