import type { Insertable } from 'kysely';
import type { PicksTable } from '../../src/server/platform/db/schema';
import { FREE_DAILY_PICKS } from '../../src/shared/constants';
import { localDay } from '../../src/shared/periods';
import type { SeededRandom } from './random';

export interface DemoUser {
  id: number;
  timezone: string;
  subscriptionTier: 'free' | 'premium';
}

export interface DemoGame {
  id: number;
  status: 'scheduled' | 'live' | 'completed';
  scheduledTime: Date;
  homeTeamId: number;
  awayTeamId: number;
  winnerTeamId: number | null;
  isPush: boolean;
  /** The free special pick: Free Win is the home side, Free Loss the away side. */
  isFreePick: boolean;
}

/** Nearly everyone takes the free win; a few take the loss for the fun of it (or by a slip of the thumb). */
const FREE_WIN_SHARE = 0.9;

/** Pick histories that keep the daily cap: each player has a taste for picking and a knack for winners. */
export function demoPicks(
  random: SeededRandom,
  users: DemoUser[],
  games: DemoGame[],
  now: Date,
): Insertable<PicksTable>[] {
  const picks: Insertable<PicksTable>[] = [];
  const perDay = new Map<string, number>();
  // The free pick first: players make it before the day's cap is spent, as its early-morning start invites.
  const ordered = [...games].sort((a, b) => Number(b.isFreePick) - Number(a.isFreePick));
  for (const user of users) {
    const appetite = 0.25 + random.next() * 0.6;
    const knack = 0.35 + random.next() * 0.35;
    for (const game of ordered) {
      const eager = game.status !== 'scheduled' || game.isFreePick;
      if (!random.chance(eager ? appetite : appetite / 3)) continue;
      const lead = game.status === 'scheduled' ? random.int(5, 240) * 60_000 : random.int(1, 20) * 3_600_000;
      const pickedAt = new Date(Math.min(game.scheduledTime.getTime(), now.getTime()) - lead);
      const dayKey = `${user.id}:${localDay(pickedAt, user.timezone).date}`;
      const count = perDay.get(dayKey) ?? 0;
      if (
        user.subscriptionTier === 'free' &&
        count >= FREE_DAILY_PICKS - (game.status === 'scheduled' ? 1 : 0)
      ) {
        continue;
      }
      perDay.set(dayKey, count + 1);
      const decided = game.status === 'completed' && (game.winnerTeamId !== null || game.isPush);
      const winner = game.winnerTeamId;
      const loser = winner === game.homeTeamId ? game.awayTeamId : game.homeTeamId;
      const selected = game.isFreePick
        ? random.chance(FREE_WIN_SHARE)
          ? game.homeTeamId
          : game.awayTeamId
        : decided && winner !== null
          ? random.chance(knack)
            ? winner
            : loser
          : random.chance(0.5)
            ? game.homeTeamId
            : game.awayTeamId;
      picks.push({
        user_id: user.id,
        game_id: game.id,
        selected_team_id: selected,
        picked_at: pickedAt,
        updated_at: pickedAt,
      });
    }
  }
  return picks;
}
