/** After this many failed attempts a message stays in the table, marked by last_error, and is not retried. */
export const MAX_MAIL_ATTEMPTS = 10;
/** A claimed message is someone's for this long; if that sender dies it becomes due again. */
export const MAIL_CLAIM_LEASE_MS = 5 * 60_000;
/** How many messages one claim takes. */
export const MAIL_BATCH = 20;
/**
 * How many of a claim's messages are on their way at once, each over its own pooled SMTP connection: one at a time,
 * the weekly recap's 100,000 e-mails left at 79 a second (docs/benchmarks/leagues.md), hours at 1,000,000.
 */
export const MAIL_PARALLEL = 4;
/** The periodic drain of main.ts. */
export const MAIL_DRAIN_EVERY_MS = 30_000;

const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;

/** Wait before the next try after `attempts` tries: 30 s, 1 min, 2 min, ... doubling, at most 1 hour. */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(exponent, 20));
}

/** The error as one line for last_error: enough to diagnose, bounded in size. */
export function describeMailError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const line = text.replace(/\s+/g, ' ').trim() || 'unknown error';
  return line.length > 500 ? `${line.slice(0, 497)}...` : line;
}

/** The http(s) links of a message, for the log when mail goes to a folder instead of a person. */
export function linksIn(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}
