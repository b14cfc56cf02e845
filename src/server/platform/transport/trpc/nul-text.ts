import { TRPCError } from '@trpc/server';
import { z } from 'zod';

const NUL_MESSAGE = 'Text cannot contain the NUL character';
const UNPAIRED_MESSAGE = 'Text must be valid Unicode: it holds half of a surrogate pair';

/**
 * Half of a UTF-16 surrogate pair on its own (JSON's "\ud800"): not a character, so not storable as text, and
 * PostgreSQL's jsonb refuses it as an escape (an audit record of a team named so was a 500).
 */
const UNPAIRED_SURROGATE = /\p{Cs}/u;

/** What is wrong with a text PostgreSQL cannot store, or null. */
function unstorable(text: string): string | null {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  return UNPAIRED_SURROGATE.test(text) ? UNPAIRED_MESSAGE : null;
}

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
 * Where text PostgreSQL cannot hold hides in a value (a NUL character, half of a surrogate pair), and what is
 * wrong with it, or null. The walk keeps its own stack and builds a path only when it finds one: input nested
 * thousands of levels deep (a few bytes a level) must not overflow the call stack and turn into a 500.
 */
function unstorableText(root: unknown): { path: string; message: string } | null {
  const pending: Visit[] = [{ value: root, key: '', parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      const message = unstorable(value);
      if (message) return { path: pathOf(visit), message };
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        const message = unstorable(key);
        if (message) return { path: pathOf(visit), message };
        pending.push({ value: inner, key, parent: visit });
      }
    }
  }
  return null;
}

/**
 * Refuses text the database could never store, before any procedure runs: the schemas judge the
 * words, this judges the characters, so a NUL or half a surrogate pair in any field is a 400 and not a
 * database fault.
 */
export function refuseNul(input: unknown): unknown {
  const found = unstorableText(input);
  if (found === null) return input;
  // A ZodError as cause, so the refusal lists `errors` like any other invalid input.
  const cause = new z.ZodRealError([
    { code: 'custom', path: found.path ? found.path.split('.') : [], message: found.message, input: '' },
  ]);
  throw new TRPCError({ code: 'BAD_REQUEST', message: found.message, cause });
}
