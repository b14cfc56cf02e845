/** Display name: username, else first plus last name, else 'Anonymous' (player.md section 5). */
export function displayName(p: {
  username?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}) {
  if (p.username) return p.username;
  const full = [p.firstName, p.lastName].filter(Boolean).join(' ').trim();
  return full || 'Anonymous';
}

/** Rounded percent of wins over picks; 0 without picks. */
export function accuracy(wins: number, picks: number): number {
  return picks > 0 ? Math.round((100 * wins) / picks) : 0;
}
