import {
  type ICalAlarmData,
  ICalAlarmType,
  type ICalCalendarData,
  type ICalEventData,
  ICalEventStatus,
} from 'ical-generator';
import { APP_NAME } from '../../../shared/constants';
import type { Locale } from '../../../shared/i18n/locale';
import { type CalendarWords, calendarWordsFor } from './calendar-words';

/** A game as the feed lists it. */
export interface CalendarGame {
  id: number;
  sport: string;
  homeName: string;
  awayName: string;
  homeId: number;
  awayId: number;
  scheduledTime: Date;
  status: string;
  homeScore: number | null;
  awayScore: number | null;
  updatedAt: Date;
}

/** The player's pick of a game, with its result once graded. */
export interface CalendarPick {
  selectedTeamId: number;
  result: 'win' | 'loss' | 'push' | null;
}

export interface FeedFacts {
  games: readonly CalendarGame[];
  picks: ReadonlyMap<number, CalendarPick>;
  now: Date;
  /** The player's zone: lock times in the text are theirs (the events' times are instants, shown in any zone). */
  timeZone: string;
  /** The player's saved language (`users.locale`): the feed's words and lock times are in it. */
  locale: Locale;
  /** How long before a game locks its alarm rings (REMINDER_LEAD_MINUTES, as the lock reminder). */
  leadMinutes: number;
  /** The app's address, for the events' links. */
  origin: string;
  /** Where the events' UIDs come from (the app's host). */
  host: string;
}

/** How long a game's event lasts in the calendar: about a game's length; its end is not known in advance. */
const GAME_HOURS = 3;

const lockTime = (at: Date, timeZone: string, words: CalendarWords) =>
  new Intl.DateTimeFormat(words.intl, {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at);

/**
 * The player's calendar (RFC 5545, through ical-generator): every game listed, with its lock time; an alarm before
 * lock on each game still open that the player has not picked; the player's pick, and its result once graded. In
 * the player's language (calendar-words.ts).
 */
export function feedCalendar(f: FeedFacts): ICalCalendarData {
  const words = calendarWordsFor(f.locale);
  return {
    name: APP_NAME,
    description: words.description(APP_NAME),
    prodId: { company: APP_NAME, product: 'calendar', language: words.language },
    // Calendars that honour it ask again every hour: lock times and results move.
    ttl: 60 * 60,
    events: f.games.map((game) => gameEvent(f, game, words)),
  };
}

function gameEvent(f: FeedFacts, game: CalendarGame, words: CalendarWords): ICalEventData {
  const pick = f.picks.get(game.id);
  const team = (id: number) => (id === game.homeId ? game.homeName : game.awayName);
  const matchup = `${game.awayName} @ ${game.homeName}`;
  const open = game.status === 'scheduled' && game.scheduledTime.getTime() > f.now.getTime();
  const summary = [
    matchup,
    pick ? words.yourPick(team(pick.selectedTeamId)) : open ? words.notPicked : null,
    pick?.result ? words.result[pick.result] : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const link = `${f.origin}/`;
  const lines = [
    `${game.sport}: ${matchup}`,
    open ? words.locksAt(lockTime(game.scheduledTime, f.timeZone, words)) : null,
    pick
      ? `${words.yourPick(team(pick.selectedTeamId))}${pick.result ? ` (${words.result[pick.result]})` : ''}.`
      : null,
    game.status === 'completed' && game.homeScore !== null && game.awayScore !== null
      ? words.final(game.awayName, game.awayScore, game.homeName, game.homeScore)
      : null,
    open && !pick ? words.makePick(link) : words.open(APP_NAME, link),
  ].filter((l): l is string => l !== null);
  const alarms: ICalAlarmData[] =
    open && !pick
      ? [
          {
            type: ICalAlarmType.display,
            triggerBefore: f.leadMinutes * 60,
            description: words.alarm(matchup, f.leadMinutes),
          },
        ]
      : [];
  return {
    id: `game-${game.id}@${f.host}`,
    start: game.scheduledTime,
    end: new Date(game.scheduledTime.getTime() + GAME_HOURS * 3_600_000),
    summary,
    description: lines.join('\n'),
    url: link,
    lastModified: game.updatedAt,
    stamp: f.now,
    status: game.status === 'postponed' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
    alarms,
  };
}
