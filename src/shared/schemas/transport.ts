/**
 * Calls one HTTP request to /trpc may batch. The server refuses a longer batch with a 400 before
 * running any of it, so one request cannot queue unbounded work; the browser's batch link splits
 * at the same number, so it never meets the refusal.
 */
export const MAX_BATCH_ITEMS = 20;

/**
 * The close code of a live socket whose session ended (logout, password change or reset, an admin's
 * new password): the page then checks whether it is still signed in and, if not, says so.
 */
export const SESSION_ENDED_CLOSE_CODE = 4401;
