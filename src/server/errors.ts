import { TRPCError } from '@trpc/server';

// Services speak in these; tRPC turns them into status codes and the REST adapter into { message }.
export const badRequest = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });
export const unauthorized = (message = 'Unauthorized') => new TRPCError({ code: 'UNAUTHORIZED', message });
export const forbidden = (message = 'Forbidden') => new TRPCError({ code: 'FORBIDDEN', message });
export const notFound = (message: string) => new TRPCError({ code: 'NOT_FOUND', message });
export const conflict = (message: string) => new TRPCError({ code: 'CONFLICT', message });
export const tooManyRequests = (message: string) => new TRPCError({ code: 'TOO_MANY_REQUESTS', message });
/** An upstream service (the sports feed) failed; 502 with the service's words, never a 500. */
export const badGateway = (message: string) => new TRPCError({ code: 'BAD_GATEWAY', message });
