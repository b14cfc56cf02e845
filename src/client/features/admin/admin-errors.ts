import { TRPCClientError } from '@trpc/client';
import { i18n } from '../../i18n/i18n';
import { errorMessage } from '../../lib/errors';
import { signInAgainSoon } from '../../lib/signed-out';
import { toast } from '../../lib/toast';

function httpStatusOf(error: unknown): number | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data: unknown = error.data;
  if (data && typeof data === 'object' && 'httpStatus' in data && typeof data.httpStatus === 'number') {
    return data.httpStatus;
  }
  return undefined;
}

/** Zod issues the server sent along ('path: message' each), or an empty list. */
export function issuesOf(error: unknown): string[] {
  if (!(error instanceof TRPCClientError)) return [];
  const data: unknown = error.data;
  if (!data || typeof data !== 'object' || !('issues' in data) || !Array.isArray(data.issues)) return [];
  return data.issues.flatMap((issue: unknown) => {
    if (!issue || typeof issue !== 'object' || !('message' in issue)) return [];
    const path = 'path' in issue && typeof issue.path === 'string' ? issue.path : '';
    return [path ? `${path}: ${String(issue.message)}` : String(issue.message)];
  });
}

/**
 * The dashboard's one way to report a failed call (admin.md section 8): a 401 says the admin is logged
 * out and sends them to sign in after 500 ms; anything else is a destructive toast titled Error with
 * the server's words, or the fallback when there are none.
 */
export function reportAdminError(error: unknown, fallback: string, useServerMessage = true): void {
  if (httpStatusOf(error) === 401) {
    toast.signedOut(i18n.t('adminLoggedOut'), i18n.t('error'));
    signInAgainSoon();
    return;
  }
  toast.error(useServerMessage ? errorMessage(error, fallback) : fallback, i18n.t('error'));
}

/**
 * For fixed-message failures (admin.md: 'Failed to update score. Please try again.' and the like): the fixed
 * text is the toast's title and the server's reason (why trying again will not help) its message.
 */
export const reportFixed = (fixed: string) => (error: unknown) => {
  if (httpStatusOf(error) === 401) {
    reportAdminError(error, fixed);
    return;
  }
  const reason = errorMessage(error, '');
  toast.error(reason && reason !== fixed ? reason : i18n.t('admin:tryAgainSoon'), fixed);
};
/** For failures that show the server's message when it has one. */
export const reportServer = (fallback: string) => (error: unknown) => reportAdminError(error, fallback, true);
