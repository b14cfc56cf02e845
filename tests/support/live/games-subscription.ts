import type { SnapshotSource } from '../../../src/server/api/live/games-subscription';
import type { SharedFrame } from '../../../src/server/platform/transport/socket/shared-frame';
import type { GameListRead } from '../../../src/server/workflows/game-cards';
import type { Game } from '../../../src/shared/schemas/games';

// Games, snapshot sources and sockets for the live.games subscriber's tests, without a database or a socket.

export const now = new Date('2026-11-21T15:00:00Z');
export const from = new Date('2026-11-21T05:00:00Z');
export const to = new Date('2026-11-22T05:00:00Z');

export function game(id: number, overrides: Partial<Game> = {}): Game {
  const team = (tid: number) => ({
    id: tid,
    name: `Team ${tid}`,
    abbreviation: null,
    sport: 'NBA',
    primaryColor: null,
    secondaryColor: null,
    wins: 0,
    losses: 0,
    ties: 0,
  });
  return {
    id,
    sport: 'NBA',
    scheduledTime: '2026-11-21T20:00:00.000Z',
    status: 'scheduled',
    homeTeam: team(1),
    awayTeam: team(2),
    homeScore: null,
    awayScore: null,
    winnerId: null,
    timeRemaining: null,
    currentPeriod: null,
    notes: null,
    venue: null,
    showTeamRecords: true,
    homeTeamWins: 0,
    homeTeamLosses: 0,
    homeTeamTies: null,
    awayTeamWins: 0,
    awayTeamLosses: 0,
    awayTeamTies: null,
    homeStartingPitcher: null,
    awayStartingPitcher: null,
    homePitcherRecord: null,
    awayPitcherRecord: null,
    homeTeamPickOption: null,
    awayTeamPickOption: null,
    isFreePick: false,
    line: null,
    underdog: null,
    pickStats: [
      { teamId: 1, count: 0, percentage: 0 },
      { teamId: 2, count: 0, percentage: 0 },
    ],
    userPick: null,
    canPick: false,
    ...overrides,
  };
}

/** A source of snapshots listing `games` (a new list from the function for each snapshot). */
export function source(games: Game[] | (() => Game[]), viewer: GameListRead['viewer'] = null) {
  let seq = 0;
  const calls = { snapshots: 0 };
  const s: SnapshotSource = {
    snapshot: async () => {
      calls.snapshots += 1;
      return {
        list: {
          day: 'today',
          date: '2026-11-21',
          timezone: 'America/New_York',
          serverTime: now.toISOString(),
          games: typeof games === 'function' ? games() : games,
        },
        from,
        to,
        now,
        viewer,
      };
    },
    nextId: () => `t.${++seq}`,
    failed: () => {},
  };
  return { s, calls };
}

/** A socket gate the test opens and shuts: shut, the subscriber waits and its mailbox coalesces. */
export function gate() {
  let slow = false;
  return {
    set slow(value: boolean) {
      slow = value;
    },
    async writable(signal: AbortSignal) {
      while (slow && !signal.aborted) await new Promise((r) => setTimeout(r, 2));
    },
    ready: () => !slow,
    /** Frames the subscription sent itself, bypassing tRPC. */
    sent: [] as string[],
    send(frame: SharedFrame) {
      this.sent.push(frame.text);
    },
  };
}
