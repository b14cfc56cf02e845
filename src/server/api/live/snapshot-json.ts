import type { Game } from '../../../shared/schemas/games';
import type { LiveGamesMessage } from '../../../shared/schemas/live';
import { ComposedText } from '../../platform/transport/socket/composed-text';
import { SharedFrame } from '../../platform/transport/socket/shared-frame';

type Snapshot = Extract<LiveGamesMessage, { type: 'snapshot' }>;

/** The JSON of game lists serialized so far, by list: signed-out subscribers share one list (PublicSnapshots). */
const listJson = new WeakMap<readonly Game[], string>();

function listJsonOf(games: readonly Game[]): string {
  let json = listJson.get(games);
  if (json === undefined) {
    json = JSON.stringify(games);
    listJson.set(games, json);
  }
  return json;
}

/** A snapshot's JSON up to its list: its other fields, then the list's key. */
function headJson(head: Omit<Snapshot, 'games'>): string {
  return `${JSON.stringify(head).slice(0, -1)},"games":`;
}

/**
 * The JSON of a snapshot, exactly as JSON.stringify gives it, with its list serialized once however many
 * sockets are sent it: a thousand signed-out players arriving at once share a read and its list, and each
 * socket then costs the few fields around the list rather than a serialization of every game.
 */
export function snapshotJson(message: Snapshot): string {
  const { games, ...head } = message;
  return `${headJson(head)}${listJsonOf(games)}}`;
}

/** The list's UTF-8 bytes (and compressed forms), by list, for snapshots that share a read. */
const listFrames = new WeakMap<readonly Game[], SharedFrame>();

/**
 * The same JSON for a list many sockets share (PublicSnapshots), composed so that the list stays one
 * buffer for all of them: no string or buffer of the whole snapshot is made per socket, and compressing
 * sockets share one compressed form of it (LiveSocket).
 */
export function sharedSnapshotJson(message: Snapshot): ComposedText {
  const { games, ...head } = message;
  let list = listFrames.get(games);
  if (list === undefined) {
    list = new SharedFrame(listJsonOf(games), null);
    listFrames.set(games, list);
  }
  return new ComposedText(headJson(head), list, '}');
}
