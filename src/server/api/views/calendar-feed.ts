import { createHash } from 'node:crypto';
import ical from 'ical-generator';
import { CALENDAR_DAYS_AHEAD, CALENDAR_DAYS_BACK } from '../../../shared/schemas/calendar';
import type { AppDeps } from '../../deps';
import { type CalendarPick, feedCalendar } from '../../modules/calendar/calendar.rules';
import { feedOfToken } from '../../modules/calendar/calendar.service';
import { findGamesForDay } from '../../modules/games/game-record.service';
import { DEFAULT_REMINDER_LEAD_MINUTES } from '../../modules/notifications/push-settings';
import { findUserPicksForGames } from '../../modules/picks/game-picks.service';
import { databaseNow } from '../../platform/db/now';

const DAY = 86_400_000;

/** A feed as served: its text and the entity tag that names this text. */
export interface FeedText {
  text: string;
  etag: string;
}

/**
 * The calendar of a feed's token (the calendar module's token, the games module's games, the picks module's picks):
 * the games of the next CALENDAR_DAYS_AHEAD days in the feed's leagues, and the player's picked games of the last
 * CALENDAR_DAYS_BACK days with their results. Undefined when the token names no feed.
 */
export async function calendarFeedText(deps: AppDeps, token: string): Promise<FeedText | undefined> {
  const feed = await feedOfToken(deps, token);
  if (!feed) return undefined;
  const now = await databaseNow(deps.db);
  const rows = await findGamesForDay(
    deps.db,
    new Date(now.getTime() - CALENDAR_DAYS_BACK * DAY),
    new Date(now.getTime() + CALENDAR_DAYS_AHEAD * DAY),
    false,
  );
  const listed = feed.sports === null ? rows : rows.filter((g) => feed.sports!.includes(g.sport_name));
  const picks = new Map<number, CalendarPick>(
    (
      await findUserPicksForGames(
        deps.db,
        feed.user_id,
        listed.map((g) => g.id),
      )
    ).map((p) => [p.game_id, { selectedTeamId: p.selected_team_id, result: p.result }]),
  );
  // Games already started are listed only when the player picked them: the feed keeps their results.
  const games = listed.filter((g) => g.scheduled_time.getTime() >= now.getTime() - DAY || picks.has(g.id));
  const origin = (deps.config.appOrigin ?? deps.config.localOrigin ?? 'http://localhost:3000').replace(
    /\/$/,
    '',
  );
  const calendar = feedCalendar({
    games: games.map((g) => ({
      id: g.id,
      sport: g.sport_name,
      homeName: g.home_name,
      awayName: g.away_name,
      homeId: g.home_team_id,
      awayId: g.away_team_id,
      scheduledTime: g.scheduled_time,
      status: g.status,
      homeScore: g.home_score,
      awayScore: g.away_score,
      updatedAt: g.updated_at,
    })),
    picks,
    now,
    timeZone: feed.timezone,
    locale: feed.locale,
    leadMinutes: deps.config.push?.reminderLeadMinutes ?? DEFAULT_REMINDER_LEAD_MINUTES,
    origin,
    host: new URL(origin).hostname,
  });
  // DTSTAMP is the time of the read: the tag is taken over the text without it, so an unchanged feed keeps its tag.
  const text = ical(calendar).toString();
  const stable = text.replace(/^DTSTAMP:.*$/gm, '');
  return { text, etag: `"${createHash('sha256').update(stable).digest('base64url').slice(0, 27)}"` };
}
