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
