import { TRPCError } from '@trpc/server';
import { z } from 'zod';

const NUL_MESSAGE = 'Text cannot contain the NUL character';

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | null;
}

const pathOf = (visit: Visit): string => {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
};

/**
 * Where a NUL character hides in a value (PostgreSQL text cannot hold one), or null. The walk keeps
 * its own stack and builds a path only when it finds one: input nested thousands of levels deep
 * (a few bytes a level) must not overflow the call stack and turn into a 500.
 */
function nulPath(root: unknown): string | null {
  const pending: Visit[] = [{ value: root, key: '', parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return pathOf(visit);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        if (key.includes('\u0000')) return pathOf(visit);
        pending.push({ value: inner, key, parent: visit });
      }
    }
  }
  return null;
}

/**
 * Refuses text the database could never store, before any procedure runs: the schemas judge the
 * words, this judges the bytes, so a NUL in any field is a 400 and not a database fault.
 */
export function refuseNul(input: unknown): unknown {
  const at = nulPath(input);
  if (at === null) return input;
  // A ZodError as cause, so the refusal lists `errors` like any other invalid input.
  const cause = new z.ZodRealError([
    { code: 'custom', path: at ? at.split('.') : [], message: NUL_MESSAGE, input: '' },
  ]);
  throw new TRPCError({ code: 'BAD_REQUEST', message: NUL_MESSAGE, cause });
}
