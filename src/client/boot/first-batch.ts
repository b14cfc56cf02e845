/**
 * The first request the app makes on '/': the user, today's games, this month's prize and last month's winner
 * in one batch (AuthGate). On a player's device boot.js starts it beside the app's modules (ADR 0034), so the answer no
 * longer waits for the JavaScript; the tRPC client then takes that answer instead of asking again. The page
 * carries this address for boot.js (vite.prerender.ts); the journeys check that the app asks it only once.
 */
export const FIRST_BATCH_URL =
  '/trpc/auth.me,games.today,prizes.current,prizes.recentWinner?batch=1&input=%7B%7D';

/** Where boot.js leaves the request it started. */
interface BootWindow {
  pkFirstBatch?: Promise<Response>;
}

/**
 * boot.js's answer when `url` is the first batch, once; any first request clears it, so a later call never
 * gets an old answer. Undefined: ask the server.
 */
export function takeFirstBatch(url: string): Promise<Response> | undefined {
  const boot = window as BootWindow;
  const started = boot.pkFirstBatch;
  boot.pkFirstBatch = undefined;
  return url === FIRST_BATCH_URL ? started : undefined;
}
