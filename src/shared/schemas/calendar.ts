import { z } from 'zod';
import { SPORT_NAMES } from '../constants';

/** How far ahead the calendar feed lists games, and how far back the player's graded picks. */
export const CALENDAR_DAYS_AHEAD = 14;
export const CALENDAR_DAYS_BACK = 7;

export const CALENDAR_MESSAGES = {
  sportUnknown: `sports must be a list of leagues among ${SPORT_NAMES.join(', ')}`,
  notFound: 'This calendar link does not work: it was turned off or made anew in Settings.',
  noFeed: 'Turn the calendar feed on first.',
} as const;

/** The player's calendar feed: off, or its private addresses and the leagues it lists (null: every league). */
export const calendarFeedOutput = z.object({
  enabled: z.boolean(),
  /** The feed over https, for calendars that take a URL. */
  httpsUrl: z.string().nullable(),
  /** The same feed as webcal://, which opens the device's calendar app to subscribe. */
  webcalUrl: z.string().nullable(),
  sports: z.array(z.string()).nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedOutput>;

export const calendarSportsInput = z.object({
  sports: z
    .array(z.enum(SPORT_NAMES, { error: CALENDAR_MESSAGES.sportUnknown }), {
      error: CALENDAR_MESSAGES.sportUnknown,
    })
    .max(SPORT_NAMES.length)
    .nullable(),
});
export type CalendarSportsInput = z.infer<typeof calendarSportsInput>;
