import type { Game, GameStatus } from '../../../shared/schemas/games';
import type { LiveGamesMessage } from '../../../shared/schemas/live';
import { dataFrame, type RawJson, rawJson } from '../../platform/transport/socket/raw-json';
import { SharedFrame } from '../../platform/transport/socket/shared-frame';

/** The viewer's own pick on a game, as the list shows it. */
export type ViewerPick = NonNullable<Game['userPick']>;

/**
 * One changed game, read once per instance and serialized once: the viewer-independent part of the
 * `game` message is one string; a viewer's `userPick` and `canPick` are appended to it. Every viewer
 * without a pick on the game shares one of two finished strings (canPick true or false).
 */
export class GameUpdate {
  private readonly shared = new Map<boolean, LiveGamesMessage>();
  /** Frames of the shared messages by subscription envelope, so sockets alike share one (and its compression). */
  private readonly frames = new Map<LiveGamesMessage, Map<string, SharedFrame>>();

  private constructor(
    /** The tracked id of this change, the same on every socket. */
    readonly id: string,
    readonly gameId: number,
    /** The database clock of the read: canPick is judged at it. */
    readonly now: Date,
    /** What list membership and canPick need; null when the game no longer exists. */
    readonly facts: { status: GameStatus; scheduledTime: Date } | null,
    /** All picks on the game: 0 means no viewer can have a pick on it. */
    readonly pickCount: number,
    /** The `game` message up to the viewer's fields; null for a removed game. */
    private readonly head: string | null,
    readonly removed: LiveGamesMessage,
  ) {}

  /** A game as it now is, from the viewer-independent list shape (userPick null, canPick false). */
  static changed(id: string, game: Game, now: Date): GameUpdate {
    const { userPick: _pick, canPick: _canPick, ...core } = game;
    const serverTime = now.toISOString();
    const coreJson = JSON.stringify(core);
    const head = `{"type":"game","serverTime":${JSON.stringify(serverTime)},"game":${coreJson.slice(0, -1)}`;
    const pickCount = game.pickStats.reduce((sum, s) => sum + s.count, 0);
    const facts = { status: game.status, scheduledTime: new Date(game.scheduledTime) };
    return new GameUpdate(id, game.id, now, facts, pickCount, head, GameUpdate.removal(game.id, serverTime));
  }

  /** A game that is gone (deleted): lists that show it drop it. */
  static gone(id: string, gameId: number, now: Date): GameUpdate {
    return new GameUpdate(id, gameId, now, null, 0, null, GameUpdate.removal(gameId, now.toISOString()));
  }

  private static removal(gameId: number, serverTime: string): LiveGamesMessage {
    return rawJson(JSON.stringify({ type: 'removed', serverTime, gameId } satisfies LiveGamesMessage));
  }

  /** The `game` message for a viewer; the same object for every viewer without a pick. */
  message(pick: ViewerPick | null, canPick: boolean): LiveGamesMessage {
    if (this.head === null) return this.removed;
    if (pick !== null)
      return rawJson(`${this.head},"userPick":${JSON.stringify(pick)},"canPick":${canPick}}}`);
    const known = this.shared.get(canPick);
    if (known) return known;
    const message = rawJson<LiveGamesMessage>(`${this.head},"userPick":null,"canPick":${canPick}}}`);
    this.shared.set(canPick, message);
    return message;
  }

  /**
   * The whole frame of a message of this change (`message` is one this update gave) for a subscription
   * whose tRPC envelope is `envelopeHead`; one object for every socket alike when the message is shared.
   */
  frame(envelopeHead: string, message: LiveGamesMessage): SharedFrame {
    const shared =
      message === this.removed || this.shared.get(true) === message || this.shared.get(false) === message;
    if (!shared) return this.newFrame(envelopeHead, message, false);
    let byEnvelope = this.frames.get(message);
    if (!byEnvelope) {
      byEnvelope = new Map();
      this.frames.set(message, byEnvelope);
    }
    let frame = byEnvelope.get(envelopeHead);
    if (!frame) {
      frame = this.newFrame(envelopeHead, message, true);
      byEnvelope.set(envelopeHead, frame);
    }
    return frame;
  }

  private newFrame(envelopeHead: string, message: LiveGamesMessage, shared: boolean): SharedFrame {
    const text = dataFrame(envelopeHead, this.id, (message as unknown as RawJson).json);
    return new SharedFrame(text, `g${this.gameId}`, shared);
  }
}
