import type { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';

export const SERVER_FAULT_MESSAGE = 'Something went wrong on our side. Please try again.';

export interface ErrorIssue {
  path: string;
  message: string;
}

/** The input problems of a validation failure, as path and plain message. */
export function errorIssues(error: TRPCError): ErrorIssue[] | null {
  if (!(error.cause instanceof ZodError)) return null;
  return error.cause.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

/** What a caller reads: the first input problem, the service's own words, never a server fault's insides. */
export function publicErrorMessage(error: TRPCError): string {
  const first = errorIssues(error)?.[0];
  if (first) return first.message;
  if (error.code === 'INTERNAL_SERVER_ERROR') return SERVER_FAULT_MESSAGE;
  return error.message;
}
