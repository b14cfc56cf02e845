import type { FastifyRequest } from 'fastify';
import type { createCaller } from '../trpc/router';

export type Caller = ReturnType<typeof createCaller>;

/** One spec path mapped to one procedure. The procedure validates the input; the table holds no logic. */
export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  call: (caller: Caller, req: FastifyRequest) => Promise<unknown>;
}

/** Path parameters as strings. */
export const params = (req: FastifyRequest) => req.params as Record<string, string>;

/** Query-string values as strings. */
export const query = (req: FastifyRequest) => req.query as Record<string, string | undefined>;

// biome-ignore lint/suspicious/noExplicitAny: the procedure's zod schema checks the body.
export const body = (req: FastifyRequest) => (req.body ?? {}) as any;
