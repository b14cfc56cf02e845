import { type RawBuilder, sql } from 'kysely';
import { FREE_DAILY_PICKS } from '../../shared/constants';

// The daily cap's window (docs/rules.md, "Daily cap"): the rule in TypeScript for one player under their row lock,
// and its SQL twin for many players at once (the lock reminder, the daily e-mail). daily-cap.test.ts runs both
// over one table of cases.

/** 3 new picks a day for free players; premium players have no cap (null). */
export function maxDailyPicks(tier: 'free' | 'premium'): number | null {
  return tier === 'premium' ? null : FREE_DAILY_PICKS;
}

/** A span of time [from, to). */
export interface Window {
  from: Date;
  to: Date;
}

/**
 * The window the daily cap counts picks in: the day fixed by the player's first pick of it (the calendar day of
 * the zone they had then) while it lasts, so a change of zone cannot reopen it; once it is over, today in the
 * player's current zone. `fixed` says whether that window is already the stored one.
 */
export function capWindow(stored: Window | null, now: Date, zoneToday: Window): Window & { fixed: boolean } {
  if (stored && stored.from.getTime() <= now.getTime() && now.getTime() < stored.to.getTime())
    return { from: stored.from, to: stored.to, fixed: true };
  return { from: zoneToday.from, to: zoneToday.to, fixed: false };
}

/** A player and today in their current zone: what the cap's window falls back to. */
export interface PlayerToday {
  userId: number;
  zoneToday: Window;
}

/**
 * Picks each player made in their cap's window at `now` (capWindow, set-based): the stored day when `now` is in
 * it, else today in their zone. One row per player, 0 included.
 */
export function picksInCapWindowSql(
  players: readonly PlayerToday[],
  now: Date,
): RawBuilder<{ user_id: number; n: number }> {
  // Arrays as one text parameter each, which both drivers (pg and PGlite) bind alike.
  const list = (values: readonly (number | string)[]) => `{${values.join(',')}}`;
  const ids = list(players.map((p) => p.userId));
  const froms = list(players.map((p) => p.zoneToday.from.toISOString()));
  const tos = list(players.map((p) => p.zoneToday.to.toISOString()));
  return sql<{ user_id: number; n: number }>`
    select u.id as user_id, count(p.id)::int as n
    from unnest(${ids}::int[], ${froms}::timestamptz[], ${tos}::timestamptz[]) as u(id, zone_from, zone_to)
    left join pick_days d on d.user_id = u.id and d.day_from <= ${now} and ${now} < d.day_to
    left join picks p on p.user_id = u.id
      and p.picked_at >= coalesce(d.day_from, u.zone_from) and p.picked_at < coalesce(d.day_to, u.zone_to)
    group by u.id`;
}
