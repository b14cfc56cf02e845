import type { FastifyRequest } from 'fastify';
import { badRequest } from '../errors';
import { refuseNul } from '../trpc/nul-text';
import type { ProcedureInfo } from './procedures';
import type { RestRoute } from './route';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Path parameters under the names of the procedure's input fields. */
function pathInput(route: RestRoute, req: FastifyRequest): Record<string, string> {
  const raw = (req.params ?? {}) as Record<string, string>;
  return Object.fromEntries(
    Object.entries(raw).map(([name, value]) => [route.params?.[name] ?? name, value]),
  );
}

/**
 * The procedure's input for a REST request: path parameters plus the query string (GET) or the JSON
 * body (other methods). Values stay as sent; the procedure's schema coerces and judges them. A body
 * that is JSON but not an object (a list, a number) is refused here, since no procedure takes one.
 */
export function procedureInput(route: RestRoute, info: ProcedureInfo, req: FastifyRequest): unknown {
  if (route.input) return refuseNul(route.input(req));
  if (!info.input) return undefined;
  const rest = route.method === 'GET' ? (req.query ?? {}) : (req.body ?? {});
  if (!isObject(rest)) throw badRequest('The request body must be a JSON object.');
  return refuseNul({ ...rest, ...pathInput(route, req) });
}
