import type { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { z } from 'zod';
import { DEFAULT_LOCALE, type Locale } from '../../../../shared/i18n/locale';
import { translateRefusal } from '../../http/refusal-language';
import { errorIssues, publicErrorMessage, SERVER_FAULT_MESSAGE } from '../trpc/error-message';
import type { RestRoute } from './route';

/** Every refusal of /api: plain words, and for invalid input each problem as `path: message`. */
export const restErrorSchema = z.object({
  message: z.string(),
  errors: z.array(z.string()).optional(),
});
export type RestErrorBody = z.infer<typeof restErrorSchema>;

/** `path: message` for each input problem, under the names the client sent (`:id`, not `userId`). */
function fieldErrors(error: TRPCError, route: RestRoute | undefined, locale: Locale): string[] | undefined {
  const issues = errorIssues(error, locale);
  if (!issues || issues.length === 0) return undefined;
  const sentName = Object.fromEntries(
    Object.entries(route?.params ?? {}).map(([param, field]) => [field, param]),
  );
  return issues.map(({ path, message }) => {
    if (path === '') return message;
    const [head = '', ...tail] = path.split('.');
    return `${[sentName[head] ?? head, ...tail].join('.')}: ${message}`;
  });
}

/** The status and body a TRPCError becomes, its words in `locale`; a server fault never shows its insides. */
export function restError(
  error: TRPCError,
  route?: RestRoute,
  locale: Locale = DEFAULT_LOCALE,
): { status: number; body: RestErrorBody } {
  const status = getHTTPStatusCodeFromError(error);
  // A failed output check is a fault of ours: its zod issues are no business of the caller. Other
  // 5xx (the feed's 502) say what failed.
  const message =
    error.code === 'INTERNAL_SERVER_ERROR'
      ? translateRefusal(SERVER_FAULT_MESSAGE, locale)
      : publicErrorMessage(error, locale);
  const errors = status === 400 ? fieldErrors(error, route, locale) : undefined;
  return { status, body: errors ? { message, errors } : { message } };
}
