import type { AppDeps } from '../../deps';
import type { BusEvent } from '../../kernel/events';
import { liveSessionIds } from '../../modules/users/session.service';
import { databaseNow } from '../../platform/db/now';
import { type BusLogger, consoleBusLogger } from '../../platform/events/event-bus';
import { BoardFeed, type BoardFeedOptions } from './board-feed';
import { ChatFeed } from './chat-feed';
import { LiveConnections } from './connections';
import { GameFeed } from './game-feed';
import { type LeaderboardFeed, leaderboardSource } from './leaderboard-feed';
import { type LeagueBoardFeed, leagueBoardSource } from './league-board-feed';
import { type LeagueMatchupsFeed, leagueMatchupsSource } from './league-matchups-feed';
import { LeaguePicksFeed } from './league-picks-feed';
import { MeFeed } from './me-feed';
import { EventIds, ServerClock } from './server-clock';

export interface LiveHubOptions {
  log?: BusLogger;
  leaderboard?: Partial<BoardFeedOptions>;
}

/**
 * The realtime side of one instance: it listens to the event bus once and fans each event out to the
 * instance's subscriptions (games, the players' own events, boards) and sockets (ended sessions).
 * Never one bus listener or database connection per socket.
 */
export class LiveHub {
  readonly connections = new LiveConnections();
  readonly games: GameFeed;
  readonly me: MeFeed;
  readonly boards: LeaderboardFeed;
  readonly leagueBoards: LeagueBoardFeed;
  readonly leagueMatchups: LeagueMatchupsFeed;
  readonly chat: ChatFeed;
  readonly leaguePicks: LeaguePicksFeed;
  private readonly clock = new ServerClock();
  private readonly log: BusLogger;
  private unsubscribe: (() => void)[] = [];

  constructor(
    private readonly deps: AppDeps,
    options: LiveHubOptions = {},
  ) {
    this.log = options.log ?? consoleBusLogger;
    const ids = new EventIds();
    this.games = new GameFeed(deps, ids, this.clock, this.log);
    this.me = new MeFeed(deps, ids, this.clock, this.log);
    const boardTiming = { debounceMs: 250, recheckMs: 60_000, ...options.leaderboard };
    this.boards = new BoardFeed(leaderboardSource(deps), ids, this.clock, this.log, boardTiming);
    this.leagueBoards = new BoardFeed(leagueBoardSource(deps), ids, this.clock, this.log, boardTiming);
    this.leagueMatchups = new BoardFeed(leagueMatchupsSource(deps), ids, this.clock, this.log, boardTiming);
    this.chat = new ChatFeed(deps, ids, this.log);
    this.leaguePicks = new LeaguePicksFeed(deps, ids, this.log);
  }

  async start(): Promise<void> {
    if (this.unsubscribe.length > 0) return;
    this.unsubscribe = [
      this.deps.events.subscribe((event) => this.handle(event)),
      this.deps.events.onResync(() => this.resync()),
    ];
    try {
      this.clock.sync(await databaseNow(this.deps.db));
    } catch (error) {
      // Only the estimate of serverTime waits for the first read; nothing else depends on it.
      this.log.warn({ err: error }, 'could not read the database clock yet');
    }
  }

  /** Open sockets on this instance (pickem_live_sockets). */
  sockets(): number {
    return this.connections.size;
  }

  /** Open subscriptions by feed (pickem_live_subscriptions). */
  subscriptions(): Record<string, number> {
    return { games: this.games.size, me: this.me.size, leaderboard: this.boards.size };
  }

  stop(): void {
    for (const off of this.unsubscribe) off();
    this.unsubscribe = [];
    this.boards.stop();
    this.leagueBoards.stop();
    this.leagueMatchups.stop();
    this.leaguePicks.stop();
  }

  private handle(event: BusEvent): void {
    this.leaguePicks.handle(event);
    switch (event.type) {
      case 'session.revoked':
        this.connections.revoke(event);
        return;
      case 'standings.changed':
        this.boards.standingsChanged();
        this.leagueBoards.standingsChanged();
        this.leagueMatchups.standingsChanged();
        return;
      case 'league.changed':
        this.leagueBoards.boardsChanged((board) => board.leagueId === event.leagueId);
        this.leagueMatchups.boardsChanged((board) => board.leagueId === event.leagueId);
        this.chat.handle(event);
        return;
      case 'league.chat':
        this.chat.handle(event);
        return;
      default:
        this.games.handle(event);
        this.me.handle(event);
    }
  }

  private resync(): void {
    this.log.info({ sockets: this.connections.size }, 'live subscribers re-sync');
    this.games.resync();
    this.me.resync();
    this.boards.resync();
    this.leagueBoards.resync();
    this.leagueMatchups.resync();
    this.chat.resync();
    this.leaguePicks.resync();
    // A session.revoked may have been among the missed events: sockets of ended sessions close now.
    liveSessionIds(this.deps.db, this.connections.sessionIds()).then(
      (alive) => this.connections.closeEnded(alive),
      (error: unknown) => this.log.error({ err: error }, 'checking the sockets’ sessions failed'),
    );
  }
}
