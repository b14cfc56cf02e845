import { TRPCClientError } from '@trpc/client';

import { i18n } from '../i18n/i18n';

/** The request never got an answer: fetch itself failed, so there is no tRPC error shape. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TRPCClientError && !error.data && error.cause instanceof TypeError;
}

/** What to tell the player about a failed call: the server's own words, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isNetworkError(error)) return i18n.t('networkError');
  if (error instanceof TRPCClientError && error.data && error.message) return error.message;
  return fallback;
}
