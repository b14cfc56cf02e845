import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../errors';
import { refuseNul } from '../trpc/nul-text';
import type { ProcedureDescription } from '../trpc/procedure-table';
import type { RestRoute } from './route';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A path parameter that names a row: `:id`, `:pickId`... */
const isIdParam = (name: string) => name === 'id' || name.endsWith('Id');

/**
 * Path parameters under the names of the procedure's input fields. This is the one place path ids are read:
 * an id of decimal digits becomes its number, and anything else (`0x10`, `1e1`, ` 1`, `+1`, `[1]`) becomes
 * NaN, which every number schema refuses with its own words (400), so no schema ever gets to coerce it.
 */
function pathInput(route: RestRoute, req: FastifyRequest): Record<string, unknown> {
  const raw = (req.params ?? {}) as Record<string, string>;
  return Object.fromEntries(
    Object.entries(raw).map(([name, value]) => [
      route.params?.[name] ?? name,
      isIdParam(name) ? (/^[0-9]+$/.test(value) ? Number(value) : Number.NaN) : value,
    ]),
  );
}

/**
 * The procedure's input for a REST request: path parameters plus the query string (GET) or the JSON
 * body (other methods). Values stay as sent (path ids aside); the procedure's schema judges them. A body
 * that is JSON but not an object (a list, a number) is refused here, since no procedure takes one.
 */
export function procedureInput(route: RestRoute, info: ProcedureDescription, req: FastifyRequest): unknown {
  if (route.input) return refuseNul(route.input(req));
  if (!info.input) return undefined;
  const rest = route.method === 'GET' ? (req.query ?? {}) : (req.body ?? {});
  if (!isObject(rest)) throw badRequest('The request body must be a JSON object.');
  return refuseNul({ ...rest, ...pathInput(route, req) });
}
