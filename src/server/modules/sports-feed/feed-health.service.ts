import type { FeedHealth } from '../../../shared/schemas/sports-feed-health';
import type { AppDeps } from '../../deps';
import type { DB } from '../../platform/db/client';
import {
  feedHealthRows,
  markFeedAnswered,
  markFeedFailed,
  overdueGamesBySport,
  pendingSoonBySport,
} from './feed-health.repo';
import { LEAGUE_SLUGS, LEAGUES, type LeagueSlug } from './sports-feed';

/** Suggestions starting within this long that are still pending count as needing a decision. */
export const PENDING_SOON_MS = 2 * 3_600_000;

/**
 * Notes a league's feed read: answered (`fetch` for an admin's import or sync, `poll` for the live poller) or
 * failed with its reason. Never fails the read itself: the health table is a report, not part of the work.
 */
export async function noteFeedRead(
  db: DB,
  league: LeagueSlug,
  outcome: { kind: 'fetch' | 'poll'; error?: string | null },
  at: Date,
): Promise<void> {
  try {
    if (outcome.error) await markFeedFailed(db, league, outcome.error, at);
    else await markFeedAnswered(db, league, outcome.kind, at);
  } catch {
    // A report that could not be written is missed; the next read writes it again.
  }
}

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

/** The Sports API tab's feed health: per league its last answers and failure, and what looks stuck. */
export async function feedHealth(deps: AppDeps): Promise<FeedHealth> {
  const now = deps.clock();
  const [rows, overdue, soon] = await Promise.all([
    feedHealthRows(deps.db),
    overdueGamesBySport(deps.db, now),
    pendingSoonBySport(deps.db, now, new Date(now.getTime() + PENDING_SOON_MS)),
  ]);
  const byLeague = new Map(rows.map((r) => [r.league, r]));
  const count = (list: { sport: string; n: number }[], sport: string) =>
    Number(list.find((x) => x.sport === sport)?.n ?? 0);
  return {
    leagues: LEAGUE_SLUGS.map((league) => {
      const row = byLeague.get(league);
      const sport = LEAGUES[league].sportName;
      return {
        league,
        sport,
        lastFetchAt: iso(row?.last_fetch_at),
        lastPollAt: iso(row?.last_poll_at),
        lastError: row?.last_error ?? null,
        lastErrorAt: iso(row?.last_error_at),
        overdueGames: count(overdue, sport),
        pendingSoon: count(soon, sport),
      };
    }),
  };
}
