/**
 * The live socket was closed because its session ended elsewhere (another tab's or device's sign-out,
 * a password change there, an admin's new password). Listeners decide what the page does about it.
 */
const listeners = new Set<() => void>();

export function sessionEnded(): void {
  for (const listener of listeners) listener();
}

export function onSessionEnded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
