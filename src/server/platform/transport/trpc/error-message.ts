import type { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { DEFAULT_LOCALE, type Locale } from '../../../../shared/i18n/locale';
import { translateRefusal } from '../../http/refusal-language';

export const SERVER_FAULT_MESSAGE = 'Something went wrong on our side. Please try again.';

export interface ErrorIssue {
  path: string;
  message: string;
}

/** The input problems of a validation failure, as path and plain message in `locale` (ADR 0047). */
export function errorIssues(error: TRPCError, locale: Locale = DEFAULT_LOCALE): ErrorIssue[] | null {
  if (!(error.cause instanceof ZodError)) return null;
  return error.cause.issues.map((i) => ({
    path: i.path.join('.'),
    message: translateRefusal(i.message, locale),
  }));
}

/** What a caller reads: the first input problem, the service's own words, never a server fault's insides. */
export function publicErrorMessage(error: TRPCError, locale: Locale = DEFAULT_LOCALE): string {
  const first = errorIssues(error, locale)?.[0];
  if (first) return first.message;
  return translateRefusal(
    error.code === 'INTERNAL_SERVER_ERROR' ? SERVER_FAULT_MESSAGE : error.message,
    locale,
  );
}
