import { z } from 'zod';

/**
 * The input of a procedure that takes none. Every procedure declares its input, so nothing unparsed
 * reaches a handler: nothing at all (the tRPC client sends none) or an object (the REST adapter passes
 * its empty query string or body) is accepted, and its fields are dropped as every other schema drops
 * unknown ones; a list, a number, text or null is refused with a 400.
 */
export const noInput = z
  .object({}, { error: 'This call takes no input, or an empty JSON object' })
  .optional();
