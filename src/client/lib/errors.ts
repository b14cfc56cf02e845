import { TRPCClientError } from '@trpc/client';

export const NETWORK_ERROR_MESSAGE = 'Network error. Please try again.';

/** The request never got an answer: fetch itself failed, so there is no tRPC error shape. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TRPCClientError && !error.data && error.cause instanceof TypeError;
}

/** What to tell the player about a failed call: the server's own words, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isNetworkError(error)) return NETWORK_ERROR_MESSAGE;
  if (error instanceof TRPCClientError && error.data && error.message) return error.message;
  return fallback;
}
