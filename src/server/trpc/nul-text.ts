import { TRPCError } from '@trpc/server';
import { z } from 'zod';

const NUL_MESSAGE = 'Text cannot contain the NUL character';

/** Where a NUL character hides in a value (PostgreSQL text cannot hold one), or null. */
function nulPath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = key.includes('\u0000') ? path : nulPath(inner, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Refuses text the database could never store, before any procedure runs: the schemas judge the
 * words, this judges the bytes, so a NUL in any field is a 400 and not a database fault.
 */
export function refuseNul(input: unknown): unknown {
  const at = nulPath(input, '');
  if (at === null) return input;
  // A ZodError as cause, so the refusal lists `errors` like any other invalid input.
  const cause = new z.ZodRealError([
    { code: 'custom', path: at ? at.split('.') : [], message: NUL_MESSAGE, input: '' },
  ]);
  throw new TRPCError({ code: 'BAD_REQUEST', message: NUL_MESSAGE, cause });
}
