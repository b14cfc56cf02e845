import type { FeedEvent, FeedWinner } from '../sports-feed/sports-feed';

// What the feed's view of an event does to a game the live poller follows. `now` is the server clock.
//
//   feed live       -> the game is live with the feed's scores, period and clock label
//   feed completed  -> the game is completed and graded with the feed's score; the winner is the feed's
//                      (ESPN's winner flag, so a knockout tie settled on penalties goes to the side that
//                      went through), else by score, level = push (a soccer draw)
//   feed postponed  -> with a start still ahead: back to scheduled at that start (picks reopen until
//                      then); with none: stays live with the label POSTPONED or CANCELED, locked and
//                      ungraded, until the feed gives a new start or an admin deletes or scores it
//   feed scheduled  -> a start ahead of now (moved): back to scheduled at that start; otherwise the feed
//                      is late to start it and nothing changes

/** A game the poller follows: it came from the feed and is live, or scheduled with its start passed. */
export interface PolledGame {
  id: number;
  status: 'scheduled' | 'live';
  scheduledTime: Date;
  homeScore: number | null;
  awayScore: number | null;
  currentPeriod: number | null;
  timeRemaining: string | null;
}

export type LiveChange =
  | { kind: 'none' }
  | {
      kind: 'live';
      homeScore: number | null;
      awayScore: number | null;
      currentPeriod: number | null;
      timeRemaining: string | null;
    }
  | { kind: 'final'; homeScore: number; awayScore: number; winner: FeedWinner; currentPeriod: number | null }
  | { kind: 'rescheduled'; scheduledTime: Date };

const DAY_MS = 86_400_000;

/** Games that started longer ago than this are no longer polled (a forgotten postponement, say). */
export const STALE_AFTER_DAYS = 3;
export const staleBefore = (now: Date) => new Date(now.getTime() - STALE_AFTER_DAYS * DAY_MS);

/**
 * The scoreboard window that holds a league's polled games: from an hour before the earliest start
 * to three days ahead, so an event the feed moved to a later day is still found.
 */
export function pollWindow(starts: Date[], now: Date): { from: Date; to: Date } {
  const earliest = Math.min(now.getTime(), ...starts.map((s) => s.getTime()));
  return { from: new Date(earliest - DAY_MS / 24), to: new Date(now.getTime() + 3 * DAY_MS) };
}

/** The lease of one turn: a little under the interval, so the instance that polls keeps its rhythm. */
export const leaseMs = (intervalMs: number) => Math.round(intervalMs * 0.9);

export const winnerByScore = (home: number, away: number): FeedWinner =>
  home === away ? 'push' : home > away ? 'home' : 'away';

function liveChange(game: PolledGame, event: FeedEvent, timeRemaining: string | null): LiveChange {
  const next = {
    homeScore: event.home.score ?? game.homeScore,
    awayScore: event.away.score ?? game.awayScore,
    currentPeriod: event.period ?? game.currentPeriod,
    timeRemaining,
  };
  const same =
    game.status === 'live' &&
    next.homeScore === game.homeScore &&
    next.awayScore === game.awayScore &&
    next.currentPeriod === game.currentPeriod &&
    next.timeRemaining === game.timeRemaining;
  return same ? { kind: 'none' } : { kind: 'live', ...next };
}

/** What to do with a polled game given the feed's event for it. */
export function decideLiveChange(game: PolledGame, event: FeedEvent, now: Date): LiveChange {
  const movedAhead =
    event.scheduledTime.getTime() > now.getTime() &&
    event.scheduledTime.getTime() !== game.scheduledTime.getTime();
  switch (event.status) {
    case 'completed': {
      const { score: home } = event.home;
      const { score: away } = event.away;
      // A final without scores cannot be graded: wait for the feed to fill them in.
      if (home === null || away === null) return { kind: 'none' };
      return {
        kind: 'final',
        homeScore: home,
        awayScore: away,
        winner: event.winner ?? winnerByScore(home, away),
        currentPeriod: event.period ?? game.currentPeriod,
      };
    }
    case 'live':
      return liveChange(game, event, event.clockLabel ?? game.timeRemaining);
    case 'postponed':
      if (movedAhead) return { kind: 'rescheduled', scheduledTime: event.scheduledTime };
      return liveChange(game, event, event.clockLabel ?? 'POSTPONED');
    case 'scheduled':
      return movedAhead ? { kind: 'rescheduled', scheduledTime: event.scheduledTime } : { kind: 'none' };
  }
}
