import { z } from 'zod';
import { restErrorSchema } from '../rest/errors';

/**
 * A fresh registry holding the app's named schemas and the refusals' `Error` (one per document build: ids must
 * stay unique in it). Answers with no name of their own are named after their operation.
 */
export function namedRegistry(
  named: Readonly<Record<string, z.ZodType>>,
): z.core.$ZodRegistry<{ id: string }> {
  const registry = z.registry<{ id: string }>();
  registry.add(restErrorSchema, { id: 'Error' });
  for (const [id, schema] of Object.entries(named)) registry.add(schema, { id });
  return registry;
}
