import type { Game } from '../../shared/schemas/games';
import type { LiveGamesMessage } from '../../shared/schemas/live';

type Snapshot = Extract<LiveGamesMessage, { type: 'snapshot' }>;

/** The JSON of game lists serialized so far, by list: signed-out subscribers share one list (PublicSnapshots). */
const listJson = new WeakMap<readonly Game[], string>();

/**
 * The JSON of a snapshot, exactly as JSON.stringify gives it, with its list serialized once however many
 * sockets are sent it: a thousand signed-out players arriving at once share a read and its list, and each
 * socket then costs the few fields around the list rather than a serialization of every game.
 */
export function snapshotJson(message: Snapshot): string {
  const { games, ...head } = message;
  let json = listJson.get(games);
  if (json === undefined) {
    json = JSON.stringify(games);
    listJson.set(games, json);
  }
  return `${JSON.stringify(head).slice(0, -1)},"games":${json}}`;
}
