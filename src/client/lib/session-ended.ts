/**
 * The live socket was closed because its session ended elsewhere (another tab's or device's sign-out,
 * a password change there, an admin's new password). Listeners decide what the page does about it.
 * The page's own sign-out ends the session too: it says so first (`leavingOnPurpose`), and nobody is told.
 */
const listeners = new Set<() => void>();
let leaving = false;

export function sessionEnded(): void {
  if (leaving) return;
  for (const listener of listeners) listener();
}

export function onSessionEnded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page is signing out by itself (a full navigation to /api/logout follows). */
export function leavingOnPurpose(): void {
  leaving = true;
}

// A page the browser brings back from its back-forward cache is in use again.
if (typeof window !== 'undefined') {
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) leaving = false;
  });
}
