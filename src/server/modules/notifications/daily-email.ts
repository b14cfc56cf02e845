import type { Locale } from '../../../shared/i18n/locale';
import type { AppDeps } from '../../deps';
import { maxDailyPicks } from '../../kernel/daily-cap';
import { dayWindow } from '../../kernel/player-day';
import type { DB } from '../../platform/db/client';
import { dailyEmailText } from './notification-texts.rules';
import { pickableGames, picksInCapWindows } from './notifications.repo';
import { picksLeft } from './reminder.rules';
import { unsubscribeLinks } from './unsubscribe-links';

/**
 * The daily e-mail of a player's day, in their language: today's games they may still pick and the picks left, with the
 * one-click unsubscribe headers (RFC 8058). Null when there is nothing left to pick today.
 */
export async function dailyEmail(
  trx: DB,
  deps: Pick<AppDeps, 'db' | 'config' | 'clock'>,
  player: { id: number; timezone: string; locale: Locale; subscription_tier: 'free' | 'premium' },
  day: string,
) {
  const now = deps.clock();
  const today = dayWindow(now, player.timezone, 'today');
  if (today.date !== day) return null; // the day passed before the e-mail went out: its slate is gone
  const made = await picksInCapWindows(trx, [{ userId: player.id, zoneToday: today }], now);
  const left = picksLeft(maxDailyPicks(player.subscription_tier), made.get(player.id) ?? 0);
  if (left === 0) return null;
  const games = await pickableGames(trx, player.id, now, new Date(today.to.getTime() - 1));
  if (games.length === 0) return null;
  const links = await unsubscribeLinks({ config: deps.config, db: trx }, player.id);
  const content = dailyEmailText({
    games: games.map((g) => ({ away: g.away, home: g.home, startsAt: g.scheduled_time })),
    picksLeft: left,
    timeZone: player.timezone,
    locale: player.locale,
    appUrl: `${links.origin}/`,
    unsubscribeUrl: links.page,
  });
  return {
    ...content,
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
