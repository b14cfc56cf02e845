/** Keeping one's own name, in any case, needs no availability check; any other name does. */
export function usernameNeedsCheck(current: string, requested: string): boolean {
  return current.toLowerCase() !== requested.trim().toLowerCase();
}

const normalEmail = (email: string | null | undefined) => email?.trim().toLowerCase() || null;

/**
 * The e-mail is read-only: a settings form may send the current address back (any case), or none,
 * but a different address (or a blank one replacing an address) is an attempt to change it.
 */
export function isEmailChange(current: string | null, sent: string | null | undefined): boolean {
  if (sent === undefined) return false;
  return normalEmail(current) !== normalEmail(sent);
}
