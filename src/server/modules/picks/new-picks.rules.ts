import { capWindow, type Window } from '../../kernel/daily-cap';
import { decideNewPick, type GameFacts, type PickVerdict } from './picks.rules';

/** A user's picks as stored before the batch, read under their row lock (see pick_facts_many). */
export interface StoredPicks {
  storedDay: Window | null;
  inStoredDay: number;
  inZoneDay: number;
  alreadyPicked: boolean;
}

/** One new pick of a batch, with what was read for it under the locks. */
export interface NewPickItem {
  userId: number;
  gameId: number;
  selectedTeamId: number;
  game: GameFacts;
  maxDaily: number | null;
  /** Today in the zone of the user's locked row, by the database clock. */
  zoneToday: Window;
  picks: StoredPicks;
}

export type NewPickDecision =
  | (PickVerdict & { ok: false })
  | { ok: true; picksToday: number; fixDay: Window | null };

/**
 * Decides a batch's new picks one after another in the order they arrived, exactly as they would be decided
 * one transaction each in that order (ADR 0035): a user's picks accepted earlier in the batch count against
 * their cap, a game they picked earlier in it is already picked, and the first accepted pick fixes the day the
 * cap counts in for the rest (every pick of the batch is made at the same `now`, in that day). `fixDay` is the
 * day an accepted pick fixes, to store with it; `picksToday` counts the picks before it.
 */
export function decideNewPicks(items: readonly NewPickItem[], now: Date): NewPickDecision[] {
  const byUser = new Map<number, { accepted: number; games: Set<number>; fixed: Window | null }>();
  return items.map((item) => {
    let mine = byUser.get(item.userId);
    if (!mine) {
      mine = { accepted: 0, games: new Set(), fixed: null };
      byUser.set(item.userId, mine);
    }
    // A day fixed earlier in the batch is today in the zone of the same locked row, at the same clock.
    const window = capWindow(mine.fixed ?? item.picks.storedDay, now, item.zoneToday);
    const stored = window.fixed && !mine.fixed ? item.picks.inStoredDay : item.picks.inZoneDay;
    const picksToday = stored + mine.accepted;
    const verdict = decideNewPick({
      game: item.game,
      selectedTeamId: item.selectedTeamId,
      now,
      alreadyPicked: item.picks.alreadyPicked || mine.games.has(item.gameId),
      picksToday,
      maxDaily: item.maxDaily,
    });
    if (!verdict.ok) return verdict;
    mine.accepted++;
    mine.games.add(item.gameId);
    const fixDay = window.fixed ? null : { from: window.from, to: window.to };
    if (fixDay) mine.fixed = fixDay;
    return { ok: true, picksToday, fixDay };
  });
}
