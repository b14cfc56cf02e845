import { z } from 'zod';
import { isTimeZone } from '../time-zones';

/** The words of a refused time zone (docs/rules.md, "Settings form"). */
export const TIMEZONE_INVALID = 'Please choose one of the listed timezones';

/** A player's time zone: any IANA zone the list offers (time-zones.ts, `isTimeZone`). */
export const timezoneSchema = z
  .string({ error: TIMEZONE_INVALID })
  .refine(isTimeZone, { error: TIMEZONE_INVALID });
