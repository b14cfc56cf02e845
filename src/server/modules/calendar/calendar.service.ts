import { createHash, randomBytes } from 'node:crypto';
import {
  CALENDAR_MESSAGES,
  type CalendarFeed,
  type CalendarSportsInput,
} from '../../../shared/schemas/calendar';
import type { AppDeps } from '../../deps';
import type { DB } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { deleteFeed, findFeedByTokenHash, findFeedOf, saveFeedToken, setFeedSports } from './calendar.repo';

// A player's private calendar feed (docs/rules.md, "Calendar"). Its address carries a random token; only the
// token's hash is kept, so the address is shown once, when it is made: a new one can be made at any time, and the
// old one then stops working.

/** 32 random bytes in base64url: 43 characters. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The feed's addresses for a token: https, and webcal:// (which opens the device's calendar app). */
function addresses(deps: Pick<AppDeps, 'config'>, token: string) {
  const origin = (deps.config.appOrigin ?? deps.config.localOrigin ?? 'http://localhost:3000').replace(
    /\/$/,
    '',
  );
  const httpsUrl = `${origin}/calendar/${token}.ics`;
  return { httpsUrl, webcalUrl: httpsUrl.replace(/^https?:/, 'webcal:') };
}

/** Whether the player has a feed, and the leagues it lists; its address is not kept, so not shown here. */
export async function calendarFeed(deps: AppDeps, userId: number): Promise<CalendarFeed> {
  const feed = await findFeedOf(deps.db, userId);
  return { enabled: feed !== undefined, httpsUrl: null, webcalUrl: null, sports: feed?.sports ?? null };
}

/** Makes the player's feed address anew (the first, or a new one that ends the old); answers it, once. */
export async function newCalendarAddress(deps: AppDeps, userId: number): Promise<CalendarFeed> {
  const token = randomBytes(32).toString('base64url');
  await saveFeedToken(deps.db, userId, hashOf(token));
  const feed = await findFeedOf(deps.db, userId);
  return { enabled: true, ...addresses(deps, token), sports: feed?.sports ?? null };
}

/** The leagues the feed lists (null: every league). */
export async function setCalendarSports(
  deps: AppDeps,
  userId: number,
  input: CalendarSportsInput,
): Promise<CalendarFeed> {
  const sports = input.sports === null ? null : [...new Set(input.sports)];
  if (!(await setFeedSports(deps.db, userId, sports))) throw notFound(CALENDAR_MESSAGES.noFeed);
  return calendarFeed(deps, userId);
}

/** Turns the feed off: its address stops working. */
export async function turnCalendarOff(deps: AppDeps, userId: number): Promise<CalendarFeed> {
  await deleteFeed(deps.db, userId);
  return calendarFeed(deps, userId);
}

/** An account deleted (workflows/account-deletion.ts): its feed's address stops working, in the deletion's transaction. */
export async function forgetCalendarFeed(trx: DB, userId: number): Promise<void> {
  await deleteFeed(trx, userId);
}

/** The player and leagues of a feed's token, or undefined when the token names no feed. */
export async function feedOfToken(deps: Pick<AppDeps, 'db'>, token: string) {
  if (!TOKEN.test(token)) return undefined;
  return findFeedByTokenHash(deps.db, hashOf(token));
}
