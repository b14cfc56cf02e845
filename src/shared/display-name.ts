/** Display name: username, else first plus last name, else 'Anonymous' (player.md section 5). */
export function displayName(p: {
  username?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}): string {
  if (p.username) return p.username;
  const full = [p.firstName, p.lastName].filter(Boolean).join(' ').trim();
  return full || 'Anonymous';
}
