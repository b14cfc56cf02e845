import type { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { DEFAULT_LOCALE, type Locale } from '../../../../shared/i18n/locale';
import { translateRefusal } from '../../http/refusal-language';
import { zodDefaultIn } from './zod-words';

export const SERVER_FAULT_MESSAGE = 'Something went wrong on our side. Please try again.';

export interface ErrorIssue {
  path: string;
  message: string;
}

/** An issue's words in `locale`: the catalogue's for the schemas' own messages, zod's locale for its defaults. */
function issueMessage(issue: ZodError['issues'][number], locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return issue.message;
  const translated = translateRefusal(issue.message, locale);
  return translated !== issue.message ? translated : (zodDefaultIn(issue, locale) ?? issue.message);
}

/** The input problems of a validation failure, as path and plain message in `locale` (ADR 0047). */
export function errorIssues(error: TRPCError, locale: Locale = DEFAULT_LOCALE): ErrorIssue[] | null {
  if (!(error.cause instanceof ZodError)) return null;
  return error.cause.issues.map((i) => ({
    path: i.path.join('.'),
    message: issueMessage(i, locale),
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
