// What a database error means for the caller: re-run the transaction, report the database as away, or
// let it through as it is. Pure, so the decisions are table-tested (db-faults.rules.test.ts).

/** Attempts of one transaction before a serialization failure or deadlock reaches the caller. */
export const MAX_TRANSACTION_ATTEMPTS = 5;

/** Backoff before the second attempt; it doubles after each further failure, then gets ±50% jitter. */
export const FIRST_RETRY_DELAY_MS = 20;

// The server rolled the whole transaction back and says running it again can succeed.
const RETRYABLE_STATES = new Set([
  '40001', // serialization_failure
  '40P01', // deadlock_detected
]);

// The server went away or refused to talk: admin_shutdown (a restart, pg_terminate_backend),
// crash_shutdown, cannot_connect_now (starting up, shutting down), too_many_connections.
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

// Socket-level failures node reports while connecting or on a connection that broke.
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENOENT',
]);

// pg's own words for a connection that died or never came up; these errors carry no code.
const LOST_CONNECTION =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Connection ended/i;

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

const fields = (error: unknown): ErrorLike =>
  typeof error === 'object' && error !== null ? (error as ErrorLike) : {};

/** The error's code (a SQLSTATE or a node errno code), looking through one wrapping `cause`. */
export function errorCode(error: unknown): string | undefined {
  const { code, cause } = fields(error);
  if (typeof code === 'string') return code;
  const inner = fields(cause).code;
  return typeof inner === 'string' ? inner : undefined;
}

/** Whether re-running the whole transaction may succeed (the server already rolled it back). */
export function isRetryableTransactionFailure(error: unknown): boolean {
  const code = errorCode(error);
  return code !== undefined && RETRYABLE_STATES.has(code);
}

/**
 * The wait before the next attempt of a transaction whose attempt number `attempt` (1 = the first)
 * failed with `error`; null when the error goes to the caller. `random` is in [0, 1).
 */
export function retryDelayMs(error: unknown, attempt: number, random: number): number | null {
  if (!isRetryableTransactionFailure(error) || attempt >= MAX_TRANSACTION_ATTEMPTS) return null;
  const base = FIRST_RETRY_DELAY_MS * 2 ** (attempt - 1);
  return Math.round(base * (0.5 + random));
}

/** Whether the statement was cancelled by its `statement_timeout` (query_canceled). */
export function isStatementTimeout(error: unknown): boolean {
  return errorCode(error) === '57014';
}

/** Whether the error says the database cannot be reached (down, restarting, connection killed). */
export function isConnectionFault(error: unknown): boolean {
  const code = errorCode(error);
  if (code !== undefined) {
    if (UNAVAILABLE_STATES.has(code) || SOCKET_CODES.has(code) || code.startsWith('08')) return true;
    // Any other SQLSTATE is the server answering: the connection works.
    if (/^[0-9A-Z]{5}$/.test(code)) return false;
  }
  const { message } = fields(error);
  return typeof message === 'string' && LOST_CONNECTION.test(message);
}
