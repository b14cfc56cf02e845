import { TRPCError } from '@trpc/server';

// Services speak in these; tRPC turns them into status codes and the REST adapter into { message }.
export const badRequest = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });
export const unauthorized = (message = 'Unauthorized') => new TRPCError({ code: 'UNAUTHORIZED', message });
export const forbidden = (message = 'Forbidden') => new TRPCError({ code: 'FORBIDDEN', message });
export const notFound = (message: string) => new TRPCError({ code: 'NOT_FOUND', message });
export const conflict = (message: string) => new TRPCError({ code: 'CONFLICT', message });
/**
 * 429. Every refusal names its wait: `retryAfterSeconds` travels as the error's cause and goes out as
 * `Retry-After` over HTTP (tRPC and REST alike), so a client knows when its budget is back without reading the
 * words.
 */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new TRPCError({ code: 'TOO_MANY_REQUESTS', message, cause: new RetryAfter(retryAfterSeconds) });

/** The wait a 429 names (see tooManyRequests). */
export class RetryAfter extends Error {
  constructor(readonly seconds: number) {
    super(`retry after ${seconds} s`);
  }
}

/** The `Retry-After` seconds of a refusal made by tooManyRequests, if it named any. */
export function retryAfterOf(error: TRPCError): number | undefined {
  return error.cause instanceof RetryAfter ? Math.max(1, Math.ceil(error.cause.seconds)) : undefined;
}
/** An upstream service (the sports feed) failed; 502 with the service's words, never a 500. */
export const badGateway = (message: string) => new TRPCError({ code: 'BAD_GATEWAY', message });
