import { z } from 'zod';

const DIGITS = /^[0-9]+$/;

/**
 * A whole number as JSON carries it (a number) or as a path or query string carries it (decimal digits
 * only). Nothing else is read as a number: not `0x10`, `1e1`, ` 1`, `+1`, `[1]` or `true`, which
 * `z.coerce.number()` would take. `message` is the refusal of anything else.
 */
export const numberOrDigits = (message: string) =>
  z
    .union([z.number({ error: message }), z.string().regex(DIGITS, message).transform(Number)], {
      error: message,
    })
    .meta({ description: 'A whole number, as a JSON number or as its decimal digits (0-9 only).' });

/** A text of decimal digits as its number; any other text as it came, for the schema to refuse. */
export const digitsToNumber = (text: string): number | string => (DIGITS.test(text) ? Number(text) : text);

/** A list's `limit`: 1 to 1000 rows as a number or its digits, `byDefault` when left out. */
export const limitInput = (byDefault: number) =>
  z
    .object({
      limit: numberOrDigits('limit must be a whole number')
        .pipe(z.number().int().min(1).max(1000))
        .default(byDefault),
    })
    .default({ limit: byDefault });
