import type { AppDeps } from '../deps';
import { gameUpdated } from '../kernel/domain-events';
import {
  dueFeedGames,
  hasDueFeedGames,
  isCompleted,
  rescheduleGame,
  recordFinalClock as setFinalClock,
  setLiveState,
} from '../modules/games/game-record.service';
import {
  decideLiveChange,
  type PolledGame,
  pollWindow,
  staleBefore,
} from '../modules/games/live-scores.rules';
import { FEED_PROVIDER } from '../modules/sports-feed/feed-catalog';
import { feedOf } from '../modules/sports-feed/feed-factory';
import { noteFeedRead } from '../modules/sports-feed/feed-health.service';
import {
  FeedError,
  type FeedEvent,
  type LeagueSlug,
  leagueForSport,
} from '../modules/sports-feed/sports-feed';
import { claimJobTurn } from '../platform/scheduler/scheduler';
import { completeGame } from './score-entry.service';

export interface LivePollSummary {
  /** Feed games that were due. */
  polled: number;
  updated: number;
  completed: number;
  rescheduled: number;
  /** A league whose feed failed (its games unchanged), or a game whose update failed. */
  errors: { league?: LeagueSlug; gameId?: number; message: string }[];
}

type DueGame = PolledGame & { providerEventId: string; league: LeagueSlug };

async function dueGamesByLeague(deps: AppDeps, now: Date): Promise<Map<LeagueSlug, DueGame[]>> {
  const rows = await dueFeedGames(deps.db, FEED_PROVIDER, now, staleBefore(now));
  const byLeague = new Map<LeagueSlug, DueGame[]>();
  for (const r of rows) {
    const league = leagueForSport(r.sport);
    if (!league || !r.provider_event_id || r.status === 'completed') continue;
    const list = byLeague.get(league) ?? [];
    list.push({
      id: r.id,
      status: r.status,
      scheduledTime: r.scheduled_time,
      homeScore: r.home_score,
      awayScore: r.away_score,
      currentPeriod: r.current_period,
      timeRemaining: r.time_remaining,
      providerEventId: r.provider_event_id,
      league,
    });
    byLeague.set(league, list);
  }
  return byLeague;
}

/** Applies one game's change: one short statement, or completeGame's own transaction for a final. */
async function applyEvent(
  deps: AppDeps,
  game: DueGame,
  event: FeedEvent,
  now: Date,
  summary: LivePollSummary,
) {
  const change = decideLiveChange(game, event, now);
  switch (change.kind) {
    case 'none':
      return;
    case 'live':
      if (await setLiveState(deps.db, game.id, change, now)) {
        summary.updated += 1;
        await deps.events.publish([gameUpdated(game.id)]);
      }
      return;
    case 'rescheduled':
      if (await rescheduleGame(deps.db, game.id, change.scheduledTime, now)) {
        summary.rescheduled += 1;
        await deps.events.publish([gameUpdated(game.id)]);
      }
      return;
    case 'final': {
      // An admin's score entered since the read wins: a completed game is never completed again here.
      if (await isCompleted(deps.db, game.id)) return;
      const { homeScore, awayScore, winner } = change;
      // completeGame publishes the result and the grading; the FINAL clock label follows.
      await completeGame(deps, game.id, { homeScore, awayScore, winner });
      await setFinalClock(deps.db, game.id, change.currentPeriod);
      await deps.events.publish([gameUpdated(game.id)]);
      summary.completed += 1;
    }
  }
}

/**
 * One poll: reads the due feed games, asks the feed for each league's scoreboard (no transaction is
 * open while it waits), then applies each game's change on its own. A league whose feed fails leaves
 * its games unchanged and is reported; so is a game whose update fails, without stopping the others.
 */
export async function pollLiveScores(deps: AppDeps): Promise<LivePollSummary> {
  const feed = feedOf(deps);
  const now = deps.clock();
  const summary: LivePollSummary = { polled: 0, updated: 0, completed: 0, rescheduled: 0, errors: [] };
  for (const [league, games] of await dueGamesByLeague(deps, now)) {
    summary.polled += games.length;
    const { from, to } = pollWindow(
      games.map((g) => g.scheduledTime),
      now,
    );
    let events: FeedEvent[];
    try {
      events = await feed.scoreboard(league, from, to);
    } catch (error) {
      if (!(error instanceof FeedError)) throw error;
      summary.errors.push({ league, message: error.message });
      await noteFeedRead(deps.db, league, { kind: 'poll', error: error.message }, now);
      continue;
    }
    await noteFeedRead(deps.db, league, { kind: 'poll' }, now);
    const byId = new Map(events.map((e) => [e.providerEventId, e]));
    for (const game of games) {
      const event = byId.get(game.providerEventId);
      if (!event) continue;
      try {
        await applyEvent(deps, game, event, now, summary);
      } catch (error) {
        summary.errors.push({ gameId: game.id, message: (error as Error).message });
      }
    }
  }
  return summary;
}

/** Whether this instance should poll now: some feed game is due and it claimed the turn. */
export async function claimLivePollTurn(deps: AppDeps, name: string, lease: number): Promise<boolean> {
  const now = deps.clock();
  if (!(await hasDueFeedGames(deps.db, FEED_PROVIDER, now, staleBefore(now)))) return false;
  return claimJobTurn(deps.db, name, lease);
}
