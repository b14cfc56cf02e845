/**
 * The live socket was closed because its session ended elsewhere (another tab's or device's sign-out,
 * a password change there, an admin's new password). Listeners decide what the page does about it.
 * The page's own sign-out ends the session too: it says so first (`leavingOnPurpose`), and nobody is told.
 * The page's own password change ends its session and answers with the next one: the socket's close can
 * beat that answer, so listeners hear of it only once the change has settled (`replacingOwnSession`), when
 * the browser holds the new cookie and asking who is signed in gives the truth.
 */
const listeners = new Set<() => void>();
const ownReplacements = new Set<Promise<unknown>>();
let leaving = false;

function tell(): void {
  if (leaving) return;
  for (const listener of listeners) listener();
}

export function sessionEnded(): void {
  if (leaving) return;
  if (ownReplacements.size === 0) tell();
  else void Promise.allSettled([...ownReplacements]).then(tell);
}

export function onSessionEnded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page is signing out by itself (a full navigation to /api/logout follows). */
export function leavingOnPurpose(): void {
  leaving = true;
}

/**
 * Runs a call that ends this browser's session and answers with a new one (its own password change); a
 * socket closed meanwhile is judged after the answer. Returns the call's own promise.
 */
export function replacingOwnSession<T>(call: Promise<T>): Promise<T> {
  ownReplacements.add(call);
  const settled = () => ownReplacements.delete(call);
  call.then(settled, settled);
  return call;
}

// A page the browser brings back from its back-forward cache is in use again.
if (typeof window !== 'undefined') {
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) leaving = false;
  });
}
