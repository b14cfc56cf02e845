// Where to go after signing in, for a screen that sent a signed-out visitor through sign-in or sign-up (an invite
// link): kept for this tab only, and used once.

const KEY = 'pickem.returnPath';

/** Remembers an in-app path (starting with one slash) to open after the next sign-in. */
export function returnAfterSignIn(path: string): void {
  if (path.startsWith('/') && !path.startsWith('//')) sessionStorage.setItem(KEY, path);
}

/** The remembered path, forgotten as it is read; '/' when there is none. */
export function takeReturnPath(): string {
  const path = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return path?.startsWith('/') && !path.startsWith('//') ? path : '/';
}

/**
 * The remembered path without forgetting it ('/' when there is none): the sign-in goes there, and so does the
 * signed-out screen that redirects a signed-in player, whichever renders first; it is forgotten on arrival
 * (`arrivedAt`).
 */
export function peekReturnPath(): string {
  const path = sessionStorage.getItem(KEY);
  return path?.startsWith('/') && !path.startsWith('//') ? path : '/';
}

/** Forgets the remembered path once the signed-in player is there. */
export function arrivedAt(path: string): void {
  if (sessionStorage.getItem(KEY) === path) sessionStorage.removeItem(KEY);
}
